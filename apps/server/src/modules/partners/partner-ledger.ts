import { sql } from 'drizzle-orm'
import { PARTNER_SHARE_PERCENT } from '@rdo/contracts'
import type { Tx } from '../../db/client.ts'

/**
 * The partner's share of a paid order: one accrual per partner line, PARTNER_SHARE_PERCENT of the line's
 * price (unit price × quantity, shipping excluded), rounded down to the cent. Runs in the transaction that
 * marks the order paid; the unique (line, kind) index makes a repeat a no-op.
 */
export async function accruePartnerShares(tx: Tx, orderId: string): Promise<number> {
  const res = await tx.execute(sql`
    insert into partner_ledger (partner_id, order_item_id, kind, amount_cents)
    select pd.partner_id, oi.id, 'accrual', floor(oi.unit_price_cents * oi.quantity * ${PARTNER_SHARE_PERCENT} / 100.0)::int
    from order_items oi
    join partner_designs pd on pd.id = oi.partner_design_id
    where oi.order_id = ${orderId}
    on conflict (order_item_id, kind) do nothing`)
  return res.rowCount ?? 0
}

/**
 * A refunded order takes its shares back: one reversal (the accrual's amount, negated) per accrued line,
 * at most once. Not yet paid out, the pair nets to zero in the pending balance; already paid out, the
 * reversal lowers the next payout.
 */
export async function reversePartnerShares(tx: Tx, orderId: string): Promise<number> {
  const res = await tx.execute(sql`
    insert into partner_ledger (partner_id, order_item_id, kind, amount_cents)
    select l.partner_id, l.order_item_id, 'reversal', -l.amount_cents
    from partner_ledger l
    join order_items oi on oi.id = l.order_item_id
    where oi.order_id = ${orderId} and l.kind = 'accrual'
    on conflict (order_item_id, kind) do nothing`)
  return res.rowCount ?? 0
}
