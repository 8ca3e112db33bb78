import { ADMIN_PRODUCT_MESSAGES as M, type AdminProductBody } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import {
  admin,
  auditRows,
  bodyOf,
  call,
  categoryId,
  cotton,
  create,
  customer,
  fullBody,
  poly,
  tableCounts,
  useCatalogAdminWorld,
} from '../../../test/worlds/catalog-admin.ts'

useCatalogAdminWorld()

describe('creating a product', () => {
  it('saves sizes, colours, materials and images in one go, and the shop shows it', async () => {
    const p = await create(fullBody())
    expect(p).toMatchObject({
      name: 'Genesis Hoodie',
      slug: 'genesis-hoodie',
      category_id: categoryId,
      gender: 'women',
      price_cents: 5999,
      stock: 10,
      weight_grams: 650,
      featured: true,
      image_url: '/files/products/mint-1200.webp',
      has_orders: false,
    })
    expect(p.variants.map((v) => [v.size, v.stock, v.chest])).toEqual([
      ['S', 2, '96-101'],
      ['M', 3, '101-106'],
      ['L', 5, null],
    ])
    const [black, mint] = p.colors
    expect(p.colors.map((c) => [c.name, c.color_code])).toEqual([
      ['Black', '#0B0B0F'],
      ['Mint', '#14F195'],
    ])
    expect(p.images.map((i) => [i.alt_text, i.color_id, i.is_primary, i.display_order])).toEqual([
      ['Black front', black!.id, false, 0],
      ['Mint front', mint!.id, true, 1],
      ['Print detail', null, false, 2],
    ])
    expect(p.materials).toEqual([
      { material_id: cotton, name: 'Cotton', percentage: 80 },
      { material_id: poly, name: 'Polyester', percentage: 20 },
    ])

    expect((await call('GET', `/api/admin/products/${p.id}`)).json()).toEqual(p)
    const shop = await call('GET', `/api/products/${p.slug}`, undefined, '')
    expect(shop.statusCode).toBe(200)
    expect(shop.json()).toMatchObject({
      price_cents: 5999,
      image_url: '/files/products/mint-1200.webp',
      size_guide: [
        { size: 'S', chest: '96-101', length: '68', sleeve: '61' },
        { size: 'M', chest: '101-106', length: '70', sleeve: '62' },
      ],
    })
    const list = (await call('GET', '/api/products?q=genesis', undefined, '')).json()
    expect(list.items.map((i: { id: string }) => i.id)).toContain(p.id)

    const audit = await auditRows(p.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'product.create', entity: 'product', actorId: admin.id })
    expect(audit[0]!.after).toMatchObject({ id: p.id, price_cents: 5999 })
  })

  it('applies the defaults and drops empty rows; the first image becomes primary', async () => {
    const p = await create({
      name: 'Plain Cap',
      price_cents: 1500,
      variants: [{ size: '', stock: 9 }],
      colors: [
        { key: 'x', name: '', color_code: '#123456' },
        { key: 'y', name: 'Sand' },
      ],
      materials: [
        { material_id: '', percentage: 50 },
        { material_id: cotton, percentage: 0 },
      ],
      images: [
        { url: '', alt_text: 'nothing' },
        { url: 'https://cdn.example.com/cap.png', color_key: '' },
        { url: '/files/products/cap-2.webp', color_key: 'y' },
      ],
    })
    expect(p).toMatchObject({
      stock: 0,
      weight_grams: 0,
      low_stock_threshold: 10,
      gender: 'unisex',
      active: true,
      featured: false,
      category_id: null,
      description: null,
      variants: [],
      materials: [],
      image_url: 'https://cdn.example.com/cap.png',
    })
    expect(p.colors).toEqual([{ id: expect.any(String), name: 'Sand', color_code: '#000000' }])
    expect(p.images.map((i) => [i.url, i.is_primary, i.color_id])).toEqual([
      ['https://cdn.example.com/cap.png', true, null],
      ['/files/products/cap-2.webp', false, p.colors[0]!.id],
    ])
  })

  it('makes slugs from the name and unique with -1, -2, also for a slug that is taken', async () => {
    const a = await create({ name: 'Slug Tee!', price_cents: 100 })
    const b = await create({ name: 'Slug Tee!', price_cents: 100 })
    const c = await create({ name: 'slug  tee', price_cents: 100, slug: '' })
    expect([a.slug, b.slug, c.slug]).toEqual(['slug-tee', 'slug-tee-1', 'slug-tee-2'])
    const d = await create({ name: 'Other', price_cents: 100, slug: 'Slug Tee' })
    expect(d.slug).toBe('slug-tee-3')
    const e = await create({ name: 'Other', price_cents: 100, slug: 'My Own Slug' })
    expect(e.slug).toBe('my-own-slug')
    // Saving a product keeps its own slug; clearing it makes one from the name.
    const same = await call('PUT', `/api/admin/products/${b.id}`, bodyOf(b))
    expect(same.json().slug).toBe('slug-tee-1')
    const cleared = await call(
      'PUT',
      `/api/admin/products/${e.id}`,
      bodyOf(e, { slug: '', name: 'Fresh Name' }),
    )
    expect(cleared.json().slug).toBe('fresh-name')
  })

  it('gives concurrent saves of the same name different slugs', async () => {
    const saved = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/admin/products', { name: 'Rush Tee', price_cents: 100 }),
      ),
    )
    expect(saved.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect(saved.map((r) => r.json().slug).sort()).toEqual([
      'rush-tee',
      'rush-tee-1',
      'rush-tee-2',
      'rush-tee-3',
      'rush-tee-4',
    ])
  })
})

