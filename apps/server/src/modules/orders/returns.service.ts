import { and, eq, sql } from 'drizzle-orm'
import {
  ORDER_MESSAGES,
  RETURN_MESSAGES,
  returnDay,
  type OrderReturn,
  type OrderReturnsResponse,
  type ReturnRequestBody,
} from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { orderReturns, returnLines } from '../../db/schema/refunds.ts'
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import type { OrderRow } from './order-dto.ts'
import { loadReturns, withoutCustomer } from './returns-dto.ts'
import { readReturnsSettings } from './returns-settings.ts'

const DAY_MS = 86_400_000

/**
 * When the order was delivered: its last move to delivered on the timeline (the trigger records it
 * whichever way it happened: staff, the fulfilment webhooks), else its last parcel's delivery.
 */
export async function deliveredAt(db: DbOrTx, orderId: string): Promise<Date | null> {
  const { rows } = await db.execute<{ at: string | Date | null }>(sql`
    select coalesce(
      (select max(created_at) from order_status_events where order_id = ${orderId} and to_status = 'delivered'),
      (select max(delivered_at) from shipments where order_id = ${orderId})) as at`)
  return rows[0]?.at ? new Date(rows[0].at) : null
}

/** Per line: units not refunded and not already in a return that is waiting or approved. */
async function returnableLines(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      name: orderItems.name,
      size: orderItems.size,
      color: orderItems.color,
      // Spelled out: inside a one-table select drizzle writes columns without their table.
      open: sql<number>`(order_items.quantity - order_items.refunded_quantity - coalesce((
        select sum(rl.quantity) from return_lines rl join order_returns r on r.id = rl.return_id
        where rl.order_item_id = order_items.id and r.status in ('requested', 'approved')), 0))::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.createdAt)
}

/** Why the order cannot take a return now (null if it can), and until when it can. */
async function eligibility(db: DbOrTx, order: OrderRow, now = new Date()) {
  if (order.status !== 'delivered') return { refusal: RETURN_MESSAGES.notDelivered, closesAt: null }
  const at = await deliveredAt(db, order.id)
  if (!at) return { refusal: RETURN_MESSAGES.notDelivered, closesAt: null }
  const { window_days } = await readReturnsSettings(db)
  const closesAt = new Date(at.getTime() + window_days * DAY_MS)
  return {
    refusal: now > closesAt ? RETURN_MESSAGES.windowClosed(returnDay(closesAt)) : null,
    closesAt,
  }
}

async function ownOrder(db: DbOrTx, userId: string, orderId: string, lock = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  const [order] = lock ? await query.for('update') : await query
  if (!order) throw new NotFound(ORDER_MESSAGES.notFound)
  return order
}

/** GET /api/orders/:id/returns: the customer's returns of the order and what may be returned now. */
export async function listOrderReturns(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<OrderReturnsResponse> {
  const order = await ownOrder(ctx.db, userId, orderId)
  const [returns, lines, { refusal, closesAt }] = await Promise.all([
    loadReturns(ctx.db, eq(orderReturns.orderId, orderId)),
    returnableLines(ctx.db, orderId),
    eligibility(ctx.db, order),
  ])
  return {
    returns: returns.map(withoutCustomer),
    refusal,
    window_closes_at: closesAt?.toISOString() ?? null,
    lines: lines.map((l) => ({
      order_item_id: l.id,
      name: l.name,
      size: l.size,
      color: l.color,
      returnable_quantity: Math.max(0, l.open),
    })),
  }
}

/**
 * The customer asks to return units of a delivered order within the window. The order row is locked
 * so two requests at once cannot ask back the same unit twice.
 */
export async function requestReturn(
  ctx: AppContext,
  userId: string,
  orderId: string,
  body: ReturnRequestBody,
): Promise<OrderReturn> {
  const id = await ctx.db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId, true)
    const { refusal } = await eligibility(tx, order)
    if (refusal) throw new Conflict(refusal, 'RETURN_NOT_POSSIBLE')
    const open = new Map((await returnableLines(tx, orderId)).map((l) => [l.id, l]))
    const asked = new Map<string, number>()
    for (const l of body.lines) asked.set(l.order_item_id, (asked.get(l.order_item_id) ?? 0) + l.quantity)
    for (const [itemId, quantity] of asked) {
      const line = open.get(itemId)
      if (!line) throw new Invalid(RETURN_MESSAGES.lineNotInOrder, 'LINE_NOT_IN_ORDER')
      if (quantity > line.open) {
        throw new Conflict(
          RETURN_MESSAGES.quantityTooHigh(line.name, Math.max(0, line.open)),
          'QUANTITY_TOO_HIGH',
        )
      }
    }
    const [row] = await tx
      .insert(orderReturns)
      .values({ orderId, userId, reason: body.reason.trim() })
      .returning({ id: orderReturns.id })
    await tx
      .insert(returnLines)
      .values([...asked].map(([orderItemId, quantity]) => ({ returnId: row!.id, orderItemId, quantity })))
    return row!.id
  })
  const [created] = await loadReturns(ctx.db, eq(orderReturns.id, id))
  return withoutCustomer(created!)
}
