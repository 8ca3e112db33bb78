import { and, eq, gt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import { notifyOrderStatus } from '../orders/index.ts'

/**
 * pending_payment → processing / paid, at most once: the update only matches an order still awaiting
 * payment (and, for the simulation, not yet expired), so a double click or a repeated webhook finds
 * nothing to change. Returns the updated row, or null when the order was not payable.
 */
export async function markOrderPaid(
  tx: DbOrTx,
  {
    orderId,
    userId,
    provider,
    reference,
    requireUnexpired,
  }: {
    orderId: string
    userId?: string
    provider: string
    reference: string | null
    requireUnexpired: boolean
  },
) {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'processing',
      paymentStatus: 'paid',
      paidAt: sql`now()`,
      paymentProvider: provider,
      paymentReference: reference,
      expiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'pending_payment'),
        userId ? eq(orders.userId, userId) : undefined,
        requireUnexpired ? gt(orders.expiresAt, sql`now()`) : undefined,
      ),
    )
    .returning()
  if (row)
    await notifyOrderStatus(tx, { userId: row.userId, orderId, event: 'processing', status: 'processing' })
  return row ?? null
}
