import { eq, sql } from 'drizzle-orm'
import { orderListResponse, orderResponse } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emailMessages } from '../../db/schema/email.ts'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody, US_ADDRESS } from '../../../test/orders.ts'
import { createProduct, productStock, variantStock } from '../../../test/products.ts'

let t: TestApp
let alice: TestUser
let mallory: TestUser

beforeAll(async () => {
  t = await createTestApp()
  ;[alice, mallory] = await Promise.all([t.createUser({ email: 'alice.orders@example.com' }), t.createUser()])
})
afterAll(async () => t?.close())

const post = (url: string, payload: object | undefined, cookie?: string) =>
  t.request({ method: 'POST', url, payload, cookie })
const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie })
const messageOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message

describe('POST /api/orders', () => {
  it('prices from the database, re-quotes shipping, reserves stock and emails a confirmation', async () => {
    const { product, variants } = await createProduct(t.db, { name: 'Ledger Tee', priceCents: 2500 })
    const body = orderBody(product.id, { quantity: 3 })
    const payload = {
      ...body,
      items: [{ ...body.items[0], price: 1, price_cents: 1, unit_price_cents: 1 }],
      total_amount: 1,
      total_cents: 1,
      shipping_cents: 0,
    }
    const res = await post('/api/orders', payload, alice.cookie)
    expect(res.statusCode).toBe(201)
    const { order } = orderResponse.parse(res.json())
    expect(order).toMatchObject({
      status: 'pending_payment',
      payment_status: 'unpaid',
      subtotal_cents: 7500,
      shipping_cents: 595,
      total_cents: 8095,
      contact_email: 'alice.orders@example.com',
      shipping_address: {
        name: 'Ada Lovelace',
        address: '1 Market St',
        address2: 'Apt 2',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
      shipping_rate: { id: 'standard', rate_cents: 595, delivery_days: 7 },
    })
    expect(order.items).toEqual([
      expect.objectContaining({
        name: 'Ledger Tee',
        size: 'M',
        color: 'Black',
        quantity: 3,
        unit_price_cents: 2500,
        image_url: '/files/products/black.webp',
        product_slug: product.slug,
      }),
    ])
    // The answer is the order as stored: reading it back gives the same lines, ids and times.
    const stored = await get(`/api/orders/${order.id}`, alice.cookie)
    expect(orderResponse.parse(stored.json()).order).toEqual(order)
    const minutes = (new Date(order.expires_at!).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(29)
    expect(minutes).toBeLessThanOrEqual(30.1)
    expect(await variantStock(t.db, variants[1]!.id)).toBe(2)
    expect(await productStock(t.db, product.id)).toBe(12)

    // The request only wrote the confirmation's data: its delivery job renders it.
    const [queued] = await t.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.idempotencyKey, `order-confirmation:${order.id}`))
    expect(queued).toMatchObject({ html: null, templateData: expect.objectContaining({ first_name: 'Ada' }) })
    const [mail] = await t.outbox('alice.orders@example.com')
    expect(mail!.subject).toBe(`Order ${order.id.slice(0, 8).toUpperCase()} confirmed`)
    expect(mail!.html).toContain('Hi Ada')
    expect(mail!.html).toContain('Ledger Tee')
    expect(mail!.html).toContain('$75.00')
    expect(mail!.html).toContain('$80.95')
    expect(mail!.html).toContain('http://localhost:3000/orders')
  })

  it('makes Standard free over $100 and charges the chosen faster rate', async () => {
    const { product } = await createProduct(t.db, { priceCents: 5500 })
    const free = await post('/api/orders', orderBody(product.id, { quantity: 2 }), alice.cookie)
    expect(free.json().order).toMatchObject({
      subtotal_cents: 11_000,
      shipping_cents: 0,
      total_cents: 11_000,
    })
    const express = await post('/api/orders', orderBody(product.id, { rate: 'express' }), alice.cookie)
    expect(express.json().order).toMatchObject({ shipping_cents: 1295, total_cents: 5500 + 1295 })
  })

  it('answers with the checkout and stock messages', async () => {
    // Two fresh accounts share the attempts, each under the order rate limit.
    const shoppers = await Promise.all([t.createUser(), t.createUser()])
    const { product } = await createProduct(t.db, { name: 'Chart Hoodie', sizes: { S: 0, M: 2 } })
    const cases: [object, number, string][] = [
      [{ ...orderBody(product.id), shipping_rate_id: undefined }, 400, 'Please select a shipping method'],
      [orderBody(product.id, { rate: '' }), 400, 'Please select a shipping method'],
      [orderBody(product.id, { rate: 'teleport' }), 400, 'Please select a shipping method'],
      [orderBody(product.id, { rate: 'international' }), 400, 'Please select a shipping method'],
      [
        orderBody(product.id, { shipping_address: { ...US_ADDRESS, city: ' ' } }),
        400,
        'Please complete all address fields',
      ],
      [
        orderBody(product.id, { shipping_address: { ...US_ADDRESS, postal_code: '9410' } }),
        400,
        'Please enter a valid ZIP code (12345 or 12345-6789)',
      ],
      [orderBody(product.id, { email: 'nope' }), 400, 'Please enter a valid email address'],
      [orderBody(product.id, { quantity: 0 }), 400, 'Quantity must be between 1 and 10'],
      [orderBody(product.id, { quantity: 11 }), 400, 'Quantity must be between 1 and 10'],
      [{ ...orderBody(product.id), items: [] }, 400, 'Your cart is empty'],
      [orderBody(product.id, { size: null }), 400, 'Please select a size for Chart Hoodie'],
      [orderBody(product.id, { size: 'XXL' }), 400, 'Chart Hoodie is not available in size XXL'],
      [orderBody(product.id, { color: 'Pink' }), 400, 'Chart Hoodie is not available in Pink'],
      [orderBody(product.id, { color: null }), 400, 'Please select a colour for Chart Hoodie'],
      [orderBody(product.id, { size: 'S' }), 409, 'Chart Hoodie in size S is out of stock'],
      [orderBody(product.id, { quantity: 3 }), 409, 'Only 2 left of Chart Hoodie in size M'],
      [
        orderBody('00000000-0000-4000-8000-000000000000'),
        409,
        'A product in your cart is no longer available',
      ],
    ]
    for (const [i, [payload, status, message]] of cases.entries()) {
      const res = await post('/api/orders', payload, shoppers[i % 2]!.cookie)
      expect([res.statusCode, messageOf(res)], JSON.stringify(payload)).toEqual([status, message])
    }
    expect(await productStock(t.db, product.id)).toBe(2)
    const signedOut = await post('/api/orders', orderBody(product.id), undefined)
    expect(signedOut.statusCode).toBe(401)
  })

  it('rolls back every line when one line is short', async () => {
    const a = await createProduct(t.db, { name: 'Plenty Tee', sizes: { M: 10 } })
    const b = await createProduct(t.db, { name: 'Scarce Tee', sizes: { M: 1 } })
    const body = orderBody(a.product.id, { quantity: 4 })
    body.items.push({ product_id: b.product.id, size: 'M', color: 'Black', quantity: 2 })
    const res = await post('/api/orders', body, alice.cookie)
    expect(res.statusCode).toBe(409)
    expect(messageOf(res)).toBe('Only 1 left of Scarce Tee in size M')
    expect(await variantStock(t.db, a.variants[0]!.id)).toBe(10)
    expect(await productStock(t.db, a.product.id)).toBe(10)
  })

  it('sells products without sizes or colours from the product stock', async () => {
    const { product } = await createProduct(t.db, { name: 'Sticker Pack', sizes: {}, stock: 2, colors: [] })
    const body = orderBody(product.id, { size: null, color: null, quantity: 2 })
    const res = await post('/api/orders', body, alice.cookie)
    expect(res.statusCode).toBe(201)
    expect(res.json().order.items[0]).toMatchObject({ size: null, color: null })
    expect(await productStock(t.db, product.id)).toBe(0)
    // Another customer: alice's own new order for the same item would replace her unpaid one.
    const again = await post(
      '/api/orders',
      orderBody(product.id, { size: null, color: null }),
      mallory.cookie,
    )
    expect([again.statusCode, messageOf(again)]).toEqual([409, 'Sticker Pack is out of stock'])
  })
})

