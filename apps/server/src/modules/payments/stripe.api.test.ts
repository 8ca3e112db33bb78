import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Order } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications.ts'
import { orders, paymentEvents } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'

const WEBHOOK_SECRET = 'whsec_test_secret'
let t: TestApp
let buyer: TestUser
let productId: string
let api: http.Server
const sessionCalls: { idempotencyKey: string | undefined; params: URLSearchParams }[] = []
const refunds: { idempotencyKey: string | undefined; paymentIntent: string | null }[] = []

/**
 * A stand-in for api.stripe.com answering the calls the shop makes: Checkout sessions (create, replaying
 * the first answer for a repeated idempotency key as Stripe does, and retrieve) and refunds.
 */
function startFakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>()
  const byKey = new Map<string, Record<string, unknown>>()
  return http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      const key = req.headers['idempotency-key'] as string | undefined
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const params = new URLSearchParams(body)
        sessionCalls.push({ idempotencyKey: key, params })
        const replay = key ? byKey.get(key) : undefined
        if (replay) return res.end(JSON.stringify(replay))
        const id = `cs_test_${sessions.size + 1}`
        const session = {
          id,
          object: 'checkout.session',
          mode: params.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: params.get('client_reference_id'),
          metadata: { order_id: params.get('metadata[order_id]') },
          payment_intent: null,
        }
        sessions.set(id, session)
        if (key) byKey.set(key, session)
        return res.end(JSON.stringify(session))
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const params = new URLSearchParams(body)
        // Stripe answers a repeated idempotency key with the first result: count each key once.
        if (!refunds.some((r) => r.idempotencyKey === key)) {
          refunds.push({ idempotencyKey: key, paymentIntent: params.get('payment_intent') })
        }
        return res.end(JSON.stringify({ id: `re_${refunds.length}`, object: 'refund', status: 'succeeded' }))
      }
      const m = /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(req.url ?? '')
      if (req.method === 'GET' && m && sessions.has(m[1]!))
        return res.end(JSON.stringify(sessions.get(m[1]!)))
      res.statusCode = 404
      res.end(JSON.stringify({ error: { message: 'not found' } }))
    })
  })
}

beforeAll(async () => {
  api = startFakeStripe()
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  const { port } = api.address() as AddressInfo
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    payments: {
      stripe: new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    },
  })
  buyer = await t.createUser({ email: 'stripe.buyer@example.com' })
  productId = (await createProduct(t.db, { name: 'Stake Tee', priceCents: 2500, sizes: { M: 20 } })).product
    .id
})
afterAll(async () => {
  await t?.close()
  api?.close()
})

async function placeOrder(): Promise<Order> {
  return (
    await t.request({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(productId),
      cookie: buyer.cookie,
    })
  ).json().order
}
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!

function succeededEvent(
  order: Order,
  { id = `evt_${order.id.slice(0, 8)}`, amount = order.total_cents } = {},
) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: 'pi_for_' + order.id.slice(0, 8),
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'usd',
        metadata: { order_id: order.id },
      },
    },
  })
}

function sessionCompletedEvent(order: Order, { id = `evt_cs_${order.id.slice(0, 8)}`, intent = '' } = {}) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_for_' + order.id.slice(0, 8),
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: order.total_cents,
        currency: 'usd',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        payment_intent: intent || 'pi_for_' + order.id.slice(0, 8),
      },
    },
  })
}

/** Delivered the way Stripe does: no Origin, the signature header over the exact bytes. */
const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  })

