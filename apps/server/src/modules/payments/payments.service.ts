import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { ORDER_MESSAGES, type PaymentOptionsResponse, type PayOrderResponse } from '@rdo/contracts'
import { orders } from '../../db/schema/orders.ts'
import { Conflict, Unavailable } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { loadOrderDto } from '../orders/index.ts'
import { findOwnOrder } from '../orders/index.ts'
import { markOrderPaid } from './mark-paid.ts'
import { openCheckoutSession } from './stripe-checkout.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function assertPayable(order: {
  status: string
  expiresAt: Date | null
}): asserts order is { status: string; expiresAt: Date } {
  if (order.status !== 'pending_payment') throw new Conflict(ORDER_MESSAGES.notPayable, 'NOT_PAYABLE')
  if (!order.expiresAt || order.expiresAt.getTime() <= Date.now()) {
    throw new Conflict(ORDER_MESSAGES.expired, 'ORDER_EXPIRED')
  }
}

/** How the shop takes payment: Stripe when configured, else the simulation when switched on. */
export function paymentMode({ payments }: AppContext): PaymentOptionsResponse['mode'] {
  return payments.stripe ? 'stripe' : payments.simulation.enabled ? 'simulated' : 'unavailable'
}

/**
 * POST /api/orders/:id/pay. With Stripe configured: a Stripe Checkout session for the order, whose
 * page the shop redirects to; the webhook marks the order paid. Otherwise, when the simulation is
 * switched on: wait 2 s, then the server marks the order paid. With neither, nothing is ever marked
 * paid: 503 PAYMENT_NOT_CONFIGURED.
 */
export async function payOrder(
  ctx: AppContext,
  user: SessionUser,
  orderId: string,
): Promise<PayOrderResponse> {
  const { stripe, simulation } = ctx.payments
  const order = await findOwnOrder(ctx, user.id, orderId)
  if (paymentMode(ctx) === 'unavailable') {
    throw new Unavailable(ORDER_MESSAGES.paymentUnavailable, 'PAYMENT_NOT_CONFIGURED')
  }
  assertPayable(order)
  if (stripe) {
    const session = await openCheckoutSession(ctx, stripe, order).catch((err: unknown) => {
      if (!(err instanceof Stripe.errors.StripeError)) throw err
      // Stripe down or refusing (a wrong key): a clear, retryable answer; the details go to the log.
      ctx.log.error('Stripe Checkout session could not be created', { orderId: order.id, err: err.message })
      throw new Unavailable(ORDER_MESSAGES.paymentFailed, 'PAYMENT_PROVIDER_ERROR')
    })
    if (!session.url) throw new Unavailable(ORDER_MESSAGES.paymentFailed, 'PAYMENT_PROVIDER_ERROR')
    // Only while unpaid: the webhook may already have stored the PaymentIntent that paid it.
    const [updated] = await ctx.db
      .update(orders)
      .set({ paymentProvider: 'stripe', paymentReference: session.id })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
      .returning()
    const dto = await loadOrderDto(ctx.db, updated ?? (await findOwnOrder(ctx, user.id, orderId)))
    return { provider: 'stripe', order: dto, checkout_url: session.url }
  }

  await sleep(simulation.delayMs)
  const paid = await ctx.db.transaction((tx) =>
    markOrderPaid(ctx, tx, {
      orderId,
      userId: user.id,
      provider: 'simulated',
      reference: null,
      requireUnexpired: true,
      fallbackEmail: user.email,
    }),
  )
  if (!paid) {
    // A concurrent request (double click) may have paid it meanwhile: that is success, not a second charge.
    const now = await findOwnOrder(ctx, user.id, orderId)
    if (now.paymentStatus === 'paid')
      return { provider: 'simulated', order: await loadOrderDto(ctx.db, now), checkout_url: null }
    assertPayable(now)
    throw new Conflict(ORDER_MESSAGES.paymentFailed, 'PAYMENT_FAILED')
  }
  return { provider: 'simulated', order: paid.order, checkout_url: null }
}
