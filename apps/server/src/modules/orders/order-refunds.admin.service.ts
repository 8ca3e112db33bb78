import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { ADMIN_ORDER_MESSAGES, REFUND_MESSAGES, type RefundBody, refundBody } from '@rdo/contracts'
import { orders } from '../../db/schema/orders.ts'
import { refundLines, refunds } from '../../db/schema/refunds.ts'
import type { AuditActor } from '../../lib/audit.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { stockMoved } from '../catalog/index.ts'
import { planRefund, recordRefund } from './order-refunds.ts'
import { loadRefund } from './order-money.ts'

/**
 * The provider's idempotency key of a refund. With the client's Idempotency-Key header the key is
 * `refund:<order id>:<header>`, so a retried request (a double click, a lost answer) finds the refund
 * already made and answers with it; without one, each request is a new refund keyed by its own row id.
 */
const keyOf = (orderId: string, refundId: string, clientKey: string | undefined) =>
  clientKey ? `refund:${orderId}:${clientKey}` : `refund:${refundId}`

/** Whether a stored refund is what this request asks for (a retry), or the key is being reused. */
async function sameRequest(ctx: AppContext, refundId: string, body: ReturnType<typeof refundBody.parse>) {
  const [row] = await ctx.db.select().from(refunds).where(eq(refunds.id, refundId))
  const lines = await ctx.db.select().from(refundLines).where(eq(refundLines.refundId, refundId))
  const asked = new Map<string, number>()
  for (const l of body.lines) asked.set(l.order_item_id, (asked.get(l.order_item_id) ?? 0) + l.quantity)
  return (
    row!.customCents === (body.custom_cents ?? 0) &&
    row!.shippingCents > 0 === body.shipping &&
    lines.length === asked.size &&
    lines.every((l) => asked.get(l.orderItemId) === l.quantity)
  )
}

/**
 * An admin refunds part of an order: chosen units of its lines, the shipping and/or a custom amount.
 * One transaction with the order row locked (FOR UPDATE), so concurrent refunds of one order run one
 * after the other and the second sees what the first left: together they never exceed the payment.
 * The provider refunds before anything is written (a refusal changes nothing); then the refund, its
 * lines, stock, partner shares, email and audit row commit together (see recordRefund).
 */
export async function createRefund(
  ctx: AppContext,
  actor: AuditActor,
  orderId: string,
  input: RefundBody,
  clientKey?: string,
) {
  const body = refundBody.parse(input)
  const result = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound)
    const id = crypto.randomUUID()
    const idempotencyKey = keyOf(order.id, id, clientKey)
    if (clientKey) {
      const [done] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.idempotencyKey, idempotencyKey))
      if (done) return { id: done.id, created: false, restocked: false }
    }
    const plan = await planRefund(tx, order, {
      lines: body.lines.map((l) => ({
        orderItemId: l.order_item_id,
        quantity: l.quantity,
        restock: l.restock,
      })),
      shipping: body.shipping,
      customCents: body.custom_cents ?? 0,
      reason: body.reason?.trim() || null,
    })
    const provider = await ctx.payments.refund({
      provider: order.paymentProvider,
      reference: order.paymentReference,
      amountCents: plan.amountCents,
      idempotencyKey,
      orderId: order.id,
    })
    try {
      await recordRefund(ctx, tx, order, plan, { id, idempotencyKey, actor, provider })
    } catch (err) {
      // The provider has refunded: a retry with the same Idempotency-Key finds the same refund there.
      ctx.log.error('Refund made at the provider but not recorded', { orderId, refundId: provider.id })
      throw err
    }
    return { id, created: true, restocked: plan.lines.some((l) => l.restock) }
  })
  if (result.restocked) stockMoved(ctx)
  if (!result.created && !(await sameRequest(ctx, result.id, body))) {
    throw new Conflict(REFUND_MESSAGES.keyReused, 'IDEMPOTENCY_KEY_REUSED')
  }
  return { refund: await loadRefund(ctx.db, result.id), created: result.created }
}
