import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import {
  categoryListResponse,
  productDetailSchema,
  productListResponse,
  relatedProductsResponse,
} from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app.ts'
import { products } from '../../db/schema/catalog.ts'
import { webDist, webServerEntry } from '../../plugins/spa.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'
import { seedGeneratedProducts } from '../../../../../bench/seed-products.ts'
import { invalidateCatalog, listProducts, listProductsSql } from './catalog.service.ts'
import { withSearchPlanner } from './catalog.sql.ts'

let t: TestApp
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000)
let hoodie: Awaited<ReturnType<typeof createProduct>>

beforeAll(async () => {
  t = await createTestApp()
  // Catalogue reads straight from the database (the shared pages keep their cache).
  t.ctx.caches.catalog.setTtl(0)
  await createProduct(t.db, { name: 'Solana Sunrise Tee', category: 'T-Shirts', createdAt: minutesAgo(30) })
  await createProduct(t.db, {
    name: 'Degen Cap',
    category: 'Accessories',
    description: 'A cap for MOON missions',
    sizes: { 'One Size': 0 },
    createdAt: minutesAgo(20),
  })
  hoodie = await createProduct(t.db, {
    name: 'Bull Run Hoodie',
    category: 'Hoodies',
    createdAt: minutesAgo(10),
    sizes: { S: 0, M: 2, L: 9 },
    lowStockThreshold: 3,
  })
  await createProduct(t.db, { name: 'Hidden Hoodie', category: 'Hoodies', active: false })
})
afterAll(async () => t?.close())

const get = (url: string, headers?: Record<string, string>) => t.request({ method: 'GET', url, headers })

describe('GET /api/products', () => {
  it('lists active products newest first with SKU, stock status and total', async () => {
    const res = await get('/api/products')
    expect(res.statusCode).toBe(200)
    const body = productListResponse.parse(res.json())
    expect(body.items.map((p) => p.name)).toEqual(['Bull Run Hoodie', 'Degen Cap', 'Solana Sunrise Tee'])
    expect(body.total).toBe(3)
    const first = body.items[0]!
    expect(first.sku).toBe(`HOO${hoodie.product.id.slice(0, 8)}`.toUpperCase())
    expect(first.category).toEqual({ id: hoodie.category!.id, name: 'Hoodies' })
    expect(first.inventory_status).toBe('in_stock')
    expect(body.items[1]!.inventory_status).toBe('out_of_stock')
    expect(new Date(first.created_at).toISOString()).toBe(first.created_at)
  })

  it('searches name and description case-insensitively', async () => {
    const byName = productListResponse.parse((await get('/api/products?q=bull%20RUN')).json())
    expect(byName.items.map((p) => p.name)).toEqual(['Bull Run Hoodie'])
    const byDescription = productListResponse.parse((await get('/api/products?q=moon')).json())
    expect(byDescription.items.map((p) => p.name)).toEqual(['Degen Cap'])
    const none = productListResponse.parse((await get('/api/products?q=%25_nothing')).json())
    expect(none).toEqual({ items: [], total: 0 })
  })

  it('filters by category slug or id and paginates', async () => {
    const bySlug = productListResponse.parse((await get('/api/products?category=hoodies')).json())
    expect(bySlug.items.map((p) => p.name)).toEqual(['Bull Run Hoodie'])
    const byId = productListResponse.parse(
      (await get(`/api/products?category=${hoodie.category!.id}`)).json(),
    )
    expect(byId.items.map((p) => p.name)).toEqual(['Bull Run Hoodie'])
    const page2 = productListResponse.parse((await get('/api/products?limit=2&offset=2')).json())
    expect(page2.items.map((p) => p.name)).toEqual(['Solana Sunrise Tee'])
    expect(page2.total).toBe(3)
    expect((await get('/api/products?limit=0')).statusCode).toBe(400)
  })

  it('sends a weak ETag and answers 304 when it still matches', async () => {
    const first = await get('/api/products')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const again = await get('/api/products', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    await createProduct(t.db, { name: 'Fresh Drop Tee', category: 'T-Shirts' })
    const changed = await get('/api/products', { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().items[0].name).toBe('Fresh Drop Tee')
    await t.db.execute(sql`update products set active = false where name = 'Fresh Drop Tee'`)
  })

  it('sends Brotli or gzip when asked, compressed once per cached body', async () => {
    const plain = await get('/api/products')
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/api/products', { 'accept-encoding': `${encoding}, deflate` })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers.vary).toContain('accept-encoding')
      expect(res.headers.etag).toBe(plain.headers.etag)
      const raw =
        encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload)
      expect(JSON.parse(raw.toString())).toEqual(plain.json())
    }
    const small = await get('/api/categories', { 'accept-encoding': 'br' })
    expect(small.headers['content-encoding']).toBeUndefined()
  })

  it('serves repeated reads from the short cache until the catalogue changes here', async () => {
    // Only this app's own change is under test: a late announcement of the fixtures' inserts (heard
    // directly, or at the end of a coalescing window opened before this test) would otherwise mark the
    // first read out of date between the two reads.
    const announcements = vi.spyOn(t.ctx.caches.catalog, 'soften').mockImplementation(() => {})
    t.ctx.caches.catalog.setTtl(60_000)
    try {
      const query = { q: 'cache', limit: 20, offset: 0 }
      const first = await listProducts(t.ctx, query)
      expect(await listProducts(t.ctx, query)).toBe(first)
      await createProduct(t.db, { name: 'Cache Probe Tee' })
      // The app that made the change reads fresh at once, without waiting for the database's notice.
      invalidateCatalog(t.ctx)
      expect((await get('/api/products?q=cache')).json().total).toBe(1)
    } finally {
      announcements.mockRestore()
      t.ctx.caches.catalog.setTtl(0)
      await t.db.execute(sql`update products set active = false where name = 'Cache Probe Tee'`)
    }
  })
})

