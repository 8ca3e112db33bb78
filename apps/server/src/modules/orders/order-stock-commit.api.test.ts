import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailMessages } from '../../db/schema/email.ts'
import { orders, orderStockTakes } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { createCode } from '../../../test/fixtures/checkout.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct, productStock, variantStock } from '../../../test/products.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

/** Another database session, outside the app, that holds rows while an order is placed. */
async function session() {
  const client = new pg.Client({ connectionString: t.databaseUrl })
  await client.connect()
  return client
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Places `body` while another session sets the product's stock (and its one size's, if any) to `left`
 * and commits on the order's way: the order reads the stock as it was, and its commit finds `left`.
 */
async function placeWhileStockSetTo(
  left: number,
  product: { id: string },
  variantId: string | null,
  body: ReturnType<typeof orderBody>,
) {
  const buyer = await t.createUser()
  const seller = await session()
  try {
    await seller.query('begin')
    if (variantId)
      await seller.query('update product_variants set stock = $1 where id = $2', [left, variantId])
    await seller.query('update products set stock = $1 where id = $2', [left, product.id])
    const placing = t.request({ method: 'POST', url: '/api/orders', cookie: buyer.cookie, payload: body })
    await pause(700)
    await seller.query('commit')
    return { buyer, res: await placing }
  } finally {
    await seller.end()
  }
}

describe("an order's stock is taken as its transaction commits", () => {
  it('leaves the stock rows free while the rest of the order is written', { timeout: 30_000 }, async () => {
    const buyer = await t.createUser()
    const { product, variants } = await createProduct(t.db, { name: 'Commit Tee', sizes: { M: 3 } })
    await createCode(t.db, { code: 'HOLDME' })
    // The code's row is the order's last write: held by another session, the order waits there, after
    // it has recorded what it takes from stock.
    const holder = await session()
    const other = await session()
    try {
      await holder.query('begin')
      await holder.query(`select id from discount_codes where code = 'HOLDME' for update`)
      const placing = t.request({
        method: 'POST',
        url: '/api/orders',
        cookie: buyer.cookie,
        payload: orderBody(product.id, { discount_code: 'holdme' }),
      })
      await pause(700)
      // Meanwhile the size's and the product's stock rows can be changed at once (an order that took
      // them before its commit held them until then).
      await other.query(`set lock_timeout = '2s'`)
      await other.query('begin')
      await other.query('update product_variants set stock = stock where id = $1', [variants[0]!.id])
      await other.query('update products set stock = stock where id = $1', [product.id])
      await other.query('commit')
      await holder.query('rollback')
      const res = await placing
      expect(res.statusCode, res.body).toBe(201)
    } finally {
      await other.end()
      await holder.end()
    }
    expect(await variantStock(t.db, variants[0]!.id)).toBe(2)
    expect(await productStock(t.db, product.id)).toBe(2)
    expect(await t.db.select().from(orderStockTakes)).toEqual([])
  })

  it('refuses the whole order when its units went before the commit', { timeout: 30_000 }, async () => {
    const { product, variants } = await createProduct(t.db, { name: 'Last Commit Tee', sizes: { M: 1 } })
    // Another session sells the last unit and commits while the order is on its way: the order read
    // one unit left, and its commit finds none.
    const { buyer, res } = await placeWhileStockSetTo(0, product, variants[0]!.id, orderBody(product.id))
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().error).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Last Commit Tee in size M is out of stock',
    })
    // Nothing of the order is left: no order, no confirmation, no stock take.
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([])
    expect(await t.db.select().from(emailMessages).where(eq(emailMessages.userId, buyer.id))).toEqual([])
    expect(await t.db.select().from(orderStockTakes)).toEqual([])
    expect(await variantStock(t.db, variants[0]!.id)).toBe(0)
  })

  it(
    'names what is left when an order asks for more than its commit finds',
    { timeout: 30_000 },
    async () => {
      const { product, variants } = await createProduct(t.db, { name: 'Few Left Tee', sizes: { M: 3 } })
      const { res } = await placeWhileStockSetTo(
        1,
        product,
        variants[0]!.id,
        orderBody(product.id, { quantity: 2 }),
      )
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().error.code).toBe('OUT_OF_STOCK')
      expect(res.json().error.message).toMatch(/^Only 1 left of Few Left Tee/)
      expect(await variantStock(t.db, variants[0]!.id)).toBe(1)
    },
  )

  it('names a product without sizes whose units went before the commit', { timeout: 30_000 }, async () => {
    const { product } = await createProduct(t.db, { name: 'Commit Sticker', sizes: {}, stock: 2, colors: [] })
    const { buyer, res } = await placeWhileStockSetTo(
      1,
      product,
      null,
      orderBody(product.id, { size: null, color: null, quantity: 2 }),
    )
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().error).toEqual({ code: 'OUT_OF_STOCK', message: 'Only 1 left of Commit Sticker' })
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([])
    expect(await productStock(t.db, product.id)).toBe(1)
  })
})
