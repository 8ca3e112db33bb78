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
import { useStripeClient } from './stripe-client.ts'

const WEBHOOK_SECRET = 'whsec_test_secret'
let t: TestApp
let buyer: TestUser
let productId: string
let api: http.Server
const created: { idempotencyKey: string | undefined; body: string }[] = []
const refunds: { idempotencyKey: string | undefined; paymentIntent: string | null }[] = []

/** A stand-in for api.stripe.com answering the two PaymentIntent calls the shop makes. */
function startFakeStripe() {
  const intents = new Map<string, object>()
  return http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const params = new URLSearchParams(body)
        created.push({ idempotencyKey: req.headers['idempotency-key'] as string, body })
        const id = `pi_${created.length}`
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(params.get('amount')),
          currency: params.get('currency'),
          client_secret: `${id}_secret_test`,
          status: 'requires_payment_method',
          metadata: { order_id: params.get('metadata[order_id]') },
        }
        intents.set(id, intent)
        return res.end(JSON.stringify(intent))
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const params = new URLSearchParams(body)
        // Stripe answers a repeated idempotency key with the first result: count each key once.
        const key = req.headers['idempotency-key'] as string
        if (!refunds.some((r) => r.idempotencyKey === key)) {
          refunds.push({ idempotencyKey: key, paymentIntent: params.get('payment_intent') })
        }
        return res.end(JSON.stringify({ id: `re_${refunds.length}`, object: 'refund', status: 'succeeded' }))
      }
      const m = /^\/v1\/payment_intents\/(pi_\d+)$/.exec(req.url ?? '')
      if (req.method === 'GET' && m && intents.has(m[1]!)) return res.end(JSON.stringify(intents.get(m[1]!)))
      res.statusCode = 404
      res.end(JSON.stringify({ error: { message: 'not found' } }))
    })
  })
}

beforeAll(async () => {
  api = startFakeStripe()
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  const { port } = api.address() as AddressInfo
  useStripeClient(
    new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
  )
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  })
  buyer = await t.createUser({ email: 'stripe.buyer@example.com' })
  productId = (await createProduct(t.db, { sizes: { M: 20 } })).product.id
})
afterAll(async () => {
  useStripeClient(null)
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

describe('Stripe PaymentIntents', () => {
  it('creates one intent per order (idempotency key = order id) and returns its client secret', async () => {
    const order = await placeOrder()
    const first = await t.request({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      cookie: buyer.cookie,
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ provider: 'stripe', order: { status: 'pending_payment' } })
    const secret = first.json().client_secret as string
    expect(secret).toMatch(/^pi_\d+_secret_test$/)
    const second = await t.request({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      cookie: buyer.cookie,
    })
    expect(second.json().client_secret).toBe(secret)
    const mine = created.filter((c) => c.body.includes(order.id))
    expect(mine).toHaveLength(1)
    expect(mine[0]!.idempotencyKey).toBe(order.id)
    expect(new URLSearchParams(mine[0]!.body).get('amount')).toBe(String(order.total_cents))
    expect((await rowOf(order.id)).paymentReference).toBe(secret.split('_secret')[0])
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
