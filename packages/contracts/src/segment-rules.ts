import { z } from 'zod'

/**
 * Behaviour rules of a segment: conditions on what a subscriber's account did, in groups joined by
 * AND or OR. A subscriber without an account matches no condition.
 */
export const SEGMENT_RULE_TYPES = [
  'bought_any',
  'bought_product',
  'bought_category',
  'last_order_within',
  'last_order_before',
  'spent_at_least',
  'wallet_at_least',
  'drop_notify',
  'partner',
  'designer',
] as const
export type SegmentRuleType = (typeof SEGMENT_RULE_TYPES)[number]

export const SEGMENT_RULE_LABELS: Record<SegmentRuleType, string> = {
  bought_any: 'Bought anything',
  bought_product: 'Bought a product',
  bought_category: 'Bought from a category',
  last_order_within: 'Last order within N days',
  last_order_before: 'Last order more than N days ago',
  spent_at_least: 'Total spent at least',
  wallet_at_least: 'Linked wallet holds at least N $RDO',
  drop_notify: 'Asked to be told of a drop',
  partner: 'Is a partner',
  designer: 'Is a designer',
}

/** At most this many conditions in a whole tree, and groups nested at most this deep (the top is 1). */
export const SEGMENT_RULES_MAX_CONDITIONS = 20
export const SEGMENT_RULES_MAX_DEPTH = 3

export const SEGMENT_RULE_MESSAGES = {
  tooMany: `A segment holds at most ${SEGMENT_RULES_MAX_CONDITIONS} conditions`,
  tooDeep: `Groups nest at most ${SEGMENT_RULES_MAX_DEPTH} levels deep`,
  emptyGroup: 'A group needs at least one condition',
  productRequired: 'Choose a product',
  categoryRequired: 'Choose a category',
  daysRange: 'Days must be a whole number from 1 to 3650',
  amountRange: 'Enter an amount of 0 or more',
} as const
const R = SEGMENT_RULE_MESSAGES

const days = z.number(R.daysRange).int(R.daysRange).min(1, R.daysRange).max(3650, R.daysRange)

export const segmentConditionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bought_any') }),
  z.object({ type: z.literal('bought_product'), product_id: z.uuid(R.productRequired) }),
  z.object({ type: z.literal('bought_category'), category_id: z.uuid(R.categoryRequired) }),
  z.object({ type: z.literal('last_order_within'), days }),
  z.object({ type: z.literal('last_order_before'), days }),
  /** Paid orders less refunds, in cents. */
  z.object({
    type: z.literal('spent_at_least'),
    cents: z.number(R.amountRange).int(R.amountRange).min(0, R.amountRange).max(1_000_000_000, R.amountRange),
  }),
  /** The last balance read of a wallet linked to the account (one wallet holds it, not the sum). */
  z.object({
    type: z.literal('wallet_at_least'),
    amount: z.number(R.amountRange).min(0, R.amountRange).max(1e15, R.amountRange),
  }),
  /** Any drop, or the one given. */
  z.object({ type: z.literal('drop_notify'), drop_id: z.uuid().optional() }),
  /** Owns an approved partner project. */
  z.object({ type: z.literal('partner') }),
  /** Has an approved community design. */
  z.object({ type: z.literal('designer') }),
])
export type SegmentCondition = z.infer<typeof segmentConditionSchema>

export type SegmentRuleGroup = {
  op: 'and' | 'or'
  rules: (SegmentCondition | SegmentRuleGroup)[]
}

/**
 * A group whose members nest at most `levels` groups deep. Built level by level, not recursively, so a
 * body nested thousands of levels deep is refused by its shape without walking it.
 */
function groupOf(levels: number): z.ZodType<SegmentRuleGroup> {
  const member = levels > 1 ? z.union([segmentConditionSchema, groupOf(levels - 1)]) : segmentConditionSchema
  return z.object({
    op: z.enum(['and', 'or']),
    rules: z.array(member).min(1, R.emptyGroup).max(SEGMENT_RULES_MAX_CONDITIONS, R.tooMany),
  })
}

export const isRuleGroup = (rule: SegmentCondition | SegmentRuleGroup): rule is SegmentRuleGroup =>
  'op' in rule

/** The depth of a tree (a group of conditions is 1) and how many conditions it holds. */
export function measureRules(group: SegmentRuleGroup): { depth: number; conditions: number } {
  let depth = 1
  let conditions = 0
  for (const rule of group.rules) {
    if (isRuleGroup(rule)) {
      const inner = measureRules(rule)
      depth = Math.max(depth, inner.depth + 1)
      conditions += inner.conditions
    } else conditions += 1
  }
  return { depth, conditions }
}

/** A rule tree, limited in depth and size before anything compiles it. */
export const segmentRuleGroupSchema = groupOf(SEGMENT_RULES_MAX_DEPTH).superRefine((group, issue) => {
  const { depth, conditions } = measureRules(group)
  if (depth > SEGMENT_RULES_MAX_DEPTH) issue.addIssue({ code: 'custom', message: R.tooDeep })
  if (conditions > SEGMENT_RULES_MAX_CONDITIONS) issue.addIssue({ code: 'custom', message: R.tooMany })
})
