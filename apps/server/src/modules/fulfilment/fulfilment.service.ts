import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
  ADMIN_ORDER_MESSAGES,
  carrierTrackingUrl,
  FULFILMENT_MESSAGES as M,
  type DeliverLinesBody,
  type Fulfilment,
  type FulfilmentProvider,
  type LineState,
  type OrderFulfilmentResponse,
  type ShipLinesBody,
} from '@rdo/contracts'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { products } from '../../db/schema/catalog.ts'
import { fulfilments, shipments } from '../../db/schema/fulfilment.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { advanceLines, recordShipment } from './order-progress.ts'

export const SUBMIT_JOB = 'fulfilment.printify.submit'
/** pg-boss retries a submission Printify could not take (429, 5xx, down) with growing waits. */
export const SUBMIT_JOB_OPTIONS = { retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 300 }

export const queueSubmission = (ctx: AppContext, fulfilmentId: string, tx?: DbOrTx) =>
  ctx.jobs.send(SUBMIT_JOB, { fulfilment_id: fulfilmentId }, SUBMIT_JOB_OPTIONS, tx)

/**
 * When an order is paid: its lines are split by who fulfils their product (a removed product's line
 * falls to shop stock), one fulfilment per provider, and the Printify part's submission is queued, all
 * in the payment's transaction. Running it again for the same order adds nothing.
 */
