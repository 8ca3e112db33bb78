import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { orders, paymentEvents } from '../../db/schema/orders.ts'
import { Invalid, Unavailable } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { markOrderPaid } from './mark-paid.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What an event says about an order's payment; `reference` is the PaymentIntent that carries the money. */
type PaymentOutcome = {
  orderId: string | undefined
  outcome: 'succeeded' | 'failed' | 'pending'
  reference: string | null
  amount: number | null
  currency: string | null
  /** The tax Stripe Tax added (Checkout sessions only; null where the event does not say). */
  tax: number | null
}

/**
 * A Checkout payment raises both `checkout.session.completed` and `payment_intent.succeeded` (the
 * session passes the order id to its PaymentIntent): both name the same PaymentIntent, so whichever
 * comes second finds the order already paid by it and changes nothing.
 */
function outcomeOf(event: Stripe.Event): PaymentOutcome | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object
      return {
        orderId: intent.metadata?.order_id,
        outcome: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
        reference: intent.id,
        amount: intent.amount_received,
        currency: intent.currency,
        tax: null,
      }
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object
      const intent = session.payment_intent
      return {
        orderId: session.metadata?.order_id ?? session.client_reference_id ?? undefined,
        outcome:
          event.type === 'checkout.session.async_payment_failed'
            ? 'failed'
            : session.payment_status === 'paid'
              ? 'succeeded'
              : 'pending',
        reference: typeof intent === 'string' ? intent : (intent?.id ?? null),
        amount: session.amount_total,
        currency: session.currency,
        tax: session.total_details?.amount_tax ?? null,
      }
    }
    default:
      return null
  }
}

/**
 * Verifies a Stripe webhook on its raw body, records the event id once (payment_events is unique per
 * provider and event) and applies it in the same transaction (the order marked paid with its
 * confirmation email), so a redelivered event changes nothing and a failure rolls the record back for
 * Stripe to retry.
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
  const payment = outcomeOf(event)
  const claimedOrderId = payment?.orderId
  return ctx.db.transaction(async (tx) => {
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
    if (!recorded || !order || !payment) return { duplicate: !recorded }

    if (payment.outcome === 'succeeded' && payment.reference) {
      const reference = payment.reference
      // Stripe Tax: the order's total is before tax until the Checkout session's event brings Stripe's
      // figure; a PaymentIntent event alone (it carries no tax) waits for that one.
      const stripeTax = order.taxSource === 'stripe' && order.paymentStatus !== 'paid'
      if (stripeTax && payment.tax === null) {
        ctx.log.info('Stripe Tax payment: waiting for the Checkout session event', { orderId: order.id })
        return { duplicate: false }
      }
      const expected = stripeTax ? order.totalCents + payment.tax! : order.totalCents
      if (payment.amount !== expected || payment.currency !== 'usd') {
        ctx.log.error('Stripe payment does not match the order total', { orderId: order.id, reference })
        return { duplicate: false }
      }
      if (stripeTax && payment.tax) {
        // Stripe's tax and final amount, recorded before the order is marked paid (its email shows them).
        await tx
          .update(orders)
          .set({ taxCents: payment.tax, totalCents: expected })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
      }
      const paid = await markOrderPaid(ctx, tx, {
        orderId: order.id,
        provider: 'stripe',
        reference,
        requireUnexpired: false,
      })
      const alreadyPaidByThis = order.paymentStatus === 'paid' && order.paymentReference === reference
      if (!paid && !alreadyPaidByThis) {
        // Money for an order that can no longer take it (expired or cancelled meanwhile, or paid by
        // another intent): give it back. Inside the transaction, so a failed refund call rolls the
        // event record back and Stripe's redelivery tries again; the idempotency key makes that safe.
        const stripe = ctx.payments.stripe
        if (!stripe) throw new Unavailable('Stripe is not configured')
        await stripe.refunds.create(
          { payment_intent: reference, metadata: { order_id: order.id } },
          { idempotencyKey: `refund-${reference}` },
        )
        if (order.paymentStatus !== 'paid') {
          await tx
            .update(orders)
            .set({ paymentStatus: 'refunded', paymentProvider: 'stripe', paymentReference: reference })
            .where(eq(orders.id, order.id))
        }
        ctx.log.warn('Stripe payment arrived for an order no longer awaiting payment: refunded', {
          orderId: order.id,
          status: order.status,
          reference,
        })
      }
      return { duplicate: false }
    }
    if (payment.outcome === 'failed') {
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed' })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
    }
    return { duplicate: false }
  })
}
