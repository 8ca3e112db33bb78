import type { SegmentCriteria } from '@rdo/contracts'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { marketingSubscribers } from '../../../db/schema/marketing.ts'

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

/** Subscribers the segment holds: its status and preferences. */
export function segmentMatch(criteria: SegmentCriteria): SQL {
  return and(eq(marketingSubscribers.status, criteria.status ?? 'active'), preferencesMatch(criteria))!
}

/** Subscribers a campaign to the segment sends to: its preferences, and always only active ones. */
export function sendableMatch(criteria: SegmentCriteria): SQL {
  return and(eq(marketingSubscribers.status, 'active'), preferencesMatch(criteria))!
}
