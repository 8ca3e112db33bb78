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

/**
 * Refunded units take back their share, line by line: a line's reversal is its accrual times the
 * units refunded so far over its quantity (rounded down, so every unit refunded reverses the accrual
 * exactly). The ledger keeps one reversal per line, so a later refund of the same line raises it in
 * place while it is not yet paid out; once paid out it stays as paid (see docs/refunds-and-returns.md).
 * Call after `order_items.refunded_quantity` is updated, in the same transaction.
 */
export async function reverseLineShares(tx: Tx, orderItemIds: string[]): Promise<number> {
  if (!orderItemIds.length) return 0
  const res = await tx.execute(sql`
    insert into partner_ledger (partner_id, order_item_id, kind, amount_cents)
    select l.partner_id, l.order_item_id, 'reversal',
      -floor(l.amount_cents::bigint * oi.refunded_quantity / oi.quantity)::int
    from partner_ledger l
    join order_items oi on oi.id = l.order_item_id
    where l.order_item_id = any(${sql.param(orderItemIds)}::uuid[]) and l.kind = 'accrual'
      and oi.refunded_quantity > 0
    on conflict (order_item_id, kind) do update set amount_cents = excluded.amount_cents
      where partner_ledger.payout_id is null and partner_ledger.amount_cents > excluded.amount_cents`)
  return res.rowCount ?? 0
}
