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

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem
type Item = Awaited<ReturnType<typeof itemsOf>> extends Map<string, (infer I)[]> ? I : never

const usd = (unitAmount: number, name: string, stripeTax: boolean, description?: string) => ({
  currency: 'usd',
  unit_amount: unitAmount,
  // Stripe Tax adds tax on top of the shop's prices, as the shop shows them.
  ...(stripeTax ? { tax_behavior: 'exclusive' as const } : {}),
  product_data: { name, ...(description ? { description } : {}) },
})

/**
 * A line as Stripe charges it: its units at the price after the line's share of the discount. When the
 * discounted amount does not divide evenly, some units cost a cent more (two Stripe lines), so the
 * lines add up to the order's figures exactly. A line discounted to nothing is left out (Stripe
 * charges no zero amounts).
 */
function stripeLines(item: Item, code: string | null, stripeTax: boolean): LineItem[] {
  const name = [item.name, item.color, item.size && `size ${item.size}`].filter(Boolean).join(' · ')
  if (!item.discountCents) {
    return [{ quantity: item.quantity, price_data: usd(item.unitPriceCents, name, stripeTax) }]
  }
  const net = item.unitPriceCents * item.quantity - item.discountCents
  const base = Math.floor(net / item.quantity)
  const dearer = net - base * item.quantity
  const note = code ? `Discount ${code} applied` : 'Discount applied'
  return [
    { quantity: item.quantity - dearer, price_data: usd(base, name, stripeTax, note) },
    { quantity: dearer, price_data: usd(base + 1, name, stripeTax, note) },
  ].filter((l) => l.quantity > 0 && l.price_data.unit_amount > 0)
}

/**
 * The Stripe Checkout session that takes the card for an order, read from the database order so Stripe
 * charges exactly `total_cents`: each line at its discounted price, shipping after its discount, and
 * the shop's tax as a "Tax" line. With Stripe Tax (STRIPE_TAX) there is no tax line: the session
 * computes tax from the order's shipping address (given to Stripe as the customer's) and the webhook
 * records Stripe's figure. The order id goes in the metadata of the session and of its PaymentIntent
 * (the webhook finds the order by either). An open session stored on the order is reused; a new one is
 * created under an idempotency key per order (and per replaced session), with parameters derived from
 * the order alone so that a retried or concurrent request gets the same session.
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

  const stripeTax = order.taxSource === 'stripe'
  const items = (await itemsOf(ctx.db, [order.id])).get(order.id) ?? []
  const lineItems = items.flatMap((item) => stripeLines(item, order.discountCode, stripeTax))
  const shippingCents = order.shippingCents - order.shippingDiscountCents
  const rate = order.shippingRate
  const shippingName = rate ? `Shipping: ${rate.carrier} ${rate.service}` : 'Shipping'
  if (shippingCents > 0 && !stripeTax) {
    lineItems.push({ quantity: 1, price_data: usd(shippingCents, shippingName, false) })
  }
  if (order.taxCents > 0 && !stripeTax) {
    lineItems.push({ quantity: 1, price_data: usd(order.taxCents, 'Tax', false) })
  }
  const metadata = { order_id: order.id, user_id: order.userId }
  const key = `checkout-session:${order.id}:${previous?.id ?? 'first'}`
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: lineItems,
      ...checkoutReturnUrls(ctx.config.APP_URL, order.id),
      client_reference_id: order.id,
      metadata,
      payment_intent_data: { metadata, description: `RDO Shop order ${orderNumber(order.id)}` },
      // A payment after the order's reservation ended is refunded by the webhook.
      expires_at: Math.floor((order.expiresAt.getTime() + MIN_SESSION_LIFETIME_MS) / 1000),
      ...(stripeTax
        ? await stripeTaxParams(stripe, order, { shippingCents, shippingName, key })
        : { customer_email: order.contactEmail ?? undefined }),
    },
    { idempotencyKey: key },
  )
}

/**
 * Stripe Tax needs where the parcel goes: the order's address becomes a Stripe customer's shipping
 * address (one customer per order, under its own idempotency key) and shipping a shipping option,
 * which Stripe taxes by each place's own rules.
 */
async function stripeTaxParams(
  stripe: Stripe,
  order: OrderRow,
  { shippingCents, shippingName, key }: { shippingCents: number; shippingName: string; key: string },
): Promise<Partial<Stripe.Checkout.SessionCreateParams>> {
  const a = order.shippingAddress
  const customer = await stripe.customers.create(
    {
      email: order.contactEmail ?? undefined,
      name: a.name,
      shipping: {
        name: a.name,
        address: {
          line1: a.address,
          line2: a.address2 || undefined,
          city: a.city,
          state: a.state,
          postal_code: a.postal_code,
          country: a.country,
        },
      },
      metadata: { order_id: order.id },
    },
    { idempotencyKey: `${key}:customer` },
  )
  return {
    customer: customer.id,
    automatic_tax: { enabled: true },
    ...(shippingCents > 0
      ? {
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount',
                display_name: shippingName,
                fixed_amount: { amount: shippingCents, currency: 'usd' },
                tax_behavior: 'exclusive',
              },
            },
          ],
        }
      : {}),
  }
}
