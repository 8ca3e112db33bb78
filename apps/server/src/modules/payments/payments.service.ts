import { eq } from 'drizzle-orm'
import { ORDER_MESSAGES, PAYMENT_SIMULATION_MS, type PayOrderResponse } from '@rdo/contracts'
import { orders } from '../../db/schema/orders.ts'
import { Conflict } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { loadOrderDto } from '../orders/order-dto.ts'
import { sendPaymentConfirmation } from '../orders/order-emails.ts'
import { findOwnOrder } from '../orders/orders.service.ts'
import { markOrderPaid } from './mark-paid.ts'
import { stripeClient } from './stripe-client.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The simulation's wait; tests shorten it. */
export const simulation = { delayMs: PAYMENT_SIMULATION_MS }

function assertPayable(order: { status: string; expiresAt: Date | null }) {
  if (order.status !== 'pending_payment') throw new Conflict(ORDER_MESSAGES.notPayable, 'NOT_PAYABLE')
  if (!order.expiresAt || order.expiresAt.getTime() <= Date.now()) {
    throw new Conflict(ORDER_MESSAGES.expired, 'ORDER_EXPIRED')
  }
}

/**
 * POST /api/orders/:id/pay. With Stripe configured: a PaymentIntent for the order total (idempotency
 * key = order id, reused on a second call) whose client secret the page confirms; the webhook marks the
 * order paid. Otherwise the spec's simulation: wait 2 s, then the server marks the order paid.
 */
export async function payOrder(
  ctx: AppContext,
  user: SessionUser,
  orderId: string,
): Promise<PayOrderResponse> {
  const order = await findOwnOrder(ctx, user.id, orderId)
  assertPayable(order)
  const stripe = stripeClient(ctx.config)
  if (stripe) {
    const intent =
      order.paymentProvider === 'stripe' && order.paymentReference
        ? await stripe.paymentIntents.retrieve(order.paymentReference)
        : await stripe.paymentIntents.create(
            {
              amount: order.totalCents,
              currency: 'usd',
              metadata: { order_id: order.id, user_id: user.id },
              automatic_payment_methods: { enabled: true },
            },
            { idempotencyKey: order.id },
          )
    const [updated] = await ctx.db
      .update(orders)
      .set({ paymentProvider: 'stripe', paymentReference: intent.id })
      .where(eq(orders.id, order.id))
      .returning()
    return {
      provider: 'stripe',
      order: await loadOrderDto(ctx.db, updated!),
      client_secret: intent.client_secret,
    }
  }

  await sleep(simulation.delayMs)
  const paid = await ctx.db.transaction((tx) =>
    markOrderPaid(tx, {
      orderId,
      userId: user.id,
      provider: 'simulated',
      reference: null,
      requireUnexpired: true,
    }),
  )
  if (!paid) {
    // A concurrent request (double click) may have paid it meanwhile: that is success, not a second charge.
    const now = await findOwnOrder(ctx, user.id, orderId)
    if (now.paymentStatus === 'paid')
      return { provider: 'simulated', order: await loadOrderDto(ctx.db, now), client_secret: null }
    assertPayable(now)
    throw new Conflict(ORDER_MESSAGES.paymentFailed, 'PAYMENT_FAILED')
  }
  const dto = await loadOrderDto(ctx.db, paid)
  await sendPaymentConfirmation(ctx, { order: dto, userId: user.id, to: paid.contactEmail ?? user.email })
  return { provider: 'simulated', order: dto, client_secret: null }
}
