import { and, eq, inArray, sql } from 'drizzle-orm'
import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import {
  MAX_UNITS_PER_PRODUCT,
  MAX_UNPAID_ORDERS,
  ORDER_CREATE_RATE_LIMIT,
  ORDER_LIMIT_MESSAGES,
  type orderLineInput,
} from '@rdo/contracts'
import type { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { Conflict, Invalid } from '../../lib/errors.ts'
import { applyProductChange, snapshotProduct, type ProductSnapshot } from '../wishlist/index.ts'
import { releaseDiscount } from '../discounts/index.ts'
import { lockStock, releaseStock } from './order-stock.ts'

// Limits that keep one customer from holding a limited drop's stock while never paying for it.

export type OrderLine = z.output<typeof orderLineInput>

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase()
/** Sizes and colours match case-insensitively, as they do when the lines are resolved. */
export const lineKey = (
  productId: string,
  size: string | null | undefined,
  color: string | null | undefined,
) => JSON.stringify([productId, norm(size), norm(color)])

/** Lines naming the same product, size and colour become one line with their quantities added. */
export function mergeLines(items: OrderLine[]): OrderLine[] {
  const merged = new Map<string, OrderLine>()
  for (const item of items) {
    const key = lineKey(item.product_id, item.size, item.color)
    const prev = merged.get(key)
    merged.set(key, prev ? { ...prev, quantity: prev.quantity + item.quantity } : { ...item })
  }
  return [...merged.values()]
}

/** At most MAX_UNITS_PER_PRODUCT units of one product per order, all sizes and colours together. */
export function capUnitsPerProduct(lines: { product: { id: string; name: string }; quantity: number }[]) {
  const units = new Map<string, number>()
  for (const l of lines) {
    const n = (units.get(l.product.id) ?? 0) + l.quantity
    if (n > MAX_UNITS_PER_PRODUCT)
      throw new Invalid(ORDER_LIMIT_MESSAGES.perProduct(l.product.name), 'PRODUCT_LIMIT')
    units.set(l.product.id, n)
  }
}

/** A customer's unpaid order: whether its payment has started, and whether it has not lapsed. */
export type UnpaidOrder = { id: string; started: boolean; live: boolean }

/**
 * Serialises one customer's order placements (a transaction-scoped advisory lock), so the unpaid
 * count, the release of superseded orders and the idempotency-key lookup each see the others' result.
 */
export function lockCustomerOrders(tx: Tx, userId: string) {
  // Sent at once (not when awaited): statements started after it are sent behind it.
  return tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${userId}`}, 0))`).execute()
}

/**
 * Refuses a new order while the customer has MAX_UNPAID_ORDERS unpaid ones that have not lapsed
 * (`unpaid`, as releaseSupersededOrders counts them once it has released the superseded ones).
 */
export function assertUnpaidBelowCap(unpaid: number) {
  if (unpaid >= MAX_UNPAID_ORDERS) {
    throw new Conflict(ORDER_LIMIT_MESSAGES.tooManyUnpaid, 'TOO_MANY_UNPAID_ORDERS')
  }
}

type PlacedLine = { productId: string; variantId: string | null; color: string | null }
const placedKey = (l: { productId: string | null; variantId: string | null; color: string | null }) =>
  JSON.stringify([l.productId, l.variantId, norm(l.color)])

/**
 * Cancels the customer's unpaid orders that the new one supersedes — every item of the older order
 * (product, size, colour) is also in the new one, and no payment was started for it — and returns
 * their stock so the new order can take it. Placing the same cart again moves the reservation
 * instead of doubling it. Call after lockCustomerOrders, before reserving the new order's stock.
 * Returns a step to run once the new stock is reserved: it tells wishlisters about any net change;
 * null when no order was superseded. Takes the customer's unpaid orders as read under their lock
 * (readPlacingOrders) and returns `unpaid`: those that have not lapsed, the superseded ones no longer
 * among them (for assertUnpaidBelowCap).
 */
export async function releaseSupersededOrders(
  tx: Tx,
  lines: PlacedLine[],
  unpaid: UnpaidOrder[],
): Promise<{ notifyWishlists: (() => Promise<void>) | null; unpaid: number }> {
  const liveLeft = (gone: Set<string>) => unpaid.filter((o) => o.live && !gone.has(o.id)).length
  const pending = unpaid.filter((o) => !o.started)
  const none = { notifyWishlists: null, unpaid: liveLeft(new Set()) }
  if (!pending.length) return none
  const items = await tx
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      color: orderItems.color,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        pending.map((o) => o.id),
      ),
    )
  const wanted = new Set(lines.map(placedKey))
  const covered = pending
    .map((o) => items.filter((i) => i.orderId === o.id))
    .filter((its) => its.length && its.every((i) => i.productId && wanted.has(placedKey(i))))
  if (!covered.length) return none

  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          orders.id,
          covered.map((its) => its[0]!.orderId),
        ),
        eq(orders.status, 'pending_payment'),
      ),
    )
    .returning({ id: orders.id })
  const old = items.filter((i) => cancelled.some((c) => c.id === i.orderId))
  await lockStock(
    tx,
    [...old.map((i) => i.variantId), ...lines.map((l) => l.variantId)].filter((v): v is string => !!v),
    [...old.map((i) => i.productId!), ...lines.map((l) => l.productId)],
  )
  const before = new Map<string, ProductSnapshot>()
  for (const productId of new Set(old.map((i) => i.productId!))) {
    const snap = await snapshotProduct(tx, productId)
    if (snap) before.set(productId, snap)
  }
  for (const { id } of cancelled) {
    await releaseStock(tx, id, { notify: false })
    await releaseDiscount(tx, id)
  }
  return {
    unpaid: liveLeft(new Set(cancelled.map((c) => c.id))),
    notifyWishlists: async () => {
      for (const [productId, snap] of before) {
        const after = await snapshotProduct(tx, productId)
        if (after) await applyProductChange(tx, snap, after)
      }
    },
  }
}

/** Order placement per account (per address for a request without a session, which is refused). */
export const createOrderRateLimit: RateLimitOptions = {
  max: ORDER_CREATE_RATE_LIMIT,
  timeWindow: 60_000,
  keyGenerator: async (req: FastifyRequest) => {
    const user = await req.currentUser()
    return user ? `orders:user:${user.id}` : `orders:ip:${req.ip}`
  },
}