describe('Stripe Checkout', () => {
  it('answers with the URL of one Checkout session per order, charging the database order', async () => {
    const placed = await t.request({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(productId, { quantity: 2 }),
      cookie: buyer.cookie,
    })
    const order: Order = placed.json().order
    const pay = () => t.request({ method: 'POST', url: `/api/orders/${order.id}/pay`, cookie: buyer.cookie })
    const first = await pay()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ provider: 'stripe', order: { status: 'pending_payment' } })
    const url = first.json().checkout_url as string
    expect((await t.request({ method: 'GET', url: '/api/payments/options' })).json()).toEqual({
      mode: 'stripe',
    })
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/)
    // Paying again (back button, second tab) goes to the same open session.
    const again = await Promise.all([pay(), pay()])
    expect(again.map((r) => r.json().checkout_url)).toEqual([url, url])

    const calls = sessionCalls.filter((c) => c.params.get('metadata[order_id]') === order.id)
    expect(calls).toHaveLength(1)
    const { idempotencyKey, params } = calls[0]!
    expect(idempotencyKey).toBe(`checkout-session:${order.id}:first`)
    const row = await rowOf(order.id)
    expect(row).toMatchObject({ paymentProvider: 'stripe', paymentReference: url.split('/').pop() })
    expect(Object.fromEntries(params)).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      customer_email: 'stripe.buyer@example.com',
      'metadata[order_id]': order.id,
      'payment_intent_data[metadata][order_id]': order.id,
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Stake Tee · Black · size M',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': String(order.shipping_cents),
      success_url: `${t.config.APP_URL}/payment/success?orderId=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.APP_URL}/payment/cancelled?orderId=${order.id}`,
    })
    // Stripe charges exactly the order's total, read from the database.
    const charged = [0, 1].reduce(
      (sum, i) =>
        sum +
        Number(params.get(`line_items[${i}][price_data][unit_amount]`)) *
          Number(params.get(`line_items[${i}][quantity]`)),
      0,
    )
    expect(charged).toBe(order.total_cents)
    expect(Number(params.get('expires_at')) * 1000).toBeGreaterThan(row.expiresAt!.getTime() + 30 * 60_000)
  })
})

describe('Stripe unreachable', () => {
  it('answers 503 with a retryable message and leaves the order as it was', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const down = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake' },
      payments: {
        stripe: new Stripe('sk_test_fake', {
          host: '127.0.0.1',
          port,
          protocol: 'http',
          maxNetworkRetries: 0,
        }),
      },
    })
    try {
      const customer = await down.createUser()
      const product = (await createProduct(down.db, { sizes: { M: 5 } })).product
      const placed = await down.request({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody(product.id),
        cookie: customer.cookie,
      })
      const order: Order = placed.json().order
      const res = await down.request({
        method: 'POST',
        url: `/api/orders/${order.id}/pay`,
        cookie: customer.cookie,
      })
      expect([res.statusCode, res.json().error]).toEqual([
        503,
        { code: 'PAYMENT_PROVIDER_ERROR', message: 'Payment failed. Please try again.' },
      ])
      const [row] = await down.db.select().from(orders).where(eq(orders.id, order.id))
      expect(row).toMatchObject({ status: 'pending_payment', paymentReference: null })
    } finally {
      await down.close()
    }
  })
})

