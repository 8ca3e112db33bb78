import { PRODUCTION_BONUS_SOL, RDO_AMOUNT_DECIMALS, SALE_SHARE_PERCENT } from '@rdo/contracts'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { DEFAULT_REWARDS_SETTINGS } from './rewards-settings.ts'

/** The one-off production bonus of a design (SOL), at most once: the unique (design) index keeps it so. */
export async function accrueProductionBonus(tx: Tx, designId: string): Promise<number> {
  const res = await tx.execute(sql`
    insert into design_reward_entries (design_id, recipient_id, kind, asset, amount)
    select d.id, d.created_by, 'production_bonus', 'SOL', ${PRODUCTION_BONUS_SOL}::numeric
    from community_designs d where d.id = ${designId}
    on conflict (design_id) where kind = 'production_bonus' do nothing`)
  return res.rowCount ?? 0
}

/**
 * The designer's share of a paid order: one entry per line of a design's product, SALE_SHARE_PERCENT of
 * the line's price (unit price × quantity) in $RDO at the Rewards rate read in the same statement, which
 * the entry keeps. Runs in the transaction that marks the order paid; a repeat is a no-op.
 */
export async function accrueSaleShares(tx: Tx, orderId: string): Promise<number> {
  const res = await tx.execute(sql`
    with rate as (
      select coalesce(
        (select (value->>'rdo_per_usd')::numeric from site_settings
          where key = 'rewards' and jsonb_typeof(value->'rdo_per_usd') = 'number' and (value->>'rdo_per_usd')::numeric > 0),
        ${DEFAULT_REWARDS_SETTINGS.rdo_per_usd}::numeric) as rdo_per_usd
    ), shares as (
      select d.id as design_id, d.created_by, oi.id as order_item_id, rate.rdo_per_usd,
        trunc(oi.unit_price_cents::numeric * oi.quantity * ${SALE_SHARE_PERCENT} / 10000 * rate.rdo_per_usd, ${RDO_AMOUNT_DECIMALS}) as amount
      from order_items oi
      join products p on p.id = oi.product_id
      join community_designs d on d.id = p.community_design_id
      cross join rate
      where oi.order_id = ${orderId}
    )
    insert into design_reward_entries (design_id, recipient_id, kind, asset, amount, rdo_per_usd, order_item_id)
    select design_id, created_by, 'sale_share', 'RDO', amount, rdo_per_usd, order_item_id
    from shares where amount > 0
    on conflict (order_item_id) where kind = 'sale_share' do nothing`)
  return res.rowCount ?? 0
}

/**
 * A refund takes back the share of the units it refunds: per line, the reversals together come to the
 * share times the units refunded so far over the line's quantity (rounded down), so a line refunded in
 * parts is reversed exactly once in all. One entry per (line, refund), so a repeated refund adds nothing.
 * Call after `order_items.refunded_quantity` is updated, in the refund's transaction.
 */
export async function reverseSaleShares(tx: Tx, refundId: string, orderItemIds: string[]): Promise<number> {
  if (!orderItemIds.length) return 0
  const res = await tx.execute(sql`
    with due as (
      select s.design_id, s.recipient_id, s.rdo_per_usd, s.order_item_id,
        -trunc(s.amount * oi.refunded_quantity / oi.quantity, ${RDO_AMOUNT_DECIMALS})
          - coalesce((select sum(r.amount) from design_reward_entries r
              where r.order_item_id = s.order_item_id and r.kind = 'reversal'), 0) as amount
      from design_reward_entries s
      join order_items oi on oi.id = s.order_item_id
      where s.kind = 'sale_share' and s.order_item_id = any(${sql.param(orderItemIds)}::uuid[])
        and oi.refunded_quantity > 0
    )
    insert into design_reward_entries (design_id, recipient_id, kind, asset, amount, rdo_per_usd, order_item_id, refund_id)
    select design_id, recipient_id, 'reversal', 'RDO', amount, rdo_per_usd, order_item_id, ${refundId}
    from due where amount < 0
    on conflict (order_item_id, refund_id) where kind = 'reversal' do nothing`)
  return res.rowCount ?? 0
}
