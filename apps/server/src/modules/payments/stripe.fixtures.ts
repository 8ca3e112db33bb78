import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Order } from '@rdo/contracts'
import { afterAll, beforeAll } from 'vitest'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'

// The shop the Stripe API tests share: a stand-in for Stripe, a buyer and a product, with the calls Stripe
// received and the events it delivers. Each test file that calls `useStripeShop()` gets its own app and database.

export const WEBHOOK_SECRET = 'whsec_test_secret'
export let t: TestApp
export let buyer: TestUser
export let productId: string
let api: http.Server
export const sessionCalls: { idempotencyKey: string | undefined; params: URLSearchParams }[] = []
export const refunds: { idempotencyKey: string | undefined; paymentIntent: string | null }[] = []

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

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useStripeShop() {
  beforeAll(async () => {
    api = startFakeStripe()
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    const { port } = api.address() as AddressInfo
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      payments: {
        stripe: new Stripe('sk_test_fake', {
          host: '127.0.0.1',
          port,
          protocol: 'http',
          maxNetworkRetries: 0,
        }),
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
}

export async function placeOrder(): Promise<Order> {
  return (
    await t.request({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(productId),
      cookie: buyer.cookie,
    })
  ).json().order
}
export const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!

export function succeededEvent(
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

export function sessionCompletedEvent(
  order: Order,
  { id = `evt_cs_${order.id.slice(0, 8)}`, intent = '' } = {},
) {
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
export const deliver = (payload: string, signature?: string) =>
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
