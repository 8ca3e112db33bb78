import { and, eq, gt, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import type { AppContext } from '../../types.ts'
import { loadOrderDto, notifyOrderStatus, sendPaymentConfirmation } from '../orders/index.ts'
import { createFulfilments } from '../fulfilment/index.ts'
import { accruePartnerShares } from '../partners/index.ts'
import { accrueSaleShares } from '../design-rewards/index.ts'

/**
 * pending_payment → processing / paid, at most once: the update only matches an order still awaiting
 * payment (and, for the simulation, not yet expired), so a double click or a repeated webhook finds
 * nothing to change. In the same transaction it notifies the customer and queues the payment
 * confirmation email, so the email exists exactly when the payment commits, accrues the partner share
 * of any partner store line and the designer's share of any design's product, and splits the order into fulfilments (queuing its Printify submission). Returns the updated row
 * and its order, or null when the order was not payable.
 */
export async function markOrderPaid(
  ctx: AppContext,
  tx: Tx,
  {
    orderId,
    userId,
    provider,
    reference,
    requireUnexpired,
    fallbackEmail,
  }: {
    orderId: string
    userId?: string
    provider: string
    reference: string | null
    requireUnexpired: boolean
    /** Where the confirmation goes when the order has no contact email. */
    fallbackEmail?: string
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
  if (!row) return null
  await accruePartnerShares(tx, orderId)
  await accrueSaleShares(tx, orderId)
  await createFulfilments(ctx, tx, orderId)
  await notifyOrderStatus(tx, { userId: row.userId, orderId, event: 'processing', status: 'processing' })
  const order = await loadOrderDto(tx, row)
  await sendPaymentConfirmation(ctx, {
    order,
    userId: row.userId,
    to: row.contactEmail ?? fallbackEmail ?? '',
    tx,
  })
  return { row, order }
}