describe('the confirmation email', () => {
  const jobsFor = async (id: string) =>
    (
      await t.db.execute<{ created_on: string }>(
        sql`select created_on::text from pgboss.job where name = 'email.send' and data->>'id' = ${id}`,
      )
    ).rows

  it("is written with its delivery job in the order's transaction", async () => {
    const { product } = await createProduct(t.db)
    const buyer = await t.createUser()
    const res = await post('/api/orders', orderBody(product.id), buyer.cookie)
    expect(res.statusCode).toBe(201)
    const orderId = res.json().order.id as string
    const mails = await t.outbox(buyer.email)
    expect(mails.map((m) => [m.idempotencyKey, m.status])).toEqual([
      [`order-confirmation:${orderId}`, 'queued'],
    ])
    // Queued when the answer comes, in the order's own transaction (its clock reads the same).
    const [order] = await t.db
      .execute<{ created_at: string }>(sql`select created_at::text from orders where id = ${orderId}`)
      .then((r) => r.rows)
    expect((await jobsFor(mails[0]!.id)).map((j) => j.created_on)).toEqual([order!.created_at])
  })

  it('is not written for an order refused at its commit, nor its job', async () => {
    const { product } = await createProduct(t.db, { name: 'Last One Tee', sizes: { M: 1 } })
    const buyer = await t.createUser()
    const res = await post('/api/orders', orderBody(product.id, { quantity: 2 }), buyer.cookie)
    expect(res.statusCode).toBe(409)
    expect(await t.outbox(buyer.email)).toEqual([])
    const { rows } = await t.db.execute(
      sql`select id from pgboss.job where name = 'email.send' and data->>'id' not in (select id::text from email_messages)
          and created_on > now() - interval '1 minute'`,
    )
    expect(rows).toEqual([])
  })

  it('is swept into the queue when its queue was not ready at the order', async () => {
    const { product } = await createProduct(t.db)
    const buyer = await t.createUser()
    const ready = vi.spyOn(t.ctx.jobs, 'ready').mockReturnValue(false)
    const res = await post('/api/orders', orderBody(product.id), buyer.cookie)
    ready.mockRestore()
    // The order stands, its confirmation with it; only the job is missing.
    expect(res.statusCode).toBe(201)
    const mails = await t.outbox(buyer.email)
    expect(mails).toHaveLength(1)
    expect(await jobsFor(mails[0]!.id)).toEqual([])
    // A minute on, the outbox sweep queues its delivery.
    await t.db
      .update(emailMessages)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(emailMessages.id, mails[0]!.id))
    expect(await t.ctx.mailer.requeueOrphans(1000, { atStart: false })).toBe(1)
    expect(await jobsFor(mails[0]!.id)).toHaveLength(1)
  })
})

