import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeDesign, makePerson } from '../../../test/fixtures/community.ts'
import { makeProject } from '../../../test/fixtures/partners.ts'
import { APP_ORIGIN, createTestApp, type TestApp } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'

/** robots.txt and the sitemap, at catalogue scale. */

const PER_FILE = 4000
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ env: { SITEMAP_URLS_PER_FILE: String(PER_FILE) } })
})
afterAll(async () => {
  vi.useRealTimers()
  await t?.close()
})

const get = (url: string) => t.request({ method: 'GET', url })
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
const lastmodsOf = (xml: string) => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!)

async function sitemapUrls() {
  const index = await get('/sitemap.xml')
  expect(index.statusCode).toBe(200)
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
  expect(index.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  )
  const files = locsOf(index.body)
  expect(lastmodsOf(index.body)).toHaveLength(files.length)
  const urls: string[] = []
  for (const file of files) {
    expect(file.startsWith(`${APP_ORIGIN}/sitemaps/`)).toBe(true)
    const part = await get(new URL(file).pathname)
    expect(part.statusCode).toBe(200)
    expect(part.headers['content-type']).toBe('application/xml; charset=utf-8')
    const locs = locsOf(part.body)
    expect(locs.length).toBeLessThanOrEqual(PER_FILE)
    // Every address has the date of its latest change.
    expect(lastmodsOf(part.body)).toHaveLength(locs.length)
    for (const d of lastmodsOf(part.body)) expect(d).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    urls.push(...locs)
  }
  return { files, urls }
}

describe('robots.txt', () => {
  it('keeps crawlers out of the admin, account, checkout and API, and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/admin', '/account', '/checkout', '/payment', '/cart', '/orders', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${APP_ORIGIN}/sitemap.xml`)
  })
})

describe('the sitemap', () => {
  it('lists every active product once and no archived one, at 10,000 products, with designs, stores and pages', async () => {
    // 10,000 active products and 300 archived ones, as the catalogue of a grown shop.
    await t.db.execute(sql`insert into products (name, slug, price_cents, active, updated_at)
      select 'Bulk ' || g, 'bulk-' || g, 2500, g <= 10000, now() - (g || ' minutes')::interval
      from generate_series(1, 10300) g`)
    const named = await createProduct(t.db, { name: 'Sitemap Hoodie' })
    const archived = await createProduct(t.db, { name: 'Archived Tee', active: false })
    const person = await makePerson(t)
    const approved = await makeDesign(t, { createdBy: person, status: 'approved' })
    const pending = await makeDesign(t, { createdBy: person, status: 'pending' })
    const store = await makeProject(t, { createdBy: person, status: 'approved' })
    const waiting = await makeProject(t, { createdBy: person, status: 'pending' })

    const started = performance.now()
    const { files, urls } = await sitemapUrls()
    const took = performance.now() - started
    const products = urls.filter((u) => u.startsWith(`${APP_ORIGIN}/products/`))
    const { rows } = await t.db.execute<{ slug: string }>(sql`select slug from products where active`)
    const expected = rows.map((r) => `${APP_ORIGIN}/products/${encodeURIComponent(r.slug)}`)
    expect(products).toHaveLength(10_001)
    expect(new Set(products).size).toBe(products.length)
    expect(new Set(products)).toEqual(new Set(expected))
    expect(products).toContain(`${APP_ORIGIN}/products/${named.product.slug}`)
    expect(products).not.toContain(`${APP_ORIGIN}/products/${archived.product.slug}`)
    expect(products.some((u) => /\/bulk-(1000[1-9]|10[12]\d\d|10300)$/.test(u))).toBe(false)
    expect(files.filter((f) => /\/sitemaps\/products-\d+\.xml$/.test(f))).toHaveLength(3)
    expect(urls).toContain(`${APP_ORIGIN}/community-designs/${approved}`)
    expect(urls).not.toContain(`${APP_ORIGIN}/community-designs/${pending}`)
    expect(urls).toContain(`${APP_ORIGIN}/partners/${store.id}`)
    expect(urls).not.toContain(`${APP_ORIGIN}/partners/${waiting.id}`)
    for (const page of [
      '/',
      '/products',
      '/community-designs',
      '/partner-program',
      '/shipping-info',
      '/privacy',
      '/terms',
    ])
      expect(urls).toContain(`${APP_ORIGIN}${page}`)
    console.log(
      `sitemap of 10,001 products, 1 design, 1 store: index and ${files.length} files in ${took.toFixed(0)} ms`,
    )
  })

  it('is made again at most a minute after a catalogue change', async () => {
    const gone = await createProduct(t.db, { name: 'Soon Archived' })
    t.ctx.runtimes.seo.files.clear()
    const href = `${APP_ORIGIN}/products/${gone.product.slug}`
    expect((await sitemapUrls()).urls).toContain(href)
    await t.db.execute(
      sql`update products set active = false, updated_at = now() where id = ${gone.product.id}`,
    )
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    expect((await sitemapUrls()).urls).not.toContain(href)
    vi.useRealTimers()
  })

  it('answers 404 for a file that does not exist', async () => {
    for (const url of [
      '/sitemaps/products-99.xml',
      '/sitemaps/orders-1.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/x',
    ])
      expect((await get(url)).statusCode).toBe(404)
  })
})
