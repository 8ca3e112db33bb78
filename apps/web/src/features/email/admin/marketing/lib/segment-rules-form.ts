import {
  SEGMENT_RULE_LABELS,
  SEGMENT_RULES_MAX_DEPTH,
  isRuleGroup,
  measureRules,
  type SegmentCondition,
  type SegmentRuleGroup,
  type SegmentRuleType,
} from '@rdo/contracts/segment-rules'

export type Rule = SegmentCondition | SegmentRuleGroup

/** A fresh condition of a type, with the values the editor starts from (a product or category still to choose). */
export function newCondition(type: SegmentRuleType): SegmentCondition {
  switch (type) {
    case 'bought_product':
      return { type, product_id: '' }
    case 'bought_category':
      return { type, category_id: '' }
    case 'last_order_within':
      return { type, days: 30 }
    case 'last_order_before':
      return { type, days: 90 }
    case 'spent_at_least':
      return { type, cents: 10_000 }
    case 'wallet_at_least':
      return { type, amount: 1000 }
    default:
      return { type }
  }
}

export const newGroup = (op: 'and' | 'or' = 'and'): SegmentRuleGroup => ({
  op,
  rules: [newCondition('bought_any')],
})

/** Whether a group at this depth (the top is 1) may hold another group. */
export const mayNest = (depth: number) => depth < SEGMENT_RULES_MAX_DEPTH

const conditionText = (rule: SegmentCondition): string => {
  switch (rule.type) {
    case 'last_order_within':
      return `Last order within ${rule.days} days`
    case 'last_order_before':
      return `Last order more than ${rule.days} days ago`
    case 'spent_at_least':
      return `Spent at least $${(rule.cents / 100).toFixed(2)}`
    case 'wallet_at_least':
      return `Wallet holds at least ${rule.amount} $RDO`
    default:
      return SEGMENT_RULE_LABELS[rule.type]
  }
}

/** The rules in one line: "Bought anything and (Is a partner or Is a designer)". */
export function rulesSummary(group: SegmentRuleGroup, top = true): string {
  const parts = group.rules.map((rule) =>
    isRuleGroup(rule) ? rulesSummary(rule, false) : conditionText(rule),
  )
  const text = parts.join(group.op === 'and' ? ' and ' : ' or ')
  return top || parts.length === 1 ? text : `(${text})`
}

export const conditionCount = (group: SegmentRuleGroup | null | undefined) =>
  group ? measureRules(group).conditions : 0
