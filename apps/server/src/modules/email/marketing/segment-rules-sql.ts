import { isRuleGroup, type SegmentCondition, type SegmentRuleGroup } from '@rdo/contracts'
import { sql, type SQL } from 'drizzle-orm'
import { communityDesigns } from '../../../db/schema/community.ts'
import { products } from '../../../db/schema/catalog.ts'
import { dropNotifyRequests } from '../../../db/schema/drops.ts'
import { customerProductPurchases as bought, customerOrderStats as stats } from '../../../db/schema/carts.ts'
import { marketingSubscribers } from '../../../db/schema/marketing.ts'
import { partnerProjects } from '../../../db/schema/partners.ts'
import { tokenBalances, walletLinks } from '../../../db/schema/wallets.ts'

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`

/*
 * Orders placed, the newest one and what was spent come from customer_order_stats (kept by a trigger
 * on orders with the same rules as the profile), one narrow row per customer; the products a customer
 * bought from customer_product_purchases (kept by triggers on orders and their lines). An order counts
 * as bought unless it is an abandoned checkout or cancelled.
 */

type StatsRule = Extract<
  SegmentCondition,
  { type: 'bought_any' | 'last_order_within' | 'last_order_before' | 'spent_at_least' }
>
const STATS_RULES = new Set<SegmentCondition['type']>([
  'bought_any',
  'last_order_within',
  'last_order_before',
  'spent_at_least',
])
const isStatsRule = (rule: SegmentCondition): rule is StatsRule => STATS_RULES.has(rule.type)

/** A condition on the customer's row of customer_order_stats. */
function statsTest(rule: StatsRule): SQL {
  switch (rule.type) {
    case 'bought_any':
      return sql`${stats.placedCount} > 0`
    case 'last_order_within':
      return sql`${stats.lastOrderAt} >= ${daysAgo(rule.days)}`
    case 'last_order_before':
      return sql`${stats.lastOrderAt} < ${daysAgo(rule.days)}`
    case 'spent_at_least':
      return sql`${stats.spentCents} >= ${rule.cents}`
  }
}

/** Customers whose one stats row passes every test: one scan for all of an AND group's order figures. */
const statsMatch = (rules: StatsRule[]) =>
  sql`select ${stats.userId} from ${stats} where ${sql.join(rules.map(statsTest), sql` and `)}`

/** One condition, as the query of the accounts it holds. */
function condition(rule: SegmentCondition): SQL {
  if (isStatsRule(rule)) return statsMatch([rule])
  switch (rule.type) {
    case 'bought_product':
      return sql`select ${bought.userId} from ${bought} where ${bought.productId} = ${rule.product_id}::uuid`
    case 'bought_category':
      return sql`select ${bought.userId} from ${products} join ${bought} on ${bought.productId} = ${products.id}
            where ${products.categoryId} = ${rule.category_id}::uuid`
    case 'wallet_at_least':
      return sql`select ${walletLinks.userId} from ${walletLinks}
            join ${tokenBalances} on ${tokenBalances.walletAddress} = ${walletLinks.address}
            where ${tokenBalances.error} is null and ${tokenBalances.balance} >= ${String(rule.amount)}::numeric`
    case 'drop_notify':
      return rule.drop_id
        ? sql`select ${dropNotifyRequests.userId} from ${dropNotifyRequests}
                where ${dropNotifyRequests.dropId} = ${rule.drop_id}::uuid`
        : sql`select ${dropNotifyRequests.userId} from ${dropNotifyRequests}`
    case 'partner':
      return sql`select ${partnerProjects.createdBy} from ${partnerProjects} where ${partnerProjects.status} = 'approved'`
    case 'designer':
      return sql`select ${communityDesigns.createdBy} from ${communityDesigns}
            where ${communityDesigns.status} = 'approved'`
  }
}

/**
 * A rule tree as the query of the accounts it holds: an AND group is the intersection of its parts, an
 * OR group their union, each part in parentheses. An AND group's conditions on order figures (bought
 * anything, last order, spent) become one query. The contract limits the tree's depth and size before
 * it gets here.
 */
function accounts(group: SegmentRuleGroup): SQL {
  // Under AND, the order figures of one customer are one row: all of them are tested in one query.
  const merged = group.op === 'and' ? group.rules.filter((r) => !isRuleGroup(r) && isStatsRule(r)) : []
  const rest = merged.length > 1 ? group.rules.filter((r) => !merged.includes(r)) : group.rules
  const parts = rest.map((rule) => (isRuleGroup(rule) ? accounts(rule) : condition(rule)))
  if (merged.length > 1) parts.unshift(statsMatch(merged as StatsRule[]))
  const joiner = group.op === 'and' ? sql` intersect ` : sql` union `
  return sql.join(
    parts.map((part) => sql`(${part})`),
    joiner,
  )
}

/**
 * Subscribers whose account the rule tree holds. The tree is one set of accounts, computed once with
 * set operations, and each subscriber is one hashed lookup in it: far cheaper at 100,000 subscribers
 * than testing every condition against every subscriber.
 */
export const rulesMatch = (group: SegmentRuleGroup): SQL =>
  sql`${marketingSubscribers.userId} in (${accounts(group)})`
