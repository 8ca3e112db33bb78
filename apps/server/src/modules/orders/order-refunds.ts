import { and, eq, gt, sql } from 'drizzle-orm'
import { lineRefundCents, REFUND_MESSAGES, type PaymentStatus } from '@rdo/contracts'
import type { Tx } from '../../db/client.ts'
import { orderItems, orders, paymentEvents } from '../../db/schema/orders.ts'
import { refundLines, refunds } from '../../db/schema/refunds.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, Invalid } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { reverseLineShares } from '../partners/index.ts'
import { reverseSaleShares } from '../design-rewards/index.ts'
import type { OrderRow } from './order-dto.ts'
import { restock } from './order-stock.ts'
import { sendRefundEmail } from './refund-emails.ts'

type ItemRow = typeof orderItems.$inferSelect

export type RefundRequestLine = { orderItemId: string; quantity: number; restock: boolean }
export type RefundInput = {
  lines: RefundRequestLine[]
  shipping: boolean
  customCents: number
  reason: string | null
}

/** A refund worked out against the locked order: every figure is the server's. */
export type RefundPlan = {
  lines: (RefundRequestLine & { item: ItemRow; amountCents: number; taxCents: number })[]
  shippingCents: number
  customCents: number
  amountCents: number
  reason: string | null
}

export const isRefundable = (status: PaymentStatus) => status === 'paid' || status === 'partially_refunded'
/** The shipping as the customer paid it: its price less its discount, plus its tax. */
export const shippingValue = (o: OrderRow) => o.shippingCents - o.shippingDiscountCents + o.shippingTaxCents

export async function shippingRefunded(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), gt(refunds.shippingCents, 0)))
    .limit(1)
  return Boolean(row)
}

export const orderLines = (tx: Tx, orderId: string) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.createdAt)

/**
 * Checks a refund against what is left of the (locked) order and prices it: each line's units at
 * their refundable value (lineRefundCents), the shipping once, the custom amount. Refuses, before
 * anything is written: an order not paid, units beyond what is left of a line, the shipping twice,
 * nothing at all (400), or more than the amount left (409 naming it).
 */
export async function planRefund(tx: Tx, order: OrderRow, input: RefundInput): Promise<RefundPlan> {
  const left = order.totalCents - order.refundedCents
  if (order.paymentStatus === 'refunded' || (isRefundable(order.paymentStatus) && left <= 0)) {
    throw new Conflict(REFUND_MESSAGES.fullyRefunded, 'FULLY_REFUNDED')
  }
  if (!isRefundable(order.paymentStatus)) throw new Conflict(REFUND_MESSAGES.notPaid, 'NOT_PAID')
  const items = new Map((await orderLines(tx, order.id)).map((i) => [i.id, i]))
  const merged = new Map<string, RefundRequestLine>()
  for (const l of input.lines) {
    const seen = merged.get(l.orderItemId)
    merged.set(l.orderItemId, {
      orderItemId: l.orderItemId,
      quantity: (seen?.quantity ?? 0) + l.quantity,
      restock: Boolean(seen?.restock || l.restock),
    })
  }
  const lines: RefundPlan['lines'] = []
  for (const l of merged.values()) {
    const item = items.get(l.orderItemId)
    if (!item) throw new Invalid(REFUND_MESSAGES.lineNotInOrder, 'LINE_NOT_IN_ORDER')
    const open = item.quantity - item.refundedQuantity
    if (l.quantity > open) {
      throw new Conflict(REFUND_MESSAGES.quantityTooHigh(item.name, open), 'QUANTITY_TOO_HIGH')
    }
    const cents = (u: { unit_price_cents: number; discount_cents: number; tax_cents: number }) =>
      lineRefundCents({ ...u, quantity: item.quantity }, item.refundedQuantity, l.quantity)
    lines.push({
      ...l,
      item,
      amountCents: cents({
        unit_price_cents: item.unitPriceCents,
        discount_cents: item.discountCents,
        tax_cents: item.taxCents,
      }),
      taxCents: cents({ unit_price_cents: 0, discount_cents: 0, tax_cents: item.taxCents }),
    })
  }
  let shippingCents = 0
  if (input.shipping) {
    if (await shippingRefunded(tx, order.id)) {
      throw new Conflict(REFUND_MESSAGES.shippingRefunded, 'SHIPPING_REFUNDED')
    }
    shippingCents = Math.max(0, shippingValue(order))
  }
  const amountCents = lines.reduce((s, l) => s + l.amountCents, 0) + shippingCents + input.customCents
  if (amountCents <= 0) throw new Invalid(REFUND_MESSAGES.nothingSelected, 'NOTHING_SELECTED')
  if (amountCents > left) throw new Conflict(REFUND_MESSAGES.tooMuch(left), 'REFUND_TOO_LARGE')
  return { lines, shippingCents, customCents: input.customCents, amountCents, reason: input.reason }
}

/**
 * The whole rest of an order, as the status change to refunded or cancelled gives it back: every
 * unit not yet refunded, the shipping if it was not, and an adjustment (custom_cents, negative when
 * earlier custom amounts were given) so the refund is exactly what is left.
 */
