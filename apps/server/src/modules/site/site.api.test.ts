import { DEFAULT_HERO } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products } from '../../db/schema/catalog.ts'
import { siteImages, siteSettings } from '../../db/schema/site.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const getHome = (headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/site/home', headers })

describe('GET /api/site/home', () => {
  it('answers the brand defaults, no images and no products on an empty shop', async () => {
    const res = await getHome()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ hero: DEFAULT_HERO, logo_url: null, hero_image_url: null, featured: [] })
  })

  it('shows the edited hero, the logo and hero image, and up to 4 active featured products newest first', async () => {
    await t.db.insert(siteSettings).values({
      key: 'hero_section',
      value: { title: 'Drop 7 is live', subtitle: '', description: 'Only 100 pieces.' },
    })
    await t.db.insert(siteImages).values([
      { key: 'logo', url: '/files/logo/rdo.webp' },
      { key: 'hero_image', url: '/files/site/hero.webp' },
    ])
    const [tees] = await t.db.insert(categories).values({ name: 'T-Shirts', slug: 't-shirts' }).returning()
    const day = (n: number) => new Date(Date.UTC(2025, 0, n))
    const product = (slug: string, n: number, extra: Partial<typeof products.$inferInsert> = {}) => ({
      name: slug,
      slug,
      priceCents: 2999,
      categoryId: tees!.id,
      stock: 50,
      lowStockThreshold: 10,
      featured: true,
      createdAt: day(n),
      ...extra,
    })
    await t.db
      .insert(products)
      .values([
        product('oldest-featured', 1),
        product('sold-out', 2, { stock: 0 }),
        product('almost-gone', 3, { stock: 10 }),
        product('plenty', 4, { stock: 11, imageUrl: '/files/products/plenty.webp' }),
        product('newest-featured', 5, { categoryId: null }),
        product('hidden', 6, { active: false }),
        product('not-featured', 7, { featured: false }),
      ])

    const res = await getHome()
    expect(res.statusCode).toBe(200)
    const body = res.json()
    // A blank stored field falls back to the brand default, field by field.
    expect(body.hero).toEqual({
      title: 'Drop 7 is live',
      subtitle: DEFAULT_HERO.subtitle,
      description: 'Only 100 pieces.',
    })
    expect(body.logo_url).toBe('/files/logo/rdo.webp')
    expect(body.hero_image_url).toBe('/files/site/hero.webp')
    expect(body.featured.map((p: { slug: string }) => p.slug)).toEqual([
      'newest-featured',
      'plenty',
      'almost-gone',
      'sold-out',
    ])
    expect(body.featured[1]).toEqual({
      id: expect.any(String),
      name: 'plenty',
      slug: 'plenty',
      price_cents: 2999,
      image_url: '/files/products/plenty.webp',
      category: { id: tees!.id, name: 'T-Shirts' },
      inventory_status: 'in_stock',
    })
    expect(body.featured[0].category).toBeNull()
    expect(body.featured[2].inventory_status).toBe('low_stock')
    expect(body.featured[3].inventory_status).toBe('out_of_stock')
  })

  it('is cacheable: a short max-age and an ETag that answers 304 when unchanged', async () => {
    const first = await getHome()
    expect(first.headers['cache-control']).toMatch(/public, max-age=60/)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await getHome({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    await t.db.update(siteImages).set({ url: '/files/logo/rdo-2.webp' }).where(eq(siteImages.key, 'logo'))
    const changed = await getHome({ 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json().logo_url).toBe('/files/logo/rdo-2.webp')
  })

  it('ignores a malformed stored hero and uses the defaults', async () => {
    await t.db
      .update(siteSettings)
      .set({ value: 'not an object' })
      .where(eq(siteSettings.key, 'hero_section'))
    expect((await getHome()).json().hero).toEqual(DEFAULT_HERO)
  })
})
