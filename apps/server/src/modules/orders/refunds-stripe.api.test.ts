import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { ADMIN_ORDER_MESSAGES, REFUND_MESSAGES } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems } from '../../db/schema/orders.ts'
import { refunds } from '../../db/schema/refunds.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { insertOrder, orderRow } from '../../../test/fixtures/orders-admin.ts'

/** Partial refunds through a stand-in for Stripe's refunds endpoint (`pi_refused` is refused). */
describe('partial refunds through Stripe', () => {
  let t: TestApp
  let admin: TestUser
  let buyer: TestUser
  let api: http.Server
  const calls: { key: string | undefined; params: URLSearchParams }[] = []

  beforeAll(async () => {
    const byKey = new Map<string, string>()
    api = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        res.setHeader('content-type', 'application/json')
        const key = req.headers['idempotency-key'] as string | undefined
        const params = new URLSearchParams(body)
        calls.push({ key, params })
        if (params.get('payment_intent') === 'pi_refused') {
          res.statusCode = 400
          return res.end(
            JSON.stringify({
              error: { type: 'invalid_request_error', message: 'Charge has been refunded.' },
            }),
          )
        }
        // Stripe answers a repeated idempotency key with the first refund.
        const id = (key && byKey.get(key)) || `re_${calls.length}`
        if (key) byKey.set(key, id)
        res.end(JSON.stringify({ id, object: 'refund', status: 'succeeded', amount: params.get('amount') }))
      })
    })
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
    buyer = await t.createUser({ email: 'stripe.refunds@example.com' })
  })
  afterAll(async () => {
    await t?.close()
    api?.close()
  })

  const stripeOrder = async (reference: string) => {
    const row = await insertOrder(t.db, {
      userId: buyer.id,
      email: buyer.email,
      status: 'delivered',
      provider: 'stripe',
      reference,
      totalCents: 5595,
      quantity: 2,
    })
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row.id))
    return { row, line: line! }
  }
  const refund = (id: string, payload: object, key?: string) =>
    t.request({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      cookie: admin.cookie,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    })

  it('a retried request with the same Idempotency-Key is the same refund, made once', async () => {
    const { row, line } = await stripeOrder('pi_partial')
    const body = { lines: [{ order_item_id: line.id, quantity: 1, restock: false }] }
    const first = await refund(row.id, body, 'dialog-key-0001')
    expect(first.statusCode, first.body).toBe(201)
    const retry = await refund(row.id, body, 'dialog-key-0001')
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
    const made = calls.filter((c) => c.params.get('payment_intent') === 'pi_partial')
    expect(made).toHaveLength(1)
    expect(made[0]!.key).toBe(`refund:${row.id}:dialog-key-0001`)
    expect(made[0]!.params.get('amount')).toBe('2500')
    expect(first.json()).toMatchObject({
      provider: 'stripe',
      provider_refund_id: expect.stringMatching(/^re_/),
    })
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, row.id))).toHaveLength(1)
    expect((await t.outbox(buyer.email)).filter((m) => m.templateName === 'order-refund')).toHaveLength(1)

    const reused = await refund(row.id, { custom_cents: 100 }, 'dialog-key-0001')
    expect(reused.statusCode).toBe(409)
    expect(reused.json().error.message).toBe(REFUND_MESSAGES.keyReused)

    // The status change then refunds only what is left, under the order's own key.
    const rest = await t.request({
      method: 'PATCH',
      url: `/api/admin/orders/${row.id}/status`,
      cookie: admin.cookie,
      payload: { status: 'refunded' },
    })
    expect(rest.statusCode, rest.body).toBe(200)
    const last = calls.find((c) => c.key === `order-refund:${row.id}`)!
    expect(last.params.get('amount')).toBe(String(5595 - 2500))
    expect(await orderRow(t.db, row.id)).toMatchObject({ refundedCents: 5595, paymentStatus: 'refunded' })
  })

  it('a refund Stripe refuses changes nothing', async () => {
    const { row, line } = await stripeOrder('pi_refused')
    const res = await refund(row.id, { lines: [{ order_item_id: line.id, quantity: 1, restock: true }] })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(ADMIN_ORDER_MESSAGES.refundRefused('Charge has been refunded.'))
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, row.id))).toEqual([])
    expect(await orderRow(t.db, row.id)).toMatchObject({ refundedCents: 0, paymentStatus: 'paid' })
  })
})
