import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { printifyVariantLinks, fulfilments } from '../../db/schema/fulfilment.ts'
import { orderItems } from '../../db/schema/orders.ts'
import { stopPrintifyWorld } from '../../../test/fixtures/printify.ts'
import {
  buyAndPay,
  startFulfilmentWorld,
  waitForFulfilment,
  type FulfilmentWorld,
} from '../../../test/fixtures/fulfilment.ts'
import { submitPrintifyFulfilment } from './printify-submit.ts'

let w: FulfilmentWorld
beforeAll(async () => {
  w = await startFulfilmentWorld()
}, 60_000)
afterAll(async () => stopPrintifyWorld(w))
beforeEach(() => {
  w.standIn.orders.length = 0
  w.standIn.setOrdersMode('ok')
})

const creates = () => w.standIn.calls.filter((c) => c.method === 'POST' && /\/orders\.json$/.test(c.path))
const ordersFor = (orderId: string) => w.standIn.orders.filter((o) => o.external_id === orderId)
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  w.t.request({ method, url, cookie: w.admin.cookie, ...(payload ? { payload } : {}) })

describe('a paid order reaches Printify', () => {
  it('splits by provider and sends exactly one Printify order with the right variant, quantity and address', async () => {
    const order = await buyAndPay(w, [
      { product_id: w.printed.id, size: 'L', color: 'White', quantity: 2 },
      { product_id: w.stocked.id },
    ])
    const f = await waitForFulfilment(w, order.id, (s) => s === 'in_production')
    const sent = ordersFor(order.id)
    expect(sent).toHaveLength(1)
    const [link] = await w.t.db
      .select()
      .from(printifyVariantLinks)
      .where(eq(printifyVariantLinks.productId, w.printed.id))
      .then((rows) => rows.filter((r) => r.size === 'L' && r.color === 'White'))
    expect(sent[0]).toMatchObject({
      id: f.providerOrderId,
      label: order.id.slice(0, 8).toUpperCase(),
      line_items: [{ product_id: w.printed.printifyId, variant_id: link!.printifyVariantId, quantity: 2 }],
      address_to: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '1 Market St',
        address2: 'Apt 2',
        city: 'San Francisco',
        region: 'CA',
        zip: '94105',
        country: 'US',
      },
    })
    expect(sent[0]!.status).toBe('in-production')
    const manual = await waitForFulfilment(w, order.id, () => true, 'manual')
    expect(manual.status).toBe('pending')
    const lines = await w.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(
      lines.map((l) => [l.name.startsWith('Stand-in') ? 'printify' : 'manual', l.fulfilmentState]).sort(),
    ).toEqual([
      ['manual', 'processing'],
      ['printify', 'in_production'],
    ])
    expect(lines.find((l) => l.providerSku)?.providerSku).toBe(link!.sku)
  })

  it('two workers at once, and a retry after a crash between the Printify call and the commit, give one order', async () => {
    const order = await buyAndPay(w, [{ product_id: w.printed.id, color: 'White' }])
    const f = await waitForFulfilment(w, order.id, (s) => s === 'in_production')
    // Replay: the same fulfilment handed to three workers at once changes nothing and creates nothing.
    await w.t.db.update(fulfilments).set({ status: 'pending' }).where(eq(fulfilments.id, f.id))
    await Promise.allSettled([1, 2, 3].map(() => submitPrintifyFulfilment(w.t.ctx, f.id, { lastTry: false })))
    await waitForFulfilment(w, order.id, (s) => s === 'in_production')
    expect(ordersFor(order.id)).toHaveLength(1)

    // A crash after Printify created the order: the claim is left with its lease run out.
    await w.t.db
      .update(fulfilments)
      .set({ status: 'submitting', providerOrderId: null, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(fulfilments.id, f.id))
    await submitPrintifyFulfilment(w.t.ctx, f.id, { lastTry: false })
    const after = await waitForFulfilment(w, order.id, (s) => s === 'in_production')
    expect(ordersFor(order.id)).toHaveLength(1)
    expect(after.providerOrderId).toBe(ordersFor(order.id)[0]!.id)
  })

  it('retries a 429 and then succeeds', async () => {
    w.standIn.setOrdersMode('rate-limit-once')
    const before = creates().length
    const order = await buyAndPay(w, [{ product_id: w.printed.id, color: 'White' }])
    await waitForFulfilment(w, order.id, (s) => s === 'in_production')
    expect(creates().length - before).toBe(2)
    expect(ordersFor(order.id)).toHaveLength(1)
  })

  it('shows a refused address in the queue with its reason; Retry works once the address is fixed', async () => {
    w.standIn.setOrdersMode('reject-address')
    const order = await buyAndPay(w, [{ product_id: w.printed.id, color: 'White' }])
    const failed = await waitForFulfilment(w, order.id, (s) => s === 'failed')
    expect(failed.lastError).toBe('Address is invalid: the ZIP code does not match the city')
    const queue = await admin('GET', '/api/admin/fulfilment?status=failed&provider=printify')
    expect(queue.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: failed.id,
          order_number: order.id.slice(0, 8).toUpperCase(),
          status: 'failed',
          last_error: 'Address is invalid: the ZIP code does not match the city',
        }),
      ]),
    )
    expect(ordersFor(order.id)).toHaveLength(0)

    w.standIn.setOrdersMode('ok')
    const retry = await admin('POST', `/api/admin/fulfilment/${failed.id}/retry`)
    expect(retry.statusCode, retry.body).toBe(200)
    await waitForFulfilment(w, order.id, (s) => s === 'in_production')
    expect(ordersFor(order.id)).toHaveLength(1)
    const again = await admin('POST', `/api/admin/fulfilment/${failed.id}/retry`)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('Only a failed submission can be retried')
  })

  it('waits for "Send to production" when the setting is off', async () => {
    expect(
      (await admin('PUT', '/api/admin/fulfilment/settings', { auto_send_to_production: false })).statusCode,
    ).toBe(200)
    try {
      const order = await buyAndPay(w, [{ product_id: w.printed.id, color: 'White' }])
      const f = await waitForFulfilment(w, order.id, (s) => s === 'awaiting_production')
      expect(ordersFor(order.id)[0]!.status).toBe('on-hold')
      const sent = await admin('POST', `/api/admin/fulfilment/${f.id}/send-to-production`)
      expect(sent.statusCode, sent.body).toBe(200)
      expect(sent.json().fulfilment.status).toBe('in_production')
      expect(ordersFor(order.id)[0]!.status).toBe('in-production')
    } finally {
      await admin('PUT', '/api/admin/fulfilment/settings', { auto_send_to_production: true })
    }
  })

  it('refuses a colour Printify no longer makes, at checkout', async () => {
    await w.t.db
      .update(printifyVariantLinks)
      .set({ available: false })
      .where(eq(printifyVariantLinks.productId, w.printed.id))
    try {
      const res = await w.t.request({
        method: 'POST',
        url: '/api/orders',
        cookie: w.customer.cookie,
        payload: {
          items: [{ product_id: w.printed.id, size: 'M', color: 'White', quantity: 1 }],
          shipping_address: {
            first_name: 'Ada',
            last_name: 'L',
            address: '1 Market St',
            city: 'San Francisco',
            state: 'CA',
            postal_code: '94105',
            country: 'US',
          },
          email: w.customer.email,
          shipping_rate_id: 'standard',
        },
      })
      expect(res.statusCode).toBe(409)
      expect(res.json().error.code).toBe('VARIANT_UNAVAILABLE')
    } finally {
      await w.t.db
        .update(printifyVariantLinks)
        .set({ available: true })
        .where(eq(printifyVariantLinks.productId, w.printed.id))
    }
  })

  it('keeps fulfilment admin routes away from customers', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/fulfilment'],
      ['POST', '/api/admin/fulfilment/webhooks'],
      ['PUT', '/api/admin/fulfilment/settings'],
    ] as const) {
      const res = await w.t.request({
        method,
        url,
        cookie: w.customer.cookie,
        payload: { auto_send_to_production: false },
      })
      expect(res.statusCode).toBe(403)
    }
  })
})
