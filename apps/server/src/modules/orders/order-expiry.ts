import { and, asc, eq, lt, sql } from 'drizzle-orm'
import { orders } from '../../db/schema/orders.ts'
import type { AppContext } from '../../types.ts'
import { stockMoved } from '../catalog/index.ts'
import { notifyOrderStatus } from './order-notify.ts'
import { releaseDiscount } from '../discounts/index.ts'
import { releaseStock } from './order-stock.ts'

export const EXPIRE_ORDERS_JOB = 'orders.expire-unpaid'

/**
 * Cancels pending_payment orders past expires_at and returns their stock and their code's use, each order in its own
 * transaction. The guarded update makes it idempotent: a second run, another worker, or a payment
 * landing at the same moment finds the order no longer pending and leaves it alone.
 */
export async function expireUnpaidOrders(ctx: AppContext, batch = 200): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.expiresAt, sql`now()`)))
    .orderBy(asc(orders.expiresAt))
    .limit(batch)
  let expired = 0
  for (const { id } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending_payment'), lt(orders.expiresAt, sql`now()`)))
        .returning({ id: orders.id, userId: orders.userId })
      if (!row) return false
      await releaseStock(tx, row.id)
      await releaseDiscount(tx, row.id)
      await notifyOrderStatus(tx, {
        userId: row.userId,
        orderId: row.id,
        event: 'expired',
        status: 'cancelled',
      })
      return true
    })
    if (done) expired++
  }
  if (expired) {
    stockMoved(ctx)
    ctx.log.info(`Expired ${expired} unpaid order(s)`)
  }
  return expired
}

/** Every minute, on whichever worker takes the job. */
export async function registerOrderJobs(ctx: AppContext) {
  await ctx.jobs.work(EXPIRE_ORDERS_JOB, async () => {
    await expireUnpaidOrders(ctx)
  })
  await ctx.jobs.schedule(EXPIRE_ORDERS_JOB, '* * * * *')
}