describe('refusals write nothing', () => {
  const cases: [string, Partial<AdminProductBody> | ((b: AdminProductBody) => object), string][] = [
    ['no name', { name: '   ' }, M.nameRequired],
    ['no price', (b) => ({ ...b, price_cents: undefined }), M.priceRequired],
    ['negative price', { price_cents: -1 }, M.priceMin],
    ['fraction of a cent', { price_cents: 10.5 }, M.priceCents],
    ['negative stock', { stock: -1 }, 'Stock must be 0 or more'],
    ['fractional stock', { stock: 1.5 }, 'Stock must be a whole number'],
    ['negative threshold', { low_stock_threshold: -1 }, 'Low stock threshold must be 0 or more'],
    ['negative weight', { weight_grams: -5 }, 'Weight must be 0 or more'],
    ['variant without stock', { variants: [{ size: 'S' } as never] }, 'Variant stock is required'],
    ['negative variant stock', { variants: [{ size: 'S', stock: -2 }] }, 'Variant stock must be 0 or more'],
    [
      'duplicate size',
      {
        variants: [
          { size: 'M', stock: 1 },
          { size: 'm', stock: 1 },
        ],
      },
      M.duplicateSize,
    ],
    ['bad colour code', { colors: [{ key: 'a', name: 'Red', color_code: 'red' }] }, M.colorCode],
    [
      'duplicate colour',
      {
        colors: [
          { key: 'a', name: 'Red' },
          { key: 'b', name: 'red' },
        ],
        images: [],
      },
      M.duplicateColor,
    ],
    // Functions: the materials exist only once beforeAll has run.
    [
      'percentage above 100',
      (b) => ({ ...b, materials: [{ material_id: cotton, percentage: 101 }] }),
      M.percentage,
    ],
    [
      'negative percentage',
      (b) => ({ ...b, materials: [{ material_id: cotton, percentage: -1 }] }),
      M.percentage,
    ],
    [
      'duplicate material',
      (b) => ({
        ...b,
        materials: [
          { material_id: cotton, percentage: 50 },
          { material_id: cotton, percentage: 50 },
        ],
      }),
      M.duplicateMaterial,
    ],
    ['script url', { images: [{ url: 'javascript:alert(1)' }] }, M.imageUrl],
    [
      'two primaries',
      {
        images: [
          { url: '/files/a.webp', is_primary: true },
          { url: '/files/b.webp', is_primary: true },
        ],
      },
      M.onePrimary,
    ],
    [
      '16 images',
      {
        images: Array.from({ length: 16 }, (_, i) => ({ url: `/files/products/${i}.webp`, color_key: null })),
      },
      M.tooManyImages,
    ],
    ['unknown category', { category_id: '00000000-0000-4000-8000-000000000000' }, M.categoryNotFound],
    [
      'unknown material',
      { materials: [{ material_id: crypto.randomUUID(), percentage: 10 }] },
      M.materialNotFound,
    ],
    ['image of an unknown colour', { images: [{ url: '/files/a.webp', color_key: 'nope' }] }, M.imageColor],
  ]

  it.each(cases)('refuses %s', async (_what, change, message) => {
    const before = await tableCounts()
    const body = typeof change === 'function' ? change(fullBody()) : fullBody(change)
    const res = await call('POST', '/api/admin/products', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(message)
    expect(await tableCounts()).toEqual(before)
  })

  it('takes 15 images', async () => {
    const images = Array.from({ length: 15 }, (_, i) => ({
      url: `/files/products/${i}.webp`,
      color_key: null,
    }))
    const p = await create(fullBody({ name: 'Fifteen', images }))
    expect(p.images).toHaveLength(15)
    expect(p.images[0]!.is_primary).toBe(true)
  })

  it('rolls a refused edit back completely: a bad image colour leaves the product as it was', async () => {
    const p = await create(fullBody({ name: 'Rollback Tee' }))
    const audit = (await auditRows(p.id)).length
    const edit = bodyOf(p, {
      name: 'Changed Name',
      price_cents: 1,
      variants: [{ size: 'XL', stock: 7 }],
      colors: [{ key: 'new', name: 'Purple', color_code: '#9945FF' }],
      materials: [{ material_id: poly, percentage: 100 }],
      images: [
        { url: '/files/products/new.webp', color_key: 'new' },
        { url: '/files/products/ghost.webp', color_key: p.colors[0]!.id },
      ],
    })
    const res = await call('PUT', `/api/admin/products/${p.id}`, edit)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'IMAGE_COLOR', message: M.imageColor })
    expect((await call('GET', `/api/admin/products/${p.id}`)).json()).toEqual(p)
    expect(await auditRows(p.id)).toHaveLength(audit)
  })

  it('answers 404 for an unknown product and 403 to customers', async () => {
    const missing = crypto.randomUUID()
    expect((await call('GET', `/api/admin/products/${missing}`)).statusCode).toBe(404)
    expect((await call('GET', '/api/admin/products/not-a-uuid')).statusCode).toBe(404)
    const put = await call('PUT', `/api/admin/products/${missing}`, fullBody())
    expect(put.json().error.message).toBe(M.productNotFound)
    expect((await call('DELETE', `/api/admin/products/${missing}`)).statusCode).toBe(404)
    expect((await call('GET', '/api/admin/products', undefined, customer.cookie)).statusCode).toBe(403)
    expect((await call('POST', '/api/admin/products', fullBody(), customer.cookie)).statusCode).toBe(403)
  })
})
