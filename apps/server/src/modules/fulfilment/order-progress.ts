import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FulfilmentStatus, LineState, OrderStatus } from '@rdo/contracts'
import type { Tx } from '../../db/client.ts'
import { fulfilments, shipments } from '../../db/schema/fulfilment.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import type { AppContext } from '../../types.ts'
import { loadOrderDto, notifyOrderStatus, sendOrderStatusEmail, sendShipmentEmail } from '../orders/index.ts'

const RANK: Record<LineState, number> = { processing: 0, in_production: 1, shipped: 2, delivered: 3 }

/** A fulfilment's status from its lines' states (never moves a failed or cancelled one). */
export function fulfilmentStatusOf(current: FulfilmentStatus, states: LineState[]): FulfilmentStatus {
  if (!states.length || current === 'failed' || current === 'cancelled') return current
  if (states.every((s) => s === 'delivered')) return 'delivered'
  if (states.every((s) => RANK[s] >= RANK.shipped)) return 'shipped'
  if (states.some((s) => RANK[s] >= RANK.shipped)) return 'partially_shipped'
  return current
}

/** The order's status from all its lines: shipped when every line has, partially in between. */
export function orderStatusOf(current: OrderStatus, states: LineState[]): OrderStatus {
  if (!states.length) return current
  if (['pending_payment', 'cancelled', 'refunded', 'delivered'].includes(current)) return current
  if (states.every((s) => s === 'delivered')) return 'delivered'
  if (states.every((s) => RANK[s] >= RANK.shipped)) return current === 'shipped' ? current : 'shipped'
  if (states.some((s) => RANK[s] >= RANK.shipped))
    return current === 'shipped' ? current : 'partially_shipped'
  return current
}

/**
 * Moves lines forward (never back) and brings their fulfilments and the order up to date, in the
 * caller's transaction. A new shipment sends its shipping confirmation (with tracking); the order
 * reaching shipped or delivered notifies the customer as a status change does.
 */
export async function advanceLines(
  ctx: AppContext,
  tx: Tx,
  orderId: string,
  itemIds: string[],
  to: LineState,
  shipment?: { id: string; carrier: string; trackingNumber: string; trackingUrl: string | null },
  actorId?: string,
) {
  let moved: string[] = []
  if (itemIds.length) {
    const lower = (Object.keys(RANK) as LineState[]).filter((s) => RANK[s] < RANK[to])
    const rows = await tx
      .update(orderItems)
      .set({ fulfilmentState: to, ...(shipment ? { shipmentId: shipment.id } : {}) })
      .where(
        and(
          eq(orderItems.orderId, orderId),
          inArray(orderItems.id, itemIds),
          lower.length ? inArray(orderItems.fulfilmentState, lower) : sql`false`,
        ),
      )
      .returning({ id: orderItems.id })
    moved = rows.map((r) => r.id)
  }
  const lines = await tx
    .select({ id: orderItems.id, state: orderItems.fulfilmentState, fulfilmentId: orderItems.fulfilmentId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  const parts = await tx.select().from(fulfilments).where(eq(fulfilments.orderId, orderId)).for('update')
  for (const f of parts) {
    const states = lines.filter((l) => l.fulfilmentId === f.id).map((l) => l.state)
    const next = fulfilmentStatusOf(f.status, states)
    if (next !== f.status) {
      await tx
        .update(fulfilments)
        .set({ status: next, updatedAt: sql`now()` })
        .where(eq(fulfilments.id, f.id))
    }
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) return moved
  const next = orderStatusOf(
    order.status,
    lines.map((l) => l.state),
  )
  const changed = next !== order.status
  let row = order
  if (changed) {
    // The orders trigger writes the timeline entry, with who (staff, or none for the provider) and why.
    await tx.execute(
      sql`select set_config('rdo.actor_id', ${actorId ?? ''}, true), set_config('rdo.status_note', 'Fulfilment', true)`,
    )
    ;[row] = await tx
      .update(orders)
      .set({ status: next, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning()
  }
  const to_ = row!.contactEmail ?? ''
  if (shipment && moved.length) {
    const dto = await loadOrderDto(tx, row!)
    const complete = lines.every((l) => RANK[l.state] >= RANK.shipped)
    await notifyOrderStatus(tx, { userId: row!.userId, orderId, event: 'shipped', status: next })
    await sendShipmentEmail(ctx, {
      order: dto,
      userId: row!.userId,
      to: to_,
      tx,
      shipment,
      itemIds: moved,
      complete,
    })
  } else if (changed && next === 'delivered') {
    await notifyOrderStatus(tx, { userId: row!.userId, orderId, event: 'delivered', status: next })
    const dto = await loadOrderDto(tx, row!)
    await sendOrderStatusEmail(ctx, {
      order: dto,
      userId: row!.userId,
      to: to_,
      tx,
      status: next,
      refunded: false,
    })
  }
  return moved
}

/** Records a parcel for lines of one fulfilment (or finds the same one again: a repeated event). */
export async function recordShipment(
  tx: Tx,
  input: {
    orderId: string
    fulfilmentId: string
    carrier: string
    trackingNumber: string
    trackingUrl: string | null
    shippedAt?: Date
  },
) {
  const [row] = await tx
    .insert(shipments)
    .values({
      orderId: input.orderId,
      fulfilmentId: input.fulfilmentId,
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl: input.trackingUrl,
      ...(input.shippedAt ? { shippedAt: input.shippedAt } : {}),
    })
    .onConflictDoUpdate({
      target: [shipments.fulfilmentId, shipments.carrier, shipments.trackingNumber],
      set: { trackingUrl: sql`coalesce(excluded.tracking_url, ${shipments.trackingUrl})` },
    })
    .returning()
  return row!
}
