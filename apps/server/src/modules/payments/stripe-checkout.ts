import type Stripe from 'stripe'
import { itemsOf, orderNumber, type OrderRow } from '../orders/index.ts'
import type { AppContext } from '../../types.ts'

/** Stripe needs a session to stay open at least 30 minutes; one more covers clock drift. */
const MIN_SESSION_LIFETIME_MS = 31 * 60_000

/** Where Stripe sends the customer back: the shop's payment return pages, named by order. */
export function checkoutReturnUrls(appUrl: string, orderId: string) {
  const order = encodeURIComponent(orderId)
  return {
    success_url: `${appUrl}/payment/success?orderId=${order}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${appUrl}/payment/cancelled?orderId=${order}`,
  }
}

/**
 * The Stripe Checkout session that takes the card for an order: line items and shipping read from the
 * database order (so Stripe charges exactly `total_cents`), the order id in the metadata of the session
 * and of its PaymentIntent (the webhook finds the order by either). An open session stored on the order
 * is reused; a new one is created under an idempotency key per order (and per replaced session), with
 * parameters derived from the order alone so that a retried or concurrent request gets the same session.
 */
export async function openCheckoutSession(
  ctx: AppContext,
  stripe: Stripe,
  order: OrderRow & { expiresAt: Date },
): Promise<Stripe.Checkout.Session> {
  const previous =
    order.paymentProvider === 'stripe' && order.paymentReference?.startsWith('cs_')
      ? await stripe.checkout.sessions.retrieve(order.paymentReference)
      : null
  if (previous?.status === 'open' && previous.url) return previous

  const items = (await itemsOf(ctx.db, [order.id])).get(order.id) ?? []
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = items.map((item) => ({
    quantity: item.quantity,
    price_data: {
      currency: 'usd',
      unit_amount: item.unitPriceCents,
      product_data: {
        name: [item.name, item.color, item.size && `size ${item.size}`].filter(Boolean).join(' · '),
      },
    },
  }))
  if (order.shippingCents > 0) {
    const rate = order.shippingRate
    lineItems.push({
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: order.shippingCents,
        product_data: { name: rate ? `Shipping: ${rate.carrier} ${rate.service}` : 'Shipping' },
      },
    })
  }
  const metadata = { order_id: order.id, user_id: order.userId }
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: lineItems,
      ...checkoutReturnUrls(ctx.config.APP_URL, order.id),
      client_reference_id: order.id,
      customer_email: order.contactEmail ?? undefined,
      metadata,
      payment_intent_data: { metadata, description: `RDO Shop order ${orderNumber(order.id)}` },
      // A payment after the order's reservation ended is refunded by the webhook.
      expires_at: Math.floor((order.expiresAt.getTime() + MIN_SESSION_LIFETIME_MS) / 1000),
    },
    { idempotencyKey: `checkout-session:${order.id}:${previous?.id ?? 'first'}` },
  )
}
