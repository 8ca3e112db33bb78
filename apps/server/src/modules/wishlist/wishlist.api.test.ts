import { and, eq, sql } from 'drizzle-orm'
import { WISHLIST_MESSAGES, wishlistResponse } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, productVariants } from '../../db/schema/catalog.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'
import { applyProductChange, snapshotProduct } from './product-change.ts'

let t: TestApp
let fan: TestUser
let otherFan: TestUser
let bystander: TestUser

beforeAll(async () => {
  t = await createTestApp()
  ;[fan, otherFan, bystander] = await Promise.all([t.createUser(), t.createUser(), t.createUser()])
})
afterAll(async () => t?.close())

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })

describe('wishlist routes', () => {
  it("answers 401 'Please sign in to add items to your wishlist' to visitors", async () => {
    const { product } = await createProduct(t.db)
    const calls = [
      req('GET', '/api/wishlist'),
      req('POST', '/api/wishlist', undefined, { product_id: product.id }),
      req('POST', '/api/wishlist', undefined, {}),
      req('GET', `/api/wishlist/products/${product.id}`),
      req('DELETE', `/api/wishlist/products/${product.id}`),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe(WISHLIST_MESSAGES.signInRequired)
    }
  })

  it('adds idempotently, reports status, lists newest first and removes by product or by entry', async () => {
    const tee = await createProduct(t.db, { name: 'Wish Tee', priceCents: 3100 })
    const cap = await createProduct(t.db, { name: 'Wish Cap', sizes: { 'One Size': 0 } })
    expect((await req('POST', '/api/wishlist', fan.cookie, { product_id: tee.product.id })).statusCode).toBe(
      201,
    )
    const again = await req('POST', '/api/wishlist', fan.cookie, { product_id: tee.product.id })
    expect(again.statusCode).toBe(200)
    await req('POST', '/api/wishlist', fan.cookie, { product_id: cap.product.id })

    const status = await req('GET', `/api/wishlist/products/${tee.product.id}`, fan.cookie)
    expect(status.json()).toMatchObject({ in_wishlist: true })
    const notMine = await req('GET', `/api/wishlist/products/${tee.product.id}`, otherFan.cookie)
    expect(notMine.json()).toEqual({ in_wishlist: false, entry_id: null })

    const list = wishlistResponse.parse((await req('GET', '/api/wishlist', fan.cookie)).json())
    expect(list.items.map((e) => e.product.name)).toEqual(['Wish Cap', 'Wish Tee'])
    expect(list.items[0]!.product).toMatchObject({ stock: 0, inventory_status: 'out_of_stock' })
    expect(list.items[1]!.product).toMatchObject({ price_cents: 3100, slug: tee.product.slug, stock: 15 })

    // Another customer cannot delete my entry.
    const entryId = list.items[0]!.id
    const foreign = await req('DELETE', `/api/wishlist/${entryId}`, otherFan.cookie)
    expect(foreign.statusCode).toBe(404)
    expect((await req('DELETE', `/api/wishlist/${entryId}`, fan.cookie)).statusCode).toBe(200)
    expect((await req('DELETE', `/api/wishlist/products/${tee.product.id}`, fan.cookie)).statusCode).toBe(200)
    expect((await req('GET', '/api/wishlist', fan.cookie)).json().items).toEqual([])
  })

  it('refuses unknown products', async () => {
    const res = await req('POST', '/api/wishlist', fan.cookie, {
      product_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('Product not found')
  })
})

describe('applyProductChange notifies wishlisters', () => {
  async function wishedProduct(sizes: Record<string, number>, priceCents = 3000) {
    const { product, variants } = await createProduct(t.db, {
      name: `Fan Hoodie ${sizes.S}`,
      sizes,
      priceCents,
    })
    for (const u of [fan, otherFan]) await req('POST', '/api/wishlist', u.cookie, { product_id: product.id })
    return { product, variants }
  }
  const noticesFor = (userId: string, productId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), sql`${notifications.data}->>'product_id' = ${productId}`))

  async function change(
    productId: string,
    edit: (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) => Promise<unknown>,
  ) {
    return t.db.transaction(async (tx) => {
      const before = (await snapshotProduct(tx, productId))!
      await edit(tx)
      return applyProductChange(tx, before, (await snapshotProduct(tx, productId))!)
    })
  }

  it('sends product_restock when a sold-out product gets stock, to fans only', async () => {
    const { product, variants } = await wishedProduct({ S: 0, M: 0 })
    const result = await change(product.id, async (tx) => {
      await tx.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, variants[1]!.id))
      await tx.update(products).set({ stock: 4 }).where(eq(products.id, product.id))
    })
    expect(result).toEqual({ restock: true, priceDrop: false })
    for (const u of [fan, otherFan]) {
      const [n] = await noticesFor(u.id, product.id)
      expect(n).toMatchObject({
        type: 'product_restock',
        title: 'Back in stock',
        message: `${product.name} is back in stock`,
        link: `/products/${product.slug}`,
      })
    }
    expect(await noticesFor(bystander.id, product.id)).toEqual([])
  })

  it('names the sizes that came back when the product still had other stock', async () => {
    const { product, variants } = await wishedProduct({ S: 0, M: 3, L: 0 })
    await change(product.id, async (tx) => {
      await tx.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, variants[0]!.id))
      await tx.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, variants[2]!.id))
      await tx.update(products).set({ stock: 6 }).where(eq(products.id, product.id))
    })
    const [n] = await noticesFor(fan.id, product.id)
    expect(n!.message).toBe(`${product.name} is back in stock in sizes S and L`)
  })

  it('sends price_drop on a lower price only, and nothing for an inactive product', async () => {
    const { product } = await wishedProduct({ S: 1 }, 3000)
    await change(product.id, (tx) =>
      tx.update(products).set({ priceCents: 3500 }).where(eq(products.id, product.id)),
    )
    expect(await noticesFor(fan.id, product.id)).toEqual([])
    const result = await change(product.id, (tx) =>
      tx.update(products).set({ priceCents: 2500 }).where(eq(products.id, product.id)),
    )
    expect(result.priceDrop).toBe(true)
    const [n] = await noticesFor(fan.id, product.id)
    expect(n).toMatchObject({ type: 'price_drop', message: `${product.name} is now $25.00 (was $35.00)` })
    expect(n!.data).toMatchObject({ old_price_cents: 3500, new_price_cents: 2500 })

    await change(product.id, (tx) =>
      tx.update(products).set({ priceCents: 1000, active: false }).where(eq(products.id, product.id)),
    )
    expect(await noticesFor(fan.id, product.id)).toHaveLength(1)
  })
})
