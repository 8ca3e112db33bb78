import type { SegmentCriteria } from '@rdo/contracts/email-marketing-admin'
import { segmentRuleGroupSchema, type SegmentRuleGroup } from '@rdo/contracts/segment-rules'
import { rulesSummary } from './segment-rules-form'
import { PREFERENCE_KEYS, PREFERENCE_LABELS, SUBSCRIBER_STATUS_LABELS, type PreferenceKey } from './labels'

/** The criteria as the form edits them: each preference a plain on/off (off means "either"). */
export type CriteriaForm = {
  preferences: Record<PreferenceKey, boolean>
  status: SegmentCriteria['status']
  /** Behaviour rules; null for none. */
  rules: SegmentRuleGroup | null
}

/** A new segment asks for every preference and active subscribers. */
export const NEW_SEGMENT_CRITERIA: CriteriaForm = {
  preferences: { newsletter: true, promotional: true, product_updates: true },
  status: 'active',
  rules: null,
}

/**
 * The segment's rule in one line: "Active · Newsletter + Promotional". Preferences left off mean
 * "either", so a segment requiring none reads "any preferences".
 */
export function criteriaSummary(criteria: SegmentCriteria): string {
  const required = PREFERENCE_KEYS.filter((key) => criteria.preferences[key] === true).map(
    (key) => PREFERENCE_LABELS[key],
  )
  const status = SUBSCRIBER_STATUS_LABELS[criteria.status]
  const base = `${status} · ${required.length > 0 ? required.join(' + ') : 'any preferences'}`
  return criteria.rules ? `${base} · ${rulesSummary(criteria.rules)}` : base
}

/** A stored segment's criteria as the form shows them. */
export function criteriaForm(criteria: SegmentCriteria | undefined): CriteriaForm {
  if (!criteria) return NEW_SEGMENT_CRITERIA
  return {
    preferences: {
      newsletter: criteria.preferences.newsletter === true,
      promotional: criteria.preferences.promotional === true,
      product_updates: criteria.preferences.product_updates === true,
    },
    status: criteria.status,
    rules: criteria.rules ?? null,
  }
}

/** The criteria as the API takes them, or the first reason the rules cannot be sent yet. */
export function criteriaBody(
  form: CriteriaForm,
): { criteria: SegmentCriteria; error: null } | { error: string } {
  const { rules, ...rest } = form
  if (!rules) return { criteria: rest, error: null }
  const parsed = segmentRuleGroupSchema.safeParse(rules)
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Check the behaviour rules' }
  return { criteria: { ...rest, rules: parsed.data }, error: null }
}
