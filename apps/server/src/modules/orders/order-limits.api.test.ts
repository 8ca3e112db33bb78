import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct, productStock, variantStock } from '../../../test/products.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const place = (user: TestUser, payload: object) =>
  t.request({ method: 'POST', url: '/api/orders', payload, cookie: user.cookie })
const errorOf = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error
const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status
const lines = (productId: string, ...spec: [size: string, quantity: number][]) =>
  spec.map(([size, quantity]) => ({ product_id: productId, size, color: 'Black', quantity }))

describe('a limited drop cannot be hoarded', () => {
  it('merges lines of the same product, size and colour, and caps units per product', async () => {
    const hoarder = await t.createUser()
    const { product, variants } = await createProduct(t.db, { name: 'Drop Tee', sizes: { M: 40, L: 40 } })
    // The reported attack: the same size in four lines of ten.
    const attack = await place(hoarder, {
      ...orderBody(product.id),
      items: lines(product.id, ['M', 10], ['M', 10], ['M', 10], ['M', 10]),
    })
    expect([attack.statusCode, errorOf(attack)]).toEqual([
      400,
      {
        code: 'PRODUCT_LIMIT',
        message: 'You can order at most 10 of Drop Tee in one order (all sizes and colours together)',
      },
    ])
    // Across sizes too.
    const spread = await place(hoarder, {
      ...orderBody(product.id),
      items: lines(product.id, ['M', 6], ['L', 5]),
    })
    expect([spread.statusCode, errorOf(spread).code]).toEqual([400, 'PRODUCT_LIMIT'])
    expect(await variantStock(t.db, variants[0]!.id)).toBe(40)
    expect(await productStock(t.db, product.id)).toBe(80)

    // Duplicates within the cap become one line (sizes match whatever their case).
    const merged = await place(hoarder, {
      ...orderBody(product.id),
      items: [...lines(product.id, ['M', 2], [' m', 3]), ...lines(product.id, ['L', 1])],
    })
    expect(merged.statusCode).toBe(201)
    expect(
      merged.json().order.items.map((i: { size: string; quantity: number }) => [i.size, i.quantity]),
    ).toEqual([
      ['M', 5],
      ['L', 1],
    ])
    expect(await variantStock(t.db, variants[0]!.id)).toBe(35)
  })

  it('holds at most 3 unpaid orders per customer; paid, cancelled and expired ones do not count', async () => {
    const buyer = await t.createUser()
    const products = await Promise.all([1, 2, 3, 4].map(() => createProduct(t.db)))
    const placed = []
    for (const p of products.slice(0, 3)) {
      const res = await place(buyer, orderBody(p.product.id))
      expect(res.statusCode).toBe(201)
      placed.push(res.json().order.id as string)
    }
    const fourth = await place(buyer, orderBody(products[3]!.product.id))
    expect([fourth.statusCode, errorOf(fourth)]).toEqual([
      409,
      {
        code: 'TOO_MANY_UNPAID_ORDERS',
        message:
          'You already have 3 orders awaiting payment. Pay or cancel one of them before placing another.',
      },
    ])
    expect(await variantStock(t.db, products[3]!.variants[1]!.id)).toBe(5)

    await t.request({ method: 'POST', url: `/api/orders/${placed[0]}/cancel`, cookie: buyer.cookie })
    expect((await place(buyer, orderBody(products[3]!.product.id))).statusCode).toBe(201)
    // Past its expiry (not yet swept by the job), an unpaid order no longer holds a place.
    await t.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, placed[1]!))
    expect((await place(buyer, orderBody(products[0]!.product.id, { size: 'L' }))).statusCode).toBe(201)
    // Back at three: the same cart as one of them replaces that order, so it does not count against the cap.
    expect((await place(buyer, orderBody(products[2]!.product.id))).statusCode).toBe(201)
    expect(errorOf(await place(buyer, orderBody(products[1]!.product.id, { size: 'L' }))).code).toBe(
      'TOO_MANY_UNPAID_ORDERS',
    )
  })

  it('releases my older unpaid order when I place a new one with the same items', async () => {
    const buyer = await t.createUser()
    const other = await t.createUser()
    const { product, variants } = await createProduct(t.db, { name: 'Again Tee', sizes: { M: 10, L: 10 } })
    const extra = await createProduct(t.db, { name: 'Sock', sizes: { M: 10 } })
    const first = (await place(buyer, orderBody(product.id, { quantity: 4 }))).json().order
    const elsewhere = (await place(buyer, orderBody(product.id, { size: 'L', quantity: 2 }))).json().order
    const theirs = (await place(other, orderBody(product.id, { quantity: 1 }))).json().order
    expect(await variantStock(t.db, variants[0]!.id)).toBe(5)

    // The same item again (with another one): the first order is cancelled and its stock moves over.
    const again = await place(buyer, {
      ...orderBody(product.id),
      items: [...lines(product.id, ['M', 3]), ...lines(extra.product.id, ['M', 1])],
    })
    expect(again.statusCode).toBe(201)
    expect(await statusOf(first.id)).toBe('cancelled')
    expect(await statusOf(elsewhere.id)).toBe('pending_payment')
    expect(await statusOf(theirs.id)).toBe('pending_payment')
    expect(await variantStock(t.db, variants[0]!.id)).toBe(10 - 1 - 3)
    expect(await productStock(t.db, product.id)).toBe(20 - 1 - 3 - 2)
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, first.id))
    expect(items.map((i) => i.quantity)).toEqual([4])

    // An order whose payment has started is left alone (the payment may still complete).
    await t.db.update(orders).set({ paymentReference: 'cs_test_started' }).where(eq(orders.id, elsewhere.id))
    expect((await place(buyer, orderBody(product.id, { size: 'L', quantity: 2 }))).statusCode).toBe(201)
    expect(await statusOf(elsewhere.id)).toBe('pending_payment')
    expect(await variantStock(t.db, variants[1]!.id)).toBe(10 - 2 - 2)
  })

  it('limits order placement per account', async () => {
    const [busy, calm] = await Promise.all([t.createUser(), t.createUser()])
    const { product } = await createProduct(t.db)
    const invalid = { ...orderBody(product.id), items: [] }
    for (let i = 0; i < 10; i++) expect((await place(busy, invalid)).statusCode).toBe(400)
    const limited = await place(busy, orderBody(product.id))
    expect([limited.statusCode, errorOf(limited).message]).toEqual([
      429,
      'Too many attempts. Please try again later',
    ])
    // Counted per account, not per address: another customer on the same network goes on.
    expect((await place(calm, orderBody(product.id))).statusCode).toBe(201)
  })
})
