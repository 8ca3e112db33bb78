import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { orders, paymentEvents } from '../../db/schema/orders.ts'
import { Invalid, Unavailable } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { loadOrderDto } from '../orders/order-dto.ts'
import { sendPaymentConfirmation } from '../orders/order-emails.ts'
import { markOrderPaid } from './mark-paid.ts'
import { stripeClient } from './stripe-client.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Verifies a Stripe webhook on its raw body, records the event id once (payment_events is unique per
 * provider and event) and applies it in the same transaction, so a redelivered event changes nothing
 * and a failure rolls the record back for Stripe to retry.
 */
export async function handleStripeWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined) {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET
  if (!secret) throw new Unavailable('Stripe webhooks are not configured')
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret)
  } catch {
    throw new Invalid('Invalid Stripe signature', 'BAD_SIGNATURE')
  }
  const intent = event.type.startsWith('payment_intent.') ? (event.data.object as Stripe.PaymentIntent) : null
  const claimedOrderId = intent?.metadata?.order_id
  const result = await ctx.db.transaction(async (tx) => {
    const [order] =
      claimedOrderId && UUID.test(claimedOrderId)
        ? await tx.select().from(orders).where(eq(orders.id, claimedOrderId))
        : []
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        orderId: order?.id ?? null,
        payload: event as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id })
    if (!recorded || !order || !intent) return { duplicate: !recorded, paid: null }

    if (event.type === 'payment_intent.succeeded') {
      if (intent.amount_received !== order.totalCents || intent.currency !== 'usd') {
        ctx.log.error('Stripe payment does not match the order total', {
          orderId: order.id,
          intent: intent.id,
        })
        return { duplicate: false, paid: null }
      }
      const paid = await markOrderPaid(tx, {
        orderId: order.id,
        provider: 'stripe',
        reference: intent.id,
        requireUnexpired: false,
      })
      const alreadyPaidByThis = order.paymentStatus === 'paid' && order.paymentReference === intent.id
      if (!paid && !alreadyPaidByThis) {
        // Money for an order that can no longer take it (expired or cancelled meanwhile, or paid by
        // another intent): give it back. Inside the transaction, so a failed refund call rolls the
        // event record back and Stripe's redelivery tries again; the idempotency key makes that safe.
        const stripe = stripeClient(ctx.config)
        if (!stripe) throw new Unavailable('Stripe is not configured')
        await stripe.refunds.create(
          { payment_intent: intent.id, metadata: { order_id: order.id } },
          { idempotencyKey: `refund-${intent.id}` },
        )
        if (order.paymentStatus !== 'paid') {
          await tx
            .update(orders)
            .set({ paymentStatus: 'refunded', paymentProvider: 'stripe', paymentReference: intent.id })
            .where(eq(orders.id, order.id))
        }
        ctx.log.warn('Stripe payment arrived for an order no longer awaiting payment: refunded', {
          orderId: order.id,
          status: order.status,
          intent: intent.id,
        })
      }
      return { duplicate: false, paid }
    }
    if (event.type === 'payment_intent.payment_failed') {
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed' })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
    }
    return { duplicate: false, paid: null }
  })
  if (result.paid) {
    const dto = await loadOrderDto(ctx.db, result.paid)
    await sendPaymentConfirmation(ctx, {
      order: dto,
      userId: result.paid.userId,
      to: result.paid.contactEmail ?? '',
    })
  }
  return { duplicate: result.duplicate }
}
