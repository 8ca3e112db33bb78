import { sql } from 'drizzle-orm'
import type { PartnerStats } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'

/**
 * A project's figures in one query. Sales count the units of paid order lines of the project's products
 * that were not refunded (a wholly refunded order drops out); revenue is those units' price, shipping
 * excluded; the units are also counted by where their lines are (processing, in production, shipped or
 * delivered). The pending payout is every ledger entry not yet in a payout (accruals minus reversals).
 */
export async function partnerStats(db: DbOrTx, partnerId: string): Promise<PartnerStats> {
  const rows = await db.execute<{
    units_sold: number
    units_processing: number
    units_in_production: number
    units_shipped: number
    orders: number
    revenue_cents: number
    pending_payout_cents: number
    paid_out_cents: number
    designs_total: number
    designs_approved: number
    designs_pending: number
  }>(sql`
    select
      coalesce(s.units, 0)::int as units_sold,
      coalesce(s.processing, 0)::int as units_processing,
      coalesce(s.in_production, 0)::int as units_in_production,
      coalesce(s.shipped, 0)::int as units_shipped,
      coalesce(s.orders, 0)::int as orders,
      coalesce(s.revenue, 0)::int as revenue_cents,
      (select coalesce(sum(l.amount_cents), 0) from partner_ledger l
        where l.partner_id = ${partnerId} and l.payout_id is null)::int as pending_payout_cents,
      (select coalesce(sum(p.amount_cents), 0) from partner_payouts p
        where p.partner_id = ${partnerId} and p.paid_at is not null)::int as paid_out_cents,
      d.total::int as designs_total,
      d.approved::int as designs_approved,
      d.pending::int as designs_pending
    from (
      select count(*) as total,
        count(*) filter (where status = 'approved') as approved,
        count(*) filter (where status = 'pending') as pending
      from partner_designs where partner_id = ${partnerId}
    ) d
    left join lateral (
      select sum(oi.quantity - oi.refunded_quantity) as units, count(distinct oi.order_id) as orders,
        sum(oi.quantity - oi.refunded_quantity) filter (where oi.fulfilment_state = 'processing') as processing,
        sum(oi.quantity - oi.refunded_quantity) filter (where oi.fulfilment_state = 'in_production') as in_production,
        sum(oi.quantity - oi.refunded_quantity) filter (where oi.fulfilment_state in ('shipped', 'delivered')) as shipped,
        sum(oi.unit_price_cents * (oi.quantity - oi.refunded_quantity)) as revenue
      from partner_designs pd
      join order_items oi on oi.partner_design_id = pd.id and oi.refunded_quantity < oi.quantity
      join orders o on o.id = oi.order_id and o.payment_status in ('paid', 'partially_refunded')
      where pd.partner_id = ${partnerId}
    ) s on true`)
  const row = rows.rows[0]!
  return { ...row }
}