export async function planRemainder(tx: Tx, order: OrderRow): Promise<RefundPlan | null> {
  const left = order.totalCents - order.refundedCents
  if (left <= 0) return null
  const lines: RefundPlan['lines'] = (await orderLines(tx, order.id))
    .filter((i) => i.quantity > i.refundedQuantity)
    .map((item) => {
      const line = {
        unit_price_cents: item.unitPriceCents,
        quantity: item.quantity,
        discount_cents: item.discountCents,
        tax_cents: item.taxCents,
      }
      const count = item.quantity - item.refundedQuantity
      return {
        orderItemId: item.id,
        quantity: count,
        restock: false,
        item,
        amountCents: lineRefundCents(line, item.refundedQuantity, count),
        taxCents: lineRefundCents(
          { ...line, unit_price_cents: 0, discount_cents: 0 },
          item.refundedQuantity,
          count,
        ),
      }
    })
  const shippingCents = (await shippingRefunded(tx, order.id)) ? 0 : Math.max(0, shippingValue(order))
  const known = lines.reduce((s, l) => s + l.amountCents, 0) + shippingCents
  return { lines, shippingCents, customCents: left - known, amountCents: left, reason: null }
}

export type RecordedRefund = {
  id: string
  amountCents: number
  fullyRefunded: boolean
  paymentStatus: PaymentStatus
}

/**
 * Writes a refund the provider has made, in the transaction that holds the order's lock: the refund
 * and its lines, the lines' refunded units, the order's refunded amount and payment status (the
 * order itself becomes refunded once nothing is left, unless `setStatus` is false: the status change
 * sets it), the payment event, the restock of the lines asked for, the partners' shares of exactly
 * these units, the customer's refund email and one audit row.
 */
export async function recordRefund(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  plan: RefundPlan,
  r: {
    id: string
    idempotencyKey: string
    actor: AuditActor | null
    provider: { provider: string; id: string; status: string }
    returnId?: string | null
    setStatus?: boolean
    email?: boolean
    /** false when the caller's own audit row covers the refund (the status change). */
    audit?: boolean
  },
): Promise<RecordedRefund> {
  await tx.insert(refunds).values({
    id: r.id,
    orderId: order.id,
    returnId: r.returnId ?? null,
    amountCents: plan.amountCents,
    shippingCents: plan.shippingCents,
    customCents: plan.customCents,
    reason: plan.reason,
    provider: r.provider.provider,
    providerRefundId: r.provider.id,
    status: r.provider.status,
    idempotencyKey: r.idempotencyKey,
    createdBy: r.actor?.id ?? null,
  })
  if (plan.lines.length) {
    await tx.insert(refundLines).values(
      plan.lines.map((l) => ({
        refundId: r.id,
        orderItemId: l.orderItemId,
        quantity: l.quantity,
        amountCents: l.amountCents,
        taxCents: l.taxCents,
        restock: l.restock,
      })),
    )
  }
  for (const l of plan.lines) {
    await tx
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${l.quantity}` })
      .where(eq(orderItems.id, l.orderItemId))
  }
  const refundedCents = order.refundedCents + plan.amountCents
  const fullyRefunded = refundedCents >= order.totalCents
  const paymentStatus: PaymentStatus = fullyRefunded ? 'refunded' : 'partially_refunded'
  const closeOrder = fullyRefunded && r.setStatus !== false && order.status !== 'cancelled'
  if (closeOrder) {
    // The timeline trigger reads these for the status_events row of this change.
    await tx.execute(
      sql`select set_config('rdo.actor_id', ${r.actor?.id ?? ''}, true), set_config('rdo.status_note', ${'Fully refunded'}, true)`,
    )
  }
  await tx
    .update(orders)
    .set({
      refundedCents,
      paymentStatus,
      ...(closeOrder ? { status: 'refunded' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
  await tx
    .insert(paymentEvents)
    .values({
      provider: r.provider.provider,
      eventId: r.provider.id,
      type: 'refund.created',
      orderId: order.id,
      payload: {
        refund_id: r.provider.id,
        status: r.provider.status,
        amount_cents: plan.amountCents,
        by: r.actor?.id ?? null,
      },
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
  const back = plan.lines.filter((l) => l.restock)
  if (back.length) {
    await restock(
      tx,
      back.map((l) => ({ productId: l.item.productId, variantId: l.item.variantId, quantity: l.quantity })),
    )
  }
  const reversed = await reverseLineShares(
    tx,
    plan.lines.map((l) => l.orderItemId),
  )
  await reverseSaleShares(
    tx,
    r.id,
    plan.lines.map((l) => l.orderItemId),
  )
  if (r.email !== false) await sendRefundEmail(ctx, tx, order, { refundId: r.id, plan, refundedCents })
  if (r.actor && r.audit !== false) {
    await writeAudit(tx, r.actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      before: { payment_status: order.paymentStatus, refunded_cents: order.refundedCents },
      after: {
        refund_id: r.id,
        return_id: r.returnId ?? null,
        amount_cents: plan.amountCents,
        shipping_cents: plan.shippingCents,
        custom_cents: plan.customCents,
        lines: plan.lines.map((l) => ({
          order_item_id: l.orderItemId,
          quantity: l.quantity,
          restock: l.restock,
        })),
        payment_status: paymentStatus,
        status: closeOrder ? 'refunded' : order.status,
        provider: r.provider,
        partner_shares_reversed: reversed,
      },
    })
  }
  return { id: r.id, amountCents: plan.amountCents, fullyRefunded, paymentStatus }
}