describe('GET /api/categories', () => {
  it('lists categories by name', async () => {
    const res = await get('/api/categories')
    const body = categoryListResponse.parse(res.json())
    expect(body.items.map((c) => c.name)).toEqual(['Accessories', 'Hoodies', 'T-Shirts'])
    expect(body.items[1]!.slug).toBe('hoodies')
  })
})

describe('GET /api/products/:slug', () => {
  it('returns every field of the product page', async () => {
    const res = await get(`/api/products/${hoodie.product.slug}`)
    expect(res.statusCode).toBe(200)
    const p = productDetailSchema.parse(res.json())
    expect(p).toMatchObject({
      id: hoodie.product.id,
      name: 'Bull Run Hoodie',
      price_cents: 2500,
      stock: 11,
      low_stock_threshold: 3,
      inventory_status: 'in_stock',
      weight_grams: 200,
      care_instructions: 'Machine wash cold',
      fit_description: 'Regular fit',
      gender: 'unisex',
      category: { id: hoodie.category!.id, name: 'Hoodies' },
    })
    expect(p.variants.map((v) => [v.size, v.stock])).toEqual([
      ['S', 0],
      ['M', 2],
      ['L', 9],
    ])
    expect(p.variants[0]).toMatchObject({ chest: '96-101', length: '71', sleeve: '20' })
    expect(p.colors.map((c) => c.name)).toEqual(['Black', 'White'])
    expect(p.images.map((i) => i.color_id)).toEqual([hoodie.colors[0]!.id, hoodie.colors[1]!.id, null])
    expect(p.images[0]!.is_primary).toBe(true)
    expect(p.materials).toEqual([expect.objectContaining({ name: 'Organic cotton', percentage: 100 })])
    expect(p.size_guide.map((r) => r.size)).toEqual(['S', 'M', 'L'])
  })

  it("answers 404 'Product not found' for unknown and inactive products", async () => {
    for (const slug of ['no-such-product', 'hidden-hoodie']) {
      const res = await get(`/api/products/${slug}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Product not found' })
    }
    const [hidden] = await t.db
      .select()
      .from(products)
      .where(sql`name = 'Hidden Hoodie'`)
    expect((await get(`/api/products/${hidden!.slug}`)).statusCode).toBe(404)
  })

  it('lists up to four related active products of the same category, excluding itself', async () => {
    for (let i = 0; i < 5; i++)
      await createProduct(t.db, { name: `Related Hoodie ${i}`, category: 'Hoodies' })
    const res = await get(`/api/products/${hoodie.product.slug}/related`)
    const body = relatedProductsResponse.parse(res.json())
    expect(body.items).toHaveLength(4)
    expect(body.items.map((p) => p.name)).toEqual([
      'Related Hoodie 4',
      'Related Hoodie 3',
      'Related Hoodie 2',
      'Related Hoodie 1',
    ])
    expect((await get('/api/products/nope/related')).statusCode).toBe(404)
  })
})

const webBuilt = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(webServerEntry)
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="server-state">/.exec(html)?.[1]
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)![1]!) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[]
  }

describe.skipIf(!webBuilt)('server-rendered pages', () => {
  let web: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    web = await buildApp(t.ctx, { serveWeb: true })
  })
  afterAll(async () => {
    await web.close()
  })

  it('a product page arrives with its title, OpenGraph card, content and query data', async () => {
    const res = await web.inject({ method: 'GET', url: `/products/${hoodie.product.slug}` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Bull Run Hoodie | RDO Shop</title>')
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/files/products/black.webp">',
    )
    expect(res.body).toContain('<meta name="description" content="A soft cotton tee for traders.">')
    const root = rootOf(res.body)!
    expect(root).toContain('<h1')
    expect(root).toContain('Bull Run Hoodie')
    expect(root).toContain('Add to Cart')
    const detail = stateOf(res.body).queries.find((q) => q.queryKey[1] === 'detail')!
    expect(productDetailSchema.parse(detail.state.data).id).toBe(hoodie.product.id)
    // Private: a visitor with a session gets another page for the URL (plugins/spa.ts).
    expect(res.headers['cache-control']).toBe('private, no-cache')
    // Pages get the document policy: scripts from this site and the index.html inline scripts by hash.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    expect(String(res.headers.vary)).toContain('cookie')
  })

  it('a public profile renders in the browser, with the title and card its route makes', async () => {
    const carol = await t.createUser({ name: 'Carol Card' })
    const res = await web.inject({ method: 'GET', url: `/user/id/${carol.id}` })
    expect(res.body).toContain('<title>Carol Card | RDO Shop</title>')
    expect(res.body).toContain(
      '<meta property="og:description" content="Carol Card on RDO Shop: 0 community designs.">',
    )
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('id="server-state"')
    const nobody = await web.inject({ method: 'GET', url: '/user/nobody-here' })
    expect(nobody.body).toContain('<title>User Not Found | RDO Shop</title>')
    // A page with neither server rendering nor a card of its own keeps the shop's title.
    const cart = await web.inject({ method: 'GET', url: '/cart' })
    expect(cart.body).not.toContain('og:title')
    expect(cart.body).toContain('<div id="root"></div>')
  })

  it('a missing product answers 404 with its not-found page rendered', async () => {
    const missing = await web.inject({ method: 'GET', url: '/products/nothing-here' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('<title>Product not found | RDO Shop</title>')
    expect(rootOf(missing.body)).toContain('Product not found')
  })

  it('the product list renders the search from the URL', async () => {
    const res = await web.inject({ method: 'GET', url: '/products?q=hoodie' })
    const root = rootOf(res.body)!
    expect(root).toContain('Our Collection')
    expect(root).toContain('Bull Run Hoodie')
    expect(root).not.toContain('Degen Cap')
    const list = stateOf(res.body).queries.find((q) => q.queryKey[1] === 'list')!
    expect(list.queryKey[2]).toEqual({ q: 'hoodie', category: '' })
  })

  it("renders no visitor's session into a shared page: the browser fills it in", async () => {
    const alice = await t.createUser({ name: 'Alice Render' })
    const signedIn = await web.inject({ method: 'GET', url: '/', headers: { cookie: alice.cookie } })
    expect(stateOf(signedIn.body).queries.find((q) => q.queryKey[0] === 'session')).toBeUndefined()
    expect(signedIn.body).not.toContain(alice.email)
    expect(rootOf(signedIn.body)).not.toContain('>Login<')
    const anonymous = await web.inject({ method: 'GET', url: '/' })
    expect(anonymous.body).not.toContain(alice.email)
    expect(
      stateOf(anonymous.body).queries.find((q) => q.queryKey[0] === 'session')!.state.data,
    ).toMatchObject({
      user: null,
    })
  })

  it('is compressed when the browser accepts it, and private pages stay client-rendered', async () => {
    const br = await web.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('id="server-state"')
    const cart = await web.inject({ method: 'GET', url: '/cart' })
    expect(cart.body).toContain('<div id="root"></div>')
    expect((await web.inject({ method: 'GET', url: '/assets/missing-file.js' })).statusCode).toBe(404)
  })

  it('shares a page among visitors without a session until the catalogue changes', async () => {
    const first = await web.inject({ method: 'GET', url: '/products?q=probe' })
    expect(rootOf(first.body)).not.toContain('Page Cache Probe Tee')
    expect(t.ctx.caches.pages.has('/products?q=probe')).toBe(true)
    expect((await web.inject({ method: 'GET', url: '/products?q=probe' })).body).toBe(first.body)
    await createProduct(t.db, { name: 'Page Cache Probe Tee' })
    // The database announces the change and the shared page is dropped.
    await expect.poll(() => t.ctx.caches.pages.has('/products?q=probe'), { timeout: 1000 }).toBe(false)
    // The signed-in visitors' page was dropped with it.
    const bob = await t.createUser()
    const own = await web.inject({ method: 'GET', url: '/products?q=probe', headers: { cookie: bob.cookie } })
    expect(rootOf(own.body)).toContain('Page Cache Probe Tee')
    const fresh = await web.inject({ method: 'GET', url: '/products?q=probe' })
    expect(rootOf(fresh.body)).toContain('Page Cache Probe Tee')
  })

  it('page text cannot break out of the state script or the markup', async () => {
    await createProduct(t.db, {
      name: 'Tag </script><script>alert(1)</script> $& Tee',
      category: 'T-Shirts',
    })
    invalidateCatalog(t.ctx)
    const res = await web.inject({ method: 'GET', url: '/products?q=alert' })
    expect(res.body).not.toContain('<script>alert(1)</script>')
    expect(rootOf(res.body)).toContain('Tag &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; Tee')
  })
})

describe('search at 10,000 products', () => {
  it('uses the trigram index and stays fast', async () => {
    await seedGeneratedProducts(t.db, 10_000)
    for (const q of ['sunrise hoodie', 'validator', 'drop 4242.']) {
      const query = listProductsSql({ q, limit: 24, offset: 0 })
      const plan = await withSearchPlanner(t.db, (tx) =>
        tx.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`),
      )
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n')
      expect(text, q).toContain('products_search_trgm_idx')
      expect(text, q).not.toContain('Seq Scan on products')
      expect(Number(/Execution Time: ([\d.]+) ms/.exec(text)![1]), q).toBeLessThan(25)
    }
    const started = performance.now()
    const res = await get('/api/products?q=Drop%204242.')
    expect(performance.now() - started).toBeLessThan(250)
    expect(productListResponse.parse(res.json()).items.map((p) => p.name)).toEqual(['Diamond Market Tote'])
    const common = productListResponse.parse((await get('/api/products?q=SUNRISE%20hoodie')).json())
    expect(common.items).toHaveLength(24)
    expect(common.items.every((p) => /sunrise hoodie/i.test(p.name))).toBe(true)
  })
})
