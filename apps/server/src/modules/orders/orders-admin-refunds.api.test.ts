import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { ADMIN_ORDER_MESSAGES } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailMessages } from '../../db/schema/email.ts'
import { paymentEvents } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { auditRows, eventsOf, insertOrder, orderRow } from '../../../test/fixtures/orders-admin.ts'

describe('admin refunds through Stripe', () => {
  let t: TestApp
  let admin: TestUser
  let buyer: TestUser
  let api: http.Server
  const calls: { key: string | undefined; params: URLSearchParams }[] = []

  /** A stand-in for Stripe's refunds endpoint: refuses `pi_refused`, fails on `pi_down`. */
  function startFakeStripe() {
    const byKey = new Map<string, string>()
    return http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        res.setHeader('content-type', 'application/json')
        const key = req.headers['idempotency-key'] as string | undefined
        const params = new URLSearchParams(body)
        if (req.method !== 'POST' || req.url !== '/v1/refunds') {
          res.statusCode = 404
          return res.end(JSON.stringify({ error: { message: 'not found' } }))
        }
        calls.push({ key, params })
        const intent = params.get('payment_intent')
        if (intent === 'pi_refused') {
          res.statusCode = 400
          return res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'charge_already_refunded',
                message: 'Charge ch_1 has already been refunded.',
              },
            }),
          )
        }
        if (intent === 'pi_down') {
          res.statusCode = 500
          return res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong' } }))
        }
        // Stripe answers a repeated idempotency key with the first refund.
        const id = (key && byKey.get(key)) || `re_${calls.length}`
        if (key) byKey.set(key, id)
        return res.end(
          JSON.stringify({ id, object: 'refund', status: 'succeeded', amount: params.get('amount') }),
        )
      })
    })
  }

  beforeAll(async () => {
    api = startFakeStripe()
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    const { port } = api.address() as AddressInfo
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test' },
      payments: {
        stripe: new Stripe('sk_test_fake', {
          host: '127.0.0.1',
          port,
          protocol: 'http',
          maxNetworkRetries: 0,
        }),
      },
    })
    admin = await t.createUser({ role: 'admin' })
    buyer = await t.createUser({ email: 'card.buyer@example.com' })
  })
  afterAll(async () => {
    await t?.close()
    api?.close()
  })

  const refund = (id: string) =>
    t.request({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      cookie: admin.cookie,
      payload: { status: 'refunded' },
    })
  const stripeOrder = (reference: string) =>
    insertOrder(t.db, {
      userId: buyer.id,
      email: buyer.email,
      status: 'delivered',
      provider: 'stripe',
      reference,
      totalCents: 4595,
    })

  it('refunds the PaymentIntent for the order total under a key per order', async () => {
    const row = await stripeOrder('pi_good')
    const res = await refund(row.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'refunded',
      payment: { status: 'refunded', reference: 'pi_good' },
    })
    const call = calls.find((c) => c.params.get('payment_intent') === 'pi_good')!
    expect(call.key).toBe(`order-refund:${row.id}`)
    expect(call.params.get('amount')).toBe('4595')
    expect(call.params.get('metadata[order_id]')).toBe(row.id)
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, row.id))
    expect(events).toEqual([expect.objectContaining({ provider: 'stripe', type: 'refund.created' })])
    expect(await auditRows(t.db, row.id)).toHaveLength(1)
    expect(
      (await t.outbox(buyer.email)).filter((m) => m.idempotencyKey === `order-status:${row.id}:refunded`),
    ).toHaveLength(1)
  })

  it('leaves the order unchanged when Stripe refuses or fails', async () => {
    for (const [reference, status, message] of [
      ['pi_refused', 409, ADMIN_ORDER_MESSAGES.refundRefused('Charge ch_1 has already been refunded.')],
      ['pi_down', 502, ADMIN_ORDER_MESSAGES.refundFailed],
    ] as const) {
      const row = await stripeOrder(reference)
      const events = (await eventsOf(t.db, row.id)).length
      const res = await refund(row.id)
      expect(res.statusCode).toBe(status)
      expect(res.json().error.message).toBe(message)
      const after = await orderRow(t.db, row.id)
      expect([after.status, after.paymentStatus]).toEqual(['delivered', 'paid'])
      expect((await eventsOf(t.db, row.id)).length).toBe(events)
      expect(await auditRows(t.db, row.id)).toEqual([])
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, row.id))).toEqual([])
      expect(
        (await t.db.select().from(emailMessages)).filter((m) => m.idempotencyKey.includes(row.id)),
      ).toEqual([])
    }
  })
})
