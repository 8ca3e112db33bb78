import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/catalog.ts'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct, variantStock } from '../../../test/products.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const place = (user: TestUser, payload: object, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/orders',
    payload,
    cookie: user.cookie,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })
const ordersWithKey = (userId: string, key: string) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))

describe('placing an order with an Idempotency-Key', () => {
  it('answers a retry with the order the first attempt placed, and places nothing more', async () => {
    const buyer = await t.createUser()
    const { product, variants } = await createProduct(t.db, { sizes: { M: 5 } })
    const key = crypto.randomUUID()
    const first = await place(buyer, orderBody(product.id, { quantity: 2 }), key)
    expect(first.statusCode).toBe(201)
    // The answer was lost; the customer presses Place order again.
    const retry = await place(buyer, orderBody(product.id, { quantity: 2 }), key)
    expect(retry.statusCode).toBe(200)
    expect(retry.json().order).toEqual(first.json().order)
    expect(await ordersWithKey(buyer.id, key)).toHaveLength(1)
    expect(await variantStock(t.db, variants[0]!.id)).toBe(3)
    expect(await t.outbox(buyer.email)).toHaveLength(1)

    // The same cart written differently (line order, duplicates) is the same request.
    const two = await createProduct(t.db)
    const cart = {
      ...orderBody(product.id),
      items: [
        { product_id: product.id, size: 'M', color: 'Black', quantity: 2 },
        { product_id: two.product.id, size: 'S', color: 'Black', quantity: 1 },
      ],
    }
    const key2 = crypto.randomUUID()
    const placed = await place(buyer, cart, key2)
    expect(placed.statusCode).toBe(201)
    const reordered = {
      ...cart,
      items: [{ ...cart.items[0]!, quantity: 1 }, cart.items[1]!, { ...cart.items[0]!, quantity: 1 }],
    }
    const again = await place(buyer, reordered, key2)
    expect([again.statusCode, again.json().order.id]).toEqual([200, placed.json().order.id])
  })

  it('refuses a key reused for a different cart, and keeps keys apart per customer', async () => {
    const [buyer, other] = await Promise.all([t.createUser(), t.createUser()])
    const { product } = await createProduct(t.db)
    const key = crypto.randomUUID()
    expect((await place(buyer, orderBody(product.id), key)).statusCode).toBe(201)
    const reused = await place(buyer, orderBody(product.id, { quantity: 3 }), key)
    expect([reused.statusCode, reused.json().error]).toEqual([
      409,
      {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message:
          'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
      },
    ])
    const otherAddress = await place(buyer, orderBody(product.id, { rate: 'express' }), key)
    expect(otherAddress.statusCode).toBe(409)
    expect(await ordersWithKey(buyer.id, key)).toHaveLength(1)
    // Another customer's identical key is theirs.
    expect((await place(other, orderBody(product.id), key)).statusCode).toBe(201)

    for (const bad of ['short', 'x'.repeat(129), 'with space key']) {
      const res = await place(buyer, orderBody(product.id), bad)
      expect([res.statusCode, res.json().error.message]).toEqual([
        400,
        'Idempotency-Key must be 8 to 128 visible characters (a UUID is best)',
      ])
    }
  })

  it('answers a retry even when the customer has since reached the unpaid-order limit', async () => {
    const buyer = await t.createUser()
    const keys = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    const products = await Promise.all(keys.map(() => createProduct(t.db)))
    const ids = []
    for (const [i, key] of keys.entries()) {
      const res = await place(buyer, orderBody(products[i]!.product.id), key)
      expect(res.statusCode).toBe(201)
      ids.push(res.json().order.id)
    }
    const retry = await place(buyer, orderBody(products[2]!.product.id), keys[2])
    expect([retry.statusCode, retry.json().order.id]).toEqual([200, ids[2]])
  })

  it('answers a retry even when the product has since been taken off sale', async () => {
    const buyer = await t.createUser()
    const { product } = await createProduct(t.db)
    const key = crypto.randomUUID()
    const first = await place(buyer, orderBody(product.id), key)
    expect(first.statusCode).toBe(201)
    await t.db.update(products).set({ active: false }).where(eq(products.id, product.id))
    const retry = await place(buyer, orderBody(product.id), key)
    expect([retry.statusCode, retry.json().order]).toEqual([200, first.json().order])
    // A new order for it is refused.
    const fresh = await place(buyer, orderBody(product.id), crypto.randomUUID())
    expect([fresh.statusCode, fresh.json().error.code]).toEqual([409, 'PRODUCT_UNAVAILABLE'])
  })

  it('places one order when the same request arrives many times at once', { timeout: 60_000 }, async () => {
    const buyer = await t.createUser()
    const { product, variants } = await createProduct(t.db, { sizes: { M: 3 } })
    const key = crypto.randomUUID()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => place(buyer, orderBody(product.id, { quantity: 2 }), key)),
    )
    const statuses = responses.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(responses.map((r) => r.json().order.id)).size).toBe(1)
    expect(await ordersWithKey(buyer.id, key)).toHaveLength(1)
    expect(await variantStock(t.db, variants[0]!.id)).toBe(1)
    expect(await t.outbox(buyer.email)).toHaveLength(1)
  })

  it('keeps one order per customer and key in the database itself', async () => {
    const buyer = await t.createUser()
    const row = {
      userId: buyer.id,
      subtotalCents: 100,
      totalCents: 100,
      shippingAddress: {
        name: 'A',
        address: 'B',
        address2: '',
        city: 'C',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
      idempotencyKey: 'same-key-1234',
      requestHash: 'h',
    }
    await t.db.insert(orders).values(row)
    await expect(t.db.insert(orders).values(row)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505', constraint: 'orders_user_idempotency_key_idx' }),
    })
    // Orders placed without a key are unaffected.
    await t.db.insert(orders).values([
      { ...row, idempotencyKey: null },
      { ...row, idempotencyKey: null },
    ])
  })
})