describe('the Stripe webhook', () => {
  it('applies payment_intent.succeeded once when delivered three times', async () => {
    const order = await placeOrder()
    const payload = succeededEvent(order)
    for (let i = 0; i < 3; i++) {
      const res = await deliver(payload)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ received: true })
    }
    const row = await rowOf(order.id)
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'paid', paymentProvider: 'stripe' })
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))
    expect(events).toHaveLength(1)
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id))
    expect(notices.filter((n) => n.message.includes(order.id.slice(0, 8).toUpperCase()))).toHaveLength(1)
    const mails = (await t.outbox('stripe.buyer@example.com')).filter(
      (m) => m.templateName === 'payment-confirmation',
    )
    expect(mails.filter((m) => m.subject.includes(order.id.slice(0, 8).toUpperCase()))).toHaveLength(1)

    // A different event for an already paid order changes nothing either.
    expect((await deliver(succeededEvent(order, { id: 'evt_other' }))).statusCode).toBe(200)
    expect((await rowOf(order.id)).paidAt).toEqual(row.paidAt)
  })

  it('applies checkout.session.completed once, and the PaymentIntent event of the same payment changes nothing', async () => {
    const order = await placeOrder()
    await t.request({ method: 'POST', url: `/api/orders/${order.id}/pay`, cookie: buyer.cookie })
    const payload = sessionCompletedEvent(order)
    for (let i = 0; i < 3; i++) expect((await deliver(payload)).statusCode).toBe(200)
    const row = await rowOf(order.id)
    expect(row).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      paymentProvider: 'stripe',
      paymentReference: 'pi_for_' + order.id.slice(0, 8),
    })
    // Stripe also sends payment_intent.succeeded for the session's PaymentIntent.
    expect((await deliver(succeededEvent(order, { id: `evt_pi_${order.id.slice(0, 8)}` }))).statusCode).toBe(
      200,
    )
    expect((await rowOf(order.id)).paidAt).toEqual(row.paidAt)
    expect(refunds.filter((r) => r.paymentIntent === row.paymentReference)).toEqual([])
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))
    expect(events.map((e) => e.type).sort()).toEqual([
      'checkout.session.completed',
      'payment_intent.succeeded',
    ])
    const code = order.id.slice(0, 8).toUpperCase()
    const mails = (await t.outbox('stripe.buyer@example.com')).filter(
      (m) => m.templateName === 'payment-confirmation' && m.subject.includes(code),
    )
    expect(mails).toHaveLength(1)
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id))
    expect(notices.filter((n) => n.message.includes(code))).toHaveLength(1)
  })

  it('leaves the order awaiting payment when a completed session is not paid yet or charged another amount', async () => {
    const order = await placeOrder()
    const unpaid = JSON.parse(sessionCompletedEvent(order, { id: 'evt_cs_unpaid' }))
    unpaid.data.object.payment_status = 'unpaid'
    expect((await deliver(JSON.stringify(unpaid))).statusCode).toBe(200)
    const short = JSON.parse(sessionCompletedEvent(order, { id: 'evt_cs_short' }))
    short.data.object.amount_total = 100
    expect((await deliver(JSON.stringify(short))).statusCode).toBe(200)
    expect(await rowOf(order.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' })
  })

  it('rejects a bad or missing signature with 400 and changes nothing', async () => {
    const order = await placeOrder()
    const payload = succeededEvent(order, { id: 'evt_forged' })
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    for (const [body, signature] of [
      [payload, forged],
      [payload.replace(String(order.total_cents), '1'), tampered],
      [payload, 'garbage'],
    ] as const) {
      const res = await deliver(body, signature)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('BAD_SIGNATURE')
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    })
    expect(missing.statusCode).toBe(400)
    expect((await rowOf(order.id)).status).toBe('pending_payment')
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged'))).toEqual([])
  })

  it('refunds a payment that arrives after the order expired, once however often it is delivered', async () => {
    const order = await placeOrder()
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id))
    const payload = succeededEvent(order, { id: 'evt_late' })
    for (let i = 0; i < 3; i++) expect((await deliver(payload)).statusCode).toBe(200)
    const intent = 'pi_for_' + order.id.slice(0, 8)
    expect(refunds.filter((r) => r.paymentIntent === intent)).toEqual([
      { idempotencyKey: `refund-${intent}`, paymentIntent: intent },
    ])
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    const mails = (await t.outbox('stripe.buyer@example.com')).filter((m) =>
      m.subject.includes(order.id.slice(0, 8).toUpperCase()),
    )
    expect(mails.some((m) => m.templateName === 'payment-confirmation')).toBe(false)
  })

  it('does not mark paid when the amount differs from the order total', async () => {
    const order = await placeOrder()
    expect((await deliver(succeededEvent(order, { id: 'evt_short', amount: 100 }))).statusCode).toBe(200)
    expect((await rowOf(order.id)).paymentStatus).toBe('unpaid')
  })
})