describe('reading and cancelling orders', () => {
  it('lists only my orders, newest first, with items; others get 404', async () => {
    const { product } = await createProduct(t.db, { name: 'Wallet Tee' })
    const bob = await t.createUser()
    const first = (await post('/api/orders', orderBody(product.id), bob.cookie)).json().order
    const second = (await post('/api/orders', orderBody(product.id, { size: 'L' }), bob.cookie)).json().order
    const list = orderListResponse.parse((await get('/api/orders', bob.cookie)).json())
    expect(list.items.map((o) => o.id)).toEqual([second.id, first.id])
    expect(list.total).toBe(2)
    expect(list.items[0]!.items[0]).toMatchObject({ name: 'Wallet Tee', size: 'L' })

    expect((await get(`/api/orders/${first.id}`, bob.cookie)).json().order.id).toBe(first.id)
    const foreign = await get(`/api/orders/${first.id}`, mallory.cookie)
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([404, 'Order not found'])
    expect((await get('/api/orders', mallory.cookie)).json().items).toEqual([])
    expect((await get(`/api/orders/${first.id}`)).statusCode).toBe(401)
  })

  it('cancels my own pending order and releases its stock; never someone else’s', async () => {
    const dave = await t.createUser()
    const { product, variants } = await createProduct(t.db, { sizes: { M: 3 } })
    const order = (await post('/api/orders', orderBody(product.id, { quantity: 2 }), dave.cookie)).json()
      .order
    expect(await variantStock(t.db, variants[0]!.id)).toBe(1)

    const foreign = await post(`/api/orders/${order.id}/cancel`, undefined, mallory.cookie)
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([404, 'Order not found'])
    expect(await variantStock(t.db, variants[0]!.id)).toBe(1)

    const res = await post(`/api/orders/${order.id}/cancel`, undefined, dave.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json().order.status).toBe('cancelled')
    expect(await variantStock(t.db, variants[0]!.id)).toBe(3)
    expect(await productStock(t.db, product.id)).toBe(3)

    const twice = await post(`/api/orders/${order.id}/cancel`, undefined, dave.cookie)
    expect([twice.statusCode, messageOf(twice)]).toEqual([
      409,
      'Only orders awaiting payment can be cancelled',
    ])
    expect(await variantStock(t.db, variants[0]!.id)).toBe(3)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe('cancelled')
  })
})
