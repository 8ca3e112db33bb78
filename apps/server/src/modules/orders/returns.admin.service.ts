import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import {
  RETURN_MESSAGES,
  RETURN_STATUS_LABELS,
  type AdminReturn,
  type AdminReturnListQuery,
  type AdminReturnListResponse,
  type ReceiveReturnBody,
  receiveReturnBody,
} from '@rdo/contracts'
import type { Tx } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import { orderReturns, returnLines } from '../../db/schema/refunds.ts'
import { pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { stockMoved } from '../catalog/index.ts'
import { orderLines, planRefund, recordRefund, shippingRefunded } from './order-refunds.ts'
import { sendReturnDecisionEmail } from './refund-emails.ts'
import { loadReturns } from './returns-dto.ts'

/** GET /api/admin/returns: one page, newest first, optionally of one status (served by its indexes). */
export async function listReturns(
  ctx: AppContext,
  query: AdminReturnListQuery,
): Promise<AdminReturnListResponse> {
  const where = query.status ? eq(orderReturns.status, query.status) : sql`true`
  const { limit, offset } = pageWindow(query)
  const [items, [count]] = await Promise.all([
    loadReturns(ctx.db, where, { limit, offset }),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderReturns)
      .where(where),
  ])
  return toPage(items, count?.n ?? 0, query)
}

/** The return and its order, both locked (the order first, as every refund locks it). */
async function lockReturn(tx: Tx, returnId: string) {
  const [found] = await tx
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId))
  if (!found) throw new NotFound(RETURN_MESSAGES.notFound)
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update')
  const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update')
  const lines = await tx
    .select({ orderItemId: returnLines.orderItemId, quantity: returnLines.quantity })
    .from(returnLines)
    .where(eq(returnLines.returnId, returnId))
  return { order: order!, ret: ret!, lines }
}

const one = async (ctx: AppContext, id: string): Promise<AdminReturn> =>
  (await loadReturns(ctx.db, eq(orderReturns.id, id)))[0]!

/**
 * Staff approve a requested return (the message is the customer's instructions) or reject it (the
 * message says why). The customer is emailed either way; the decision and its audit row commit
 * together.
 */
export async function decideReturn(
  ctx: AppContext,
  actor: AuditActor,
  returnId: string,
  approved: boolean,
  message: string,
): Promise<AdminReturn> {
  await ctx.db.transaction(async (tx) => {
    const { order, ret } = await lockReturn(tx, returnId)
    if (ret.status !== 'requested') {
      throw new Conflict(RETURN_MESSAGES.notRequested(RETURN_STATUS_LABELS[ret.status]), 'RETURN_DECIDED')
    }
    const status = approved ? 'approved' : 'rejected'
    await tx
      .update(orderReturns)
      .set({
        status,
        adminMessage: message.trim(),
        decidedBy: actor.id,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(orderReturns.id, returnId))
    const items = (await loadReturns(tx, eq(orderReturns.id, returnId)))[0]!.lines
    await sendReturnDecisionEmail(ctx, tx, order, { returnId, approved, message: message.trim(), items })
    await writeAudit(tx, actor, {
      action: approved ? 'return.approve' : 'return.reject',
      entity: 'order_return',
      entityId: returnId,
      before: { status: ret.status },
      after: { status, order_id: order.id, message: message.trim() },
    })
  })
  return one(ctx, returnId)
}

/**
 * The parcel is back: the return's units are refunded (and restocked unless told not to) as a
 * refund of the admin's would, with the shipping when asked or, by default, when the return brings
 * back everything not yet refunded, linked to the return, under the key `return-refund:<return id>` so a
 * retry never refunds twice; the return becomes received. One transaction with the order locked.
 */
export async function receiveReturn(
  ctx: AppContext,
  actor: AuditActor,
  returnId: string,
  input: ReceiveReturnBody,
): Promise<AdminReturn> {
  const { restock, shipping } = receiveReturnBody.parse(input)
  await ctx.db.transaction(async (tx) => {
    const { order, ret, lines } = await lockReturn(tx, returnId)
    if (ret.status !== 'approved') throw new Conflict(RETURN_MESSAGES.notApproved, 'RETURN_NOT_APPROVED')
    const returned = new Map(lines.map((l) => [l.orderItemId, l.quantity]))
    const everything = (await orderLines(tx, order.id)).every(
      (i) => i.quantity - i.refundedQuantity === (returned.get(i.id) ?? 0),
    )
    const plan = await planRefund(tx, order, {
      lines: lines.map((l) => ({ ...l, restock })),
      shipping: (shipping ?? everything) && !(await shippingRefunded(tx, order.id)),
      customCents: 0,
      reason: `Return of ${lines.reduce((s, l) => s + l.quantity, 0)} item(s)`,
    })
    const idempotencyKey = `return-refund:${returnId}`
    const provider = await ctx.payments.refund({
      provider: order.paymentProvider,
      reference: order.paymentReference,
      amountCents: plan.amountCents,
      idempotencyKey,
      orderId: order.id,
    })
    await recordRefund(ctx, tx, order, plan, {
      id: crypto.randomUUID(),
      idempotencyKey,
      actor,
      provider,
      returnId,
    })
    await tx
      .update(orderReturns)
      .set({ status: 'received', receivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'approved')))
    await writeAudit(tx, actor, {
      action: 'return.receive',
      entity: 'order_return',
      entityId: returnId,
      before: { status: ret.status },
      after: { status: 'received', order_id: order.id, amount_cents: plan.amountCents, restock },
    })
  })
  if (restock) stockMoved(ctx)
  return one(ctx, returnId)
}
