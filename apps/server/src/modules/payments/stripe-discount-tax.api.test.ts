import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Order } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createCode, setTaxRate } from '../../../test/fixtures/checkout.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'
import { chargedBy, startStripeStandIn, type StripeStandIn } from '../../../test/stand-ins/stripe.ts'

const WEBHOOK_SECRET = 'whsec_money_secret'
let stripe: StripeStandIn

beforeAll(async () => {
  stripe = await startStripeStandIn()
})
afterAll(async () => stripe?.close())

async function shop(env: Record<string, string> = {}) {
  const t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env },
    payments: { stripe: stripe.client },
  })
  await setTaxRate(t.db, 'US', 'CA', 72_500)
  return t
}

async function checkout(t: TestApp, buyer: TestUser, productId: string, code: string, quantity = 3) {
  const placed = await t.request({
    method: 'POST',
    url: '/api/orders',
    cookie: buyer.cookie,
    payload: orderBody(productId, { quantity, discount_code: code }),
  })
  expect(placed.statusCode).toBe(201)
  const order: Order = placed.json().order
  const pay = await t.request({ method: 'POST', url: `/api/orders/${order.id}/pay`, cookie: buyer.cookie })
  expect(pay.statusCode).toBe(200)
  return { order, params: stripe.sessionsFor(order.id)[0]!.params }
}

const deliver = (t: TestApp, event: Record<string, unknown>) => {
  const payload = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  })
}

const sessionCompleted = (order: Order, amountTotal: number, amountTax: number) => ({
  id: `evt_cs_${order.id.slice(0, 8)}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: `cs_for_${order.id.slice(0, 8)}`,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: amountTotal,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: amountTax },
      currency: 'usd',
      client_reference_id: order.id,
      metadata: { order_id: order.id },
      payment_intent: `pi_for_${order.id.slice(0, 8)}`,
    },
  },
})

describe('Stripe Checkout with a code and the shop’s tax', () => {
  it('charges exactly the order total: discounted lines, shipping and a Tax line', async () => {
    const t = await shop()
    try {
      const buyer = await t.createUser()
      const { product } = await createProduct(t.db, { name: 'Stripe Tee', priceCents: 2500 })
      const code = await createCode(t.db, { kind: 'fixed', percentOff: null, amountOffCents: 1000 })
      const { order, params } = await checkout(t, buyer, product.id, code.code)
      // 3 × $25 − $10 = $65 does not divide by 3: two units at $21.67 and one at $21.66.
      expect(order).toMatchObject({ discount_cents: 1000, tax_cents: 471, total_cents: 6500 + 595 + 471 })
      expect(Object.fromEntries(params)).toMatchObject({
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][unit_amount]': '2166',
        'line_items[0][price_data][product_data][description]': `Discount ${code.code} applied`,
        'line_items[1][quantity]': '2',
        'line_items[1][price_data][unit_amount]': '2167',
        'line_items[2][price_data][unit_amount]': '595',
        'line_items[3][price_data][product_data][name]': 'Tax',
        'line_items[3][price_data][unit_amount]': '471',
        customer_email: buyer.email,
      })
      expect(params.has('automatic_tax[enabled]')).toBe(false)
      expect(chargedBy(params)).toBe(order.total_cents)
    } finally {
      await t.close()
    }
  })

  it('leaves out the shipping line when a code makes shipping free', async () => {
    const t = await shop()
    try {
      const buyer = await t.createUser()
      const { product } = await createProduct(t.db, { priceCents: 2000 })
      const code = await createCode(t.db, { kind: 'free_shipping', percentOff: null })
      const { order, params } = await checkout(t, buyer, product.id, code.code, 1)
      expect(order).toMatchObject({
        shipping_cents: 595,
        shipping_discount_cents: 595,
        total_cents: 2000 + 145,
      })
      expect(chargedBy(params)).toBe(order.total_cents)
      expect([...params.values()].some((v) => v.startsWith('Shipping'))).toBe(false)
    } finally {
      await t.close()
    }
  })
})

describe('Stripe Tax (STRIPE_TAX=true)', () => {
  it('lets Stripe compute the tax and records Stripe’s final amounts from the webhook', async () => {
    const t = await shop({ STRIPE_TAX: 'true' })
    try {
      const buyer = await t.createUser()
      const { product } = await createProduct(t.db, { priceCents: 2500 })
      const code = await createCode(t.db, { percentOff: 20 })
      const quote = await t.request({
        method: 'POST',
        url: '/api/checkout/quote',
        cookie: buyer.cookie,
        payload: { ...orderBody(product.id, { quantity: 2 }), discount_code: code.code },
      })
      expect(quote.json()).toMatchObject({ tax_source: 'stripe', tax_cents: 0, total_cents: 4000 + 595 })

      const { order, params } = await checkout(t, buyer, product.id, code.code, 2)
      expect(order).toMatchObject({ tax_source: 'stripe', tax_cents: 0, total_cents: 4595 })
      expect(order.items[0]).toMatchObject({ tax_rate_percent: 0, tax_cents: 0 })
      expect(Object.fromEntries(params)).toMatchObject({
        'automatic_tax[enabled]': 'true',
        customer: expect.stringMatching(/^cus_test_/),
        'line_items[0][price_data][tax_behavior]': 'exclusive',
        'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '595',
        'shipping_options[0][shipping_rate_data][tax_behavior]': 'exclusive',
      })
      expect(params.has('customer_email')).toBe(false)
      expect([...params.values()]).not.toContain('Tax')
      expect(chargedBy(params)).toBe(4595)
      const customer = stripe.calls.find(
        (c) => c.path === '/v1/customers' && c.params.get('metadata[order_id]') === order.id,
      )!
      expect(Object.fromEntries(customer.params)).toMatchObject({
        'shipping[address][state]': 'CA',
        'shipping[address][postal_code]': '94105',
        'shipping[address][country]': 'US',
      })

      // The PaymentIntent event carries no tax: the order waits for the session's.
      const intent = {
        id: `evt_pi_${order.id.slice(0, 8)}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: `pi_for_${order.id.slice(0, 8)}`,
            object: 'payment_intent',
            amount_received: 4595 + 333,
            currency: 'usd',
            metadata: { order_id: order.id },
          },
        },
      }
      expect((await deliver(t, intent)).statusCode).toBe(200)
      const rowOf = async () => (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!
      expect(await rowOf()).toMatchObject({ paymentStatus: 'unpaid' })
      // A session whose amount is not the order's plus the tax it names is not a payment of it.
      expect((await deliver(t, { ...sessionCompleted(order, 4595, 1), id: 'evt_short' })).statusCode).toBe(
        200,
      )
      expect(await rowOf()).toMatchObject({ paymentStatus: 'unpaid', totalCents: 4595 })

      expect((await deliver(t, sessionCompleted(order, 4595 + 333, 333))).statusCode).toBe(200)
      expect(await rowOf()).toMatchObject({
        paymentStatus: 'paid',
        taxSource: 'stripe',
        taxCents: 333,
        totalCents: 4928,
      })
      const [mail] = (await t.outbox(buyer.email)).filter((m) => m.templateName === 'payment-confirmation')
      expect(mail!.html).toContain('Tax: $3.33')
      expect(mail!.html).toContain('Total: $49.28')
    } finally {
      await t.close()
    }
  })
})
