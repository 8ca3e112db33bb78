import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { productReviews } from '../src/db/schema/reviews.ts'
import { webDist, webServerEntry } from '../src/plugins/spa.ts'
import { APP_ORIGIN, createTestApp, type TestApp } from './helper.ts'
import { createProduct } from './products.ts'
import { jsonLdOf, validateSchemaOrg } from './schema-org.ts'

/** What search engines read in the pages: canonical links, noindex, and schema.org structured data. */

const webBuilt = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(webServerEntry)
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="server-state">/.exec(html)?.[1] ?? ''
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex">')
type Offer = { price: string; availability: string; inventoryLevel: { value: number } }

describe.skipIf(!webBuilt)('pages for search engines', () => {
  let t: TestApp
  let web: Awaited<ReturnType<typeof buildApp>>
  const get = (url: string) => web.inject({ method: 'GET', url })

  beforeAll(async () => {
    t = await createTestApp()
    web = await buildApp(t.ctx, { serveWeb: true })
  })
  afterAll(async () => {
    await web?.close()
    await t?.close()
  })

  it('a product page describes the product, its offer and rating with the price and stock it shows', async () => {
    const { product } = await createProduct(t.db, {
      name: 'Ledger Hoodie',
      priceCents: 6450,
      sizes: { S: 2, M: 7 },
      category: 'Hoodies',
    })
    const reviewers = [await t.createUser({ signIn: false }), await t.createUser({ signIn: false })]
    await t.db.insert(productReviews).values([
      {
        productId: product.id,
        userId: reviewers[0]!.id,
        rating: 5,
        title: 'Great',
        content: 'Soft and warm',
      },
      {
        productId: product.id,
        userId: reviewers[1]!.id,
        rating: 4,
        title: 'Good',
        content: 'Runs a little large',
      },
    ])
    const res = await get(`/products/${product.slug}?utm_source=newsletter`)
    expect(res.statusCode).toBe(200)
    const url = `${APP_ORIGIN}/products/${product.slug}`
    expect(canonicalOf(res.body)).toBe(url)
    expect(noindex(res.body)).toBe(false)
    const blocks = jsonLdOf(res.body)
    expect(blocks.map((b) => b['@type'])).toEqual(['Product', 'BreadcrumbList'])
    for (const block of blocks) expect(validateSchemaOrg(block)).toEqual([])
    const [ld, crumbs] = blocks as [Record<string, unknown> & { offers: Offer }, Record<string, unknown>]
    // The price and stock are the page's own: the price it prints and the stock it sells from.
    expect(rootOf(res.body)).toContain('$64.50')
    expect(ld.offers.price).toBe('64.50')
    expect(ld.offers.availability).toBe('https://schema.org/InStock')
    expect(ld.offers.inventoryLevel.value).toBe(9)
    expect(ld).toMatchObject({
      name: 'Ledger Hoodie',
      url,
      category: 'Hoodies',
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    })
    expect((crumbs.itemListElement as { item: string }[]).map((c) => c.item)).toEqual([
      `${APP_ORIGIN}/`,
      `${APP_ORIGIN}/products`,
      url,
    ])
  })

  it('a sold-out product is out of stock, without a rating until it has reviews', async () => {
    const { product } = await createProduct(t.db, { name: 'Gone Cap', sizes: {}, stock: 0, priceCents: 1999 })
    const res = await get(`/products/${product.slug}`)
    expect(rootOf(res.body)).toContain('Out of Stock')
    const [ld] = jsonLdOf(res.body) as [Record<string, unknown> & { offers: Offer }]
    expect(validateSchemaOrg(ld)).toEqual([])
    expect(ld.offers).toMatchObject({ price: '19.99', availability: 'https://schema.org/OutOfStock' })
    expect(ld.offers.inventoryLevel.value).toBe(0)
    expect(ld.aggregateRating).toBeUndefined()
  })

  it('the home page names the shop (Organization); listing pages have their canonical address', async () => {
    const home = await get('/')
    expect(canonicalOf(home.body)).toBe(`${APP_ORIGIN}/`)
    const [org] = jsonLdOf(home.body)
    expect(validateSchemaOrg(org)).toEqual([])
    expect(org).toMatchObject({ '@type': 'Organization', name: 'RDO Shop', url: `${APP_ORIGIN}/` })
    expect(home.body.match(/<meta name="description"/g)).toHaveLength(1)
    const list = await get('/products?category=hoodies&sort=price')
    expect(canonicalOf(list.body)).toBe(`${APP_ORIGIN}/products`)
    for (const page of ['/shipping-info', '/community-designs', '/partner-program'])
      expect(canonicalOf((await get(page)).body)).toBe(`${APP_ORIGIN}${page}`)
  })

  it('private pages and missing products are noindex, without a canonical link or structured data', async () => {
    for (const page of [
      '/account',
      '/checkout',
      '/cart',
      '/orders',
      '/admin',
      '/admin/email',
      '/login',
      '/products/no-such-thing',
    ]) {
      const res = await get(page)
      expect(noindex(res.body), page).toBe(true)
      expect(canonicalOf(res.body), page).toBeUndefined()
      expect(jsonLdOf(res.body), page).toEqual([])
    }
  })
})