export async function createFulfilments(ctx: AppContext, tx: Tx, orderId: string) {
  const lines = await tx
    .select({
      id: orderItems.id,
      provider: sql<FulfilmentProvider>`coalesce(${products.fulfilmentProvider}, 'manual')`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.fulfilmentId} is null`))
  const byProvider = new Map<FulfilmentProvider, string[]>()
  for (const l of lines) byProvider.set(l.provider, [...(byProvider.get(l.provider) ?? []), l.id])
  for (const [provider, ids] of byProvider) {
    const [row] = await tx
      .insert(fulfilments)
      .values({ orderId, provider })
      .onConflictDoUpdate({
        target: [fulfilments.orderId, fulfilments.provider],
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: fulfilments.id, status: fulfilments.status })
    await tx.update(orderItems).set({ fulfilmentId: row!.id }).where(inArray(orderItems.id, ids))
    if (provider === 'printify' && row!.status === 'pending') await queueSubmission(ctx, row!.id, tx)
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null

type FulfilmentRow = typeof fulfilments.$inferSelect

/** A fulfilment as the API sends it, with the order lines it holds. */
export function toFulfilmentDto(f: FulfilmentRow, itemIds: string[]): Fulfilment {
  return {
    id: f.id,
    order_id: f.orderId,
    provider: f.provider,
    status: f.status,
    provider_order_id: f.providerOrderId,
    attempts: f.attempts,
    last_error: f.lastError,
    item_ids: itemIds,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  }
}

/** One fulfilment with its lines (the answer to a back-office action on it). */
export async function loadFulfilmentDto(db: DbOrTx, f: FulfilmentRow): Promise<Fulfilment> {
  const items = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.fulfilmentId, f.id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
  return toFulfilmentDto(
    f,
    items.map((i) => i.id),
  )
}

/** Every fulfilment, shipment and line state of one order (the admin's order page, the API). */
export async function orderFulfilment(db: DbOrTx, orderId: string): Promise<OrderFulfilmentResponse> {
  const [parts, parcels, lines] = await Promise.all([
    db.select().from(fulfilments).where(eq(fulfilments.orderId, orderId)).orderBy(asc(fulfilments.createdAt)),
    db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.shippedAt)),
    db
      .select({
        id: orderItems.id,
        fulfilmentId: orderItems.fulfilmentId,
        state: orderItems.fulfilmentState,
        shipmentId: orderItems.shipmentId,
        sku: orderItems.providerSku,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
  ])
  const providerOf = new Map(parts.map((f) => [f.id, f.provider]))
  return {
    fulfilments: parts.map((f) =>
      toFulfilmentDto(
        f,
        lines.filter((l) => l.fulfilmentId === f.id).map((l) => l.id),
      ),
    ),
    shipments: parcels.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      tracking_number: s.trackingNumber,
      tracking_url: s.trackingUrl,
      shipped_at: s.shippedAt.toISOString(),
      delivered_at: iso(s.deliveredAt),
      item_ids: lines.filter((l) => l.shipmentId === s.id).map((l) => l.id),
    })),
    lines: lines.map((l) => ({
      item_id: l.id,
      provider: (l.fulfilmentId && providerOf.get(l.fulfilmentId)) || 'manual',
      state: l.state,
      provider_sku: l.sku,
    })),
  }
}

/** The paid order and its lines with their provider, locked for a change by staff. */
async function lockOrderLines(ctx: AppContext, tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound)
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded')
    throw new Conflict(ADMIN_ORDER_MESSAGES.notPaid, 'NOT_PAID')
  // An order paid before fulfilment existed gets its parts now.
  await createFulfilments(ctx, tx, orderId)
  return tx
    .select({ id: orderItems.id, state: orderItems.fulfilmentState, provider: fulfilments.provider })
    .from(orderItems)
    .innerJoin(fulfilments, eq(fulfilments.id, orderItems.fulfilmentId))
    .where(eq(orderItems.orderId, orderId))
}

function pick<T extends { id: string; provider: FulfilmentProvider }>(lines: T[], ids: string[] | undefined) {
  if (!ids) return lines.filter((l) => l.provider === 'manual')
  const chosen = lines.filter((l) => ids.includes(l.id))
  if (chosen.length !== new Set(ids).size) throw new Invalid(M.linesNotInOrder, 'LINES_NOT_IN_ORDER')
  if (chosen.some((l) => l.provider !== 'manual')) throw new Conflict(M.notManual, 'NOT_MANUAL')
  return chosen
}

const before = (state: LineState, limit: LineState) =>
  ['processing', 'in_production', 'shipped', 'delivered'].indexOf(state) <
  ['processing', 'in_production', 'shipped', 'delivered'].indexOf(limit)

/** Staff ship lines fulfilled from shop stock: one parcel with its carrier and tracking. */
export async function shipLines(ctx: AppContext, actor: AuditActor, orderId: string, body: ShipLinesBody) {
  await ctx.db.transaction(async (tx) => {
    const lines = await lockOrderLines(ctx, tx, orderId)
    const targets = pick(lines, body.item_ids).filter((l) => before(l.state, 'shipped'))
    if (!targets.length) throw new Conflict(M.nothingToShip, 'NOTHING_TO_SHIP')
    const [part] = await tx
      .select({ id: fulfilments.id })
      .from(fulfilments)
      .where(and(eq(fulfilments.orderId, orderId), eq(fulfilments.provider, 'manual')))
    const carrier = body.carrier.trim()
    const trackingNumber = body.tracking_number.trim()
    const trackingUrl = body.tracking_url ?? carrierTrackingUrl(carrier, trackingNumber)
    const parcel = await recordShipment(tx, {
      orderId,
      fulfilmentId: part!.id,
      carrier,
      trackingNumber,
      trackingUrl,
    })
    const ids = targets.map((l) => l.id)
    await advanceLines(ctx, tx, orderId, ids, 'shipped', parcel, actor.id)
    await writeAudit(tx, actor, {
      action: 'order.ship',
      entity: 'order',
      entityId: orderId,
      after: { item_ids: ids, carrier, tracking_number: trackingNumber, tracking_url: trackingUrl },
    })
  })
  return orderFulfilment(ctx.db, orderId)
}

/** Staff mark shipped shop-stock lines delivered (all of them, or the ones named). */
export async function deliverLines(
  ctx: AppContext,
  actor: AuditActor,
  orderId: string,
  body: DeliverLinesBody,
) {
  await ctx.db.transaction(async (tx) => {
    const lines = await lockOrderLines(ctx, tx, orderId)
    const targets = pick(lines, body.item_ids).filter((l) => l.state === 'shipped')
    if (!targets.length) throw new Conflict(M.nothingToDeliver, 'NOTHING_TO_DELIVER')
    const ids = targets.map((l) => l.id)
    await advanceLines(ctx, tx, orderId, ids, 'delivered', undefined, actor.id)
    await markParcelsDelivered(tx, orderId)
    await writeAudit(tx, actor, {
      action: 'order.deliver',
      entity: 'order',
      entityId: orderId,
      after: { item_ids: ids },
    })
  })
  return orderFulfilment(ctx.db, orderId)
}

/** A parcel is delivered once every line in it is. */
export async function markParcelsDelivered(tx: Tx, orderId: string, at?: Date) {
  await tx.execute(sql`update shipments s set delivered_at = ${at ?? sql`now()`}
    where s.order_id = ${orderId} and s.delivered_at is null
      and not exists (select 1 from order_items i where i.shipment_id = s.id and i.fulfilment_state <> 'delivered')
      and exists (select 1 from order_items i where i.shipment_id = s.id)`)
}
