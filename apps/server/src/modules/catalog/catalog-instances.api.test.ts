import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { productDetailSchema, productListResponse } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { products, productVariants } from '../../db/schema/catalog.ts'
import { cachedBody } from '../../lib/http-cache.ts'
import { webDist, webServerEntry } from '../../plugins/spa.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'
import { changeProduct } from '../wishlist/index.ts'
import { listProducts } from './catalog.service.ts'

/** Two server instances on one database, each with its own two-second catalogue and page caches. */
let a: TestApp
let b: TestApp
let tee: Awaited<ReturnType<typeof createProduct>>

const settle = () => new Promise((resolve) => setTimeout(resolve, 400))
const listOn = async (app: TestApp) =>
  productListResponse.parse((await app.request({ method: 'GET', url: '/api/products' })).json())

/** B serves /products from its caches: the API body and a shared page both held. */
async function warmB() {
  const body = await listProducts(b.ctx, { limit: 24, offset: 0 })
  expect(await listProducts(b.ctx, { limit: 24, offset: 0 })).toBe(body)
  const res = await b.request({ method: 'GET', url: '/api/products' })
  expect(res.headers.etag).toBe(body.etag)
  await b.ctx.caches.pages.get('/products', async () => cachedBody('<p>the list as it was</p>'))
  expect(b.ctx.caches.pages.has('/products')).toBe(true)
  return body
}

/** Waits until B's /products shows `seen`, failing after one second; returns the time it took. */
async function untilB(seen: (list: Awaited<ReturnType<typeof listOn>>) => boolean) {
  const started = Date.now()
  await expect.poll(async () => seen(await listOn(b)), { timeout: 1000, interval: 20 }).toBe(true)
  expect(b.ctx.caches.pages.has('/products')).toBe(false)
  return Date.now() - started
}

beforeAll(async () => {
  a = await createTestApp()
  b = await createTestApp({ databaseUrl: a.databaseUrl })
  // Both follow the database's announcements (the helper starts each app's listening connection).
  expect(a.ctx.realtime.connected && b.ctx.realtime.connected).toBe(true)
  tee = await createProduct(a.db, { name: 'Two Instance Tee', priceCents: 2500, sizes: { S: 0, M: 4 } })
  // Let the announcements of the product's creation pass before warming B's caches.
  await settle()
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

const teeOn = (list: Awaited<ReturnType<typeof listOn>>) => list.items.find((p) => p.id === tee.product.id)

describe('catalogue caches across instances', () => {
  it("an admin's price change on instance A shows on instance B's /products within one second", async () => {
    await warmB()
    expect(teeOn(await listOn(b))?.price_cents).toBe(2500)

    const { priceDrop } = await changeProduct(a.ctx, tee.product.id, async (tx) => {
      await tx.update(products).set({ priceCents: 1999 }).where(eq(products.id, tee.product.id))
    })
    expect(priceDrop).toBe(true)
    // A, which made the change, reads fresh at once.
    expect(teeOn(await listOn(a))?.price_cents).toBe(1999)
    const took = await untilB((list) => teeOn(list)?.price_cents === 1999)
    expect(took).toBeLessThan(1000)
    await settle()
  })

  it('a change made with plain SQL (stock, active) reaches B too', async () => {
    await warmB()
    await a.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, tee.product.id))
    await a.db.update(products).set({ stock: 0 }).where(eq(products.id, tee.product.id))
    await untilB((list) => teeOn(list)?.inventory_status === 'out_of_stock')
    await settle()

    await warmB()
    await a.db.execute(sql`update products set active = false where id = ${tee.product.id}`)
    await untilB((list) => teeOn(list) === undefined)
    const detail = await b.request({ method: 'GET', url: `/api/products/${tee.product.slug}` })
    expect(detail.statusCode).toBe(404)
    await settle()
  })

  it('a rolled-back change announces nothing', async () => {
    await a.db.execute(sql`update products set active = true where id = ${tee.product.id}`)
    await settle()
    const body = await warmB()
    await a.db
      .transaction(async (tx) => {
        await tx.update(products).set({ priceCents: 1 }).where(eq(products.id, tee.product.id))
        throw new Error('rolled back')
      })
      .catch(() => {})
    await settle()
    expect(await listProducts(b.ctx, { limit: 24, offset: 0 })).toBe(body)
    const detail = productDetailSchema.parse(
      (await b.request({ method: 'GET', url: `/api/products/${tee.product.slug}` })).json(),
    )
    expect(detail.price_cents).toBe(1999)
  })
})

const webBuilt = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(webServerEntry)

describe.skipIf(!webBuilt)("instance B's server-rendered /products", () => {
  let web: Awaited<ReturnType<typeof buildApp>>
  const page = async () => (await web.inject({ method: 'GET', url: '/products' })).body
  beforeAll(async () => {
    web = await buildApp(b.ctx, { serveWeb: true })
    await a.db.execute(sql`update products set active = true where id = ${tee.product.id}`)
    await settle()
  })
  afterAll(async () => web?.close())

  it('shows a product renamed on instance A within one second', async () => {
    const before = await page()
    expect(before).toContain('Two Instance Tee')
    expect(b.ctx.caches.pages.has('/products')).toBe(true)
    await changeProduct(a.ctx, tee.product.id, async (tx) => {
      await tx
        .update(products)
        .set({ name: 'Two Instance Tee, Renamed' })
        .where(eq(products.id, tee.product.id))
    })
    const started = Date.now()
    await expect.poll(page, { timeout: 1000, interval: 20 }).toContain('Two Instance Tee, Renamed')
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
