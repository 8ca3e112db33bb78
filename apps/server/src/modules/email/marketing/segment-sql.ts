import type { SegmentCriteria } from '@rdo/contracts'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { marketingSubscribers } from '../../../db/schema/marketing.ts'
import { rulesMatch } from './segment-rules-sql.ts'

const PREFERENCES = ['newsletter', 'promotional', 'product_updates'] as const

/** A preference the criteria sets to true must be on; false or absent means either. */
function preferencesMatch(criteria: SegmentCriteria): SQL | undefined {
  const required = PREFERENCES.filter((p) => criteria.preferences?.[p] === true)
  if (!required.length) return undefined
  return and(
    ...required.map(
      (p) => sql`coalesce((${marketingSubscribers.preferences}->>${p})::boolean, false) = true`,
    ),
  )
}

const behaviour = (criteria: SegmentCriteria) => (criteria.rules ? rulesMatch(criteria.rules) : undefined)

/** Subscribers the segment holds: its status, preferences and behaviour rules. */
export function segmentMatch(criteria: SegmentCriteria): SQL {
  return and(
    eq(marketingSubscribers.status, criteria.status ?? 'active'),
    preferencesMatch(criteria),
    behaviour(criteria),
  )!
}

/** Subscribers a campaign to the segment sends to: its preferences and rules, and only active ones. */
export function sendableMatch(criteria: SegmentCriteria): SQL {
  return and(eq(marketingSubscribers.status, 'active'), preferencesMatch(criteria), behaviour(criteria))!
}

/**
 * The segment's count and its sendable part in one pass: the rules are evaluated once for subscribers
 * of the segment's status or active, then each count filters on the status and the preferences (read
 * only for the subscribers the rules hold, not for every subscriber).
 */
export function segmentCountParts(criteria: SegmentCriteria) {
  const status = criteria.status ?? 'active'
  const statuses = status === 'active' ? sql`('active')` : sql`(${status}, 'active')`
  const preferences = preferencesMatch(criteria)
  return {
    where: and(sql`${marketingSubscribers.status} in ${statuses}`, behaviour(criteria))!,
    held: and(eq(marketingSubscribers.status, status), preferences)!,
    sendable: and(eq(marketingSubscribers.status, 'active'), preferences)!,
  }
}
