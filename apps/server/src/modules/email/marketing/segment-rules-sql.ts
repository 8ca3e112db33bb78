import { isRuleGroup, type SegmentCondition, type SegmentRuleGroup } from '@rdo/contracts'
import { sql, type SQL } from 'drizzle-orm'
import { communityDesigns } from '../../../db/schema/community.ts'
import { products } from '../../../db/schema/catalog.ts'
import { dropNotifyRequests } from '../../../db/schema/drops.ts'
import { customerOrderStats as stats } from '../../../db/schema/carts.ts'
import { marketingSubscribers } from '../../../db/schema/marketing.ts'
import { orderItems, orders } from '../../../db/schema/orders.ts'
import { partnerProjects } from '../../../db/schema/partners.ts'
import { tokenBalances, walletLinks } from '../../../db/schema/wallets.ts'

/** An order that counts as bought: placed and paid for, not an abandoned checkout or a cancelled one. */
const placed = sql`${orders.status} not in ('pending_payment', 'cancelled')`
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`

/*
 * Orders placed, the newest one and what was spent come from customer_order_stats (kept by a trigger
 * on orders with the same rules as the profile), one narrow row per customer.
 */

/**
 * The subscriber's account is among the accounts a subquery answers. Postgres runs each as one hashed
 * scan (a semi-join under AND, a hashed subplan under OR), not once per subscriber.
 */
const accountIn = (accounts: SQL) => sql`${marketingSubscribers.userId} in (${accounts})`

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
  accountIn(sql`select ${stats.userId} from ${stats} where ${sql.join(rules.map(statsTest), sql` and `)}`)

/** One condition, as a predicate on marketing_subscribers. */
function condition(rule: SegmentCondition): SQL {
  if (isStatsRule(rule)) return statsMatch([rule])
  switch (rule.type) {
    case 'bought_product':
      return accountIn(
        sql`select ${orders.userId} from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
            where ${orderItems.productId} = ${rule.product_id}::uuid and ${placed}`,
      )
    case 'bought_category':
      return accountIn(
        sql`select ${orders.userId} from ${products}
            join ${orderItems} on ${orderItems.productId} = ${products.id}
            join ${orders} on ${orders.id} = ${orderItems.orderId}
            where ${products.categoryId} = ${rule.category_id}::uuid and ${placed}`,
      )
    case 'wallet_at_least':
      return accountIn(
        sql`select ${walletLinks.userId} from ${walletLinks}
            join ${tokenBalances} on ${tokenBalances.walletAddress} = ${walletLinks.address}
            where ${tokenBalances.error} is null and ${tokenBalances.balance} >= ${String(rule.amount)}::numeric`,
      )
    case 'drop_notify':
      return accountIn(
        rule.drop_id
          ? sql`select ${dropNotifyRequests.userId} from ${dropNotifyRequests}
                where ${dropNotifyRequests.dropId} = ${rule.drop_id}::uuid`
          : sql`select ${dropNotifyRequests.userId} from ${dropNotifyRequests}`,
      )
    case 'partner':
      return accountIn(
        sql`select ${partnerProjects.createdBy} from ${partnerProjects} where ${partnerProjects.status} = 'approved'`,
      )
    case 'designer':
      return accountIn(
        sql`select ${communityDesigns.createdBy} from ${communityDesigns}
            where ${communityDesigns.status} = 'approved'`,
      )
  }
}

/**
 * A rule tree as one predicate: conditions joined by their group's AND or OR, groups in parentheses.
 * An AND group's conditions on order figures (bought anything, last order, spent) become one test.
 * The contract limits the tree's depth and size before it gets here.
 */
export function rulesMatch(group: SegmentRuleGroup): SQL {
  // Under AND, the order figures of one customer are one row: all of them are tested in one subquery.
  const merged = group.op === 'and' ? group.rules.filter((r) => !isRuleGroup(r) && isStatsRule(r)) : []
  const rest = merged.length > 1 ? group.rules.filter((r) => !merged.includes(r)) : group.rules
  const parts = rest.map((rule) => (isRuleGroup(rule) ? rulesMatch(rule) : condition(rule)))
  if (merged.length > 1) parts.unshift(statsMatch(merged as StatsRule[]))
  const joiner = group.op === 'and' ? sql` and ` : sql` or `
  return sql`(${sql.join(parts, joiner)})`
}
