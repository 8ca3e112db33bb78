import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import {
  categoryListResponse,
  productDetailSchema,
  productListResponse,
  relatedProductsResponse,
} from '@rdo/contracts'
import { describe, expect, it, vi } from 'vitest'
import { products } from '../../db/schema/catalog.ts'
import { createProduct } from '../../../test/products.ts'
import { seedGeneratedProducts } from '../../../../../bench/seed-products.ts'
import { hoodie, t, useCatalogWorld } from './catalog.fixtures.ts'
import { invalidateCatalog, listProducts, listProductsSql } from './catalog.service.ts'
import { withSearchPlanner } from './catalog.sql.ts'

useCatalogWorld()

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
