import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Order } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'
import { buyer, productId, rowOf, sessionCalls, t, useStripeShop } from './stripe.fixtures.ts'

useStripeShop()

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
