import { and, count, desc, eq, sql } from 'drizzle-orm'
import { ORDER_MESSAGES, type Order } from '@rdo/contracts'
import { orders } from '../../db/schema/orders.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { stockMoved } from '../catalog/index.ts'
import { releaseDiscount } from '../discounts/index.ts'
import { itemsOf, loadOrderDto, toOrderDto } from './order-dto.ts'
import { releaseStock } from './order-stock.ts'

// A customer's own orders: their list, one of them, and cancelling one still awaiting payment.

export async function listOrders(
  ctx: AppContext,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ])
  const items = await itemsOf(
    ctx.db,
    rows.map((o) => o.id),
  )
  return { items: rows.map((o) => toOrderDto(o, items.get(o.id)!)), total: total?.n ?? 0 }
}

/** The caller's own order; anyone else's is 'Order not found'. */
export async function findOwnOrder(ctx: AppContext, userId: string, orderId: string) {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!row) throw new NotFound(ORDER_MESSAGES.notFound)
  return row
}

export async function getOrder(ctx: AppContext, userId: string, orderId: string): Promise<Order> {
  return loadOrderDto(ctx.db, await findOwnOrder(ctx, userId, orderId))
}

/** Customers may cancel an order that is still awaiting payment; its stock and code's use go back at once. */
export async function cancelOrder(ctx: AppContext, userId: string, orderId: string): Promise<Order> {
  await findOwnOrder(ctx, userId, orderId)
  const order = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
      .returning()
    if (!row) throw new Conflict(ORDER_MESSAGES.cannotCancel, 'NOT_CANCELLABLE')
    await releaseStock(tx, row.id)
    await releaseDiscount(tx, row.id)
    return loadOrderDto(tx, row)
  })
  stockMoved(ctx)
  return order
}
