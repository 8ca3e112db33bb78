import { ADMIN_PRODUCT_MESSAGES as M, type AdminProduct, type AdminProductBody } from '@rdo/contracts'
import { and, count, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { productMaterials, products } from '../../db/schema/catalog.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { ensureCategory } from '../../../test/products.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
let cotton: string
let poly: string
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, customer] = await Promise.all([t.createUser({ role: 'admin' }), t.createUser()])
  const rows = await t.db
    .insert(productMaterials)
    .values([{ name: 'Cotton' }, { name: 'Polyester' }])
    .returning()
  ;[cotton, poly] = [rows[0]!.id, rows[1]!.id]
  categoryId = (await ensureCategory(t.db, 'Hoodies')).id
})
afterAll(async () => t?.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, payload })

/** A product with three sizes, two colours, images for one colour and for all, and two materials. */
const fullBody = (over: Partial<AdminProductBody> = {}): AdminProductBody => ({
  name: 'Genesis Hoodie',
  description: 'Heavy fleece',
  category_id: categoryId,
  gender: 'women',
  price_cents: 5999,
  stock: 0,
  low_stock_threshold: 4,
  weight_grams: 650,
  active: true,
  featured: true,
  care_instructions: 'Wash cold',
  fit_description: 'Boxy',
  variants: [
    { size: 'S', stock: 2, chest: '96-101', length: '68', sleeve: '61' },
    { size: 'M', stock: 3, chest: '101-106', length: '70', sleeve: '62' },
    { size: 'L', stock: 5, chest: '', length: '', sleeve: '' },
  ],
  colors: [
    { key: 'black', name: 'Black', color_code: '#0B0B0F' },
    { key: 'mint', name: 'Mint', color_code: '#14F195' },
  ],
  materials: [
    { material_id: cotton, percentage: 80 },
    { material_id: poly, percentage: 20 },
  ],
  images: [
    {
      url: '/files/products/black-1200.webp',
      alt_text: 'Black front',
      is_primary: false,
      color_key: 'black',
    },
    { url: '/files/products/mint-1200.webp', alt_text: 'Mint front', is_primary: true, color_key: 'mint' },
    { url: '/files/products/detail-1200.webp', alt_text: 'Print detail', color_key: null },
  ],
  ...over,
})

/** The editor's body for a product as loaded (what the form sends back unchanged). */
const bodyOf = (p: AdminProduct, over: Partial<AdminProductBody> = {}): AdminProductBody => ({
  name: p.name,
  slug: p.slug,
  description: p.description ?? '',
  category_id: p.category_id,
  gender: p.gender,
  price_cents: p.price_cents,
  stock: p.stock,
  low_stock_threshold: p.low_stock_threshold,
  weight_grams: p.weight_grams,
  active: p.active,
  featured: p.featured,
  care_instructions: p.care_instructions ?? '',
  fit_description: p.fit_description ?? '',
  variants: p.variants,
  colors: p.colors.map((c) => ({ key: c.id, id: c.id, name: c.name, color_code: c.color_code })),
  materials: p.materials.map((m) => ({ material_id: m.material_id, percentage: m.percentage })),
  images: p.images.map((i) => ({
    url: i.url,
    alt_text: i.alt_text ?? '',
    is_primary: i.is_primary,
    color_key: i.color_id,
  })),
  ...over,
})

const create = async (body: AdminProductBody) => {
  const res = await call('POST', '/api/admin/products', body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as AdminProduct
}

const auditRows = (entityId?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(entityId ? eq(auditLog.entityId, entityId) : undefined)
    .orderBy(auditLog.createdAt)
const tableCounts = async () => {
  const [p] = await t.db.select({ n: count() }).from(products)
  const [a] = await t.db.select({ n: count() }).from(auditLog)
  return { products: p!.n, audit: a!.n }
}

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

describe('editing a product', () => {
  const noticesFor = (userId: string, productId: string, type: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, type),
          sql`${notifications.data}->>'product_id' = ${productId}`,
        ),
      )

  it('notifies wishlisters of a price drop and the shop shows the new price at once', async () => {
    const p = await create(fullBody({ name: 'Drop Hoodie' }))
    await call('POST', '/api/wishlist', { product_id: p.id }, customer.cookie)
    // Warm the shop's cache first: the edit must clear it.
    expect((await call('GET', `/api/products/${p.slug}`, undefined, '')).json().price_cents).toBe(5999)

    const res = await call('PUT', `/api/admin/products/${p.id}`, bodyOf(p, { price_cents: 4999 }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ price_cents: 4999, slug: p.slug })
    // Same sizes keep their rows; same colours keep their ids.
    expect(res.json().variants.map((v: { id: string }) => v.id)).toEqual(p.variants.map((v) => v.id))
    expect(res.json().colors.map((c: { id: string }) => c.id)).toEqual(p.colors.map((c) => c.id))

    const [notice] = await noticesFor(customer.id, p.id, 'price_drop')
    expect(notice).toMatchObject({
      message: 'Drop Hoodie is now $49.99 (was $59.99)',
      link: `/products/${p.slug}`,
    })
    expect((await call('GET', `/api/products/${p.slug}`, undefined, '')).json().price_cents).toBe(4999)
    const page = await call('GET', '/api/products?q=drop%20hoodie', undefined, '')
    expect(page.json().items[0]).toMatchObject({ id: p.id, price_cents: 4999 })

    const audit = await auditRows(p.id)
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update'])
    expect(audit[1]!.before).toMatchObject({ price_cents: 5999 })
    expect(audit[1]!.after).toMatchObject({ price_cents: 4999 })
  })

  it('notifies wishlisters when a sold-out product gets stock again', async () => {
    const p = await create(
      fullBody({
        name: 'Restock Tee',
        variants: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 0 },
        ],
      }),
    )
    expect(p.stock).toBe(0)
    await call('POST', '/api/wishlist', { product_id: p.id }, customer.cookie)
    const edit = bodyOf(p, {
      variants: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 4 },
        { size: 'XL', stock: 1 },
      ],
    })
    const res = await call('PUT', `/api/admin/products/${p.id}`, edit)
    expect(res.json()).toMatchObject({ stock: 5 })
    const [notice] = await noticesFor(customer.id, p.id, 'product_restock')
    expect(notice).toMatchObject({ title: 'Back in stock', message: 'Restock Tee is back in stock' })
    expect((await noticesFor(customer.id, p.id, 'price_drop')).length).toBe(0)
  })

  it('replaces sizes, colours, materials and images, and can make a product inactive', async () => {
    const p = await create(fullBody({ name: 'Replace Tee' }))
    const res = await call(
      'PUT',
      `/api/admin/products/${p.id}`,
      bodyOf(p, {
        active: false,
        variants: [{ size: 'M', stock: 1 }],
        colors: [
          { key: p.colors[1]!.id, id: p.colors[1]!.id, name: 'Mint Green', color_code: '#14F195' },
          { key: 'new', name: 'Violet', color_code: '#9945FF' },
        ],
        materials: [{ material_id: poly, percentage: 100 }],
        images: [
          { url: '/files/products/violet.webp', color_key: 'new', is_primary: true },
          { url: '/files/products/mint.webp', color_key: p.colors[1]!.id },
        ],
      }),
    )
    const after = res.json() as AdminProduct
    expect(after.active).toBe(false)
    expect(after.variants).toEqual([{ ...p.variants[1], stock: 1, chest: null, length: null, sleeve: null }])
    expect(after.colors.map((c) => c.name)).toEqual(['Mint Green', 'Violet'])
    expect(after.colors[0]!.id).toBe(p.colors[1]!.id)
    expect(after.images.map((i) => [i.url, i.color_id])).toEqual([
      ['/files/products/violet.webp', after.colors[1]!.id],
      ['/files/products/mint.webp', p.colors[1]!.id],
    ])
    expect(after.image_url).toBe('/files/products/violet.webp')
    expect(after.materials).toEqual([{ material_id: poly, name: 'Polyester', percentage: 100 }])
    expect((await call('GET', `/api/products/${p.slug}`, undefined, '')).statusCode).toBe(404)
  })
})

describe('deleting a product', () => {
  it('deletes a product without orders and archives one with orders', async () => {
    const loose = await create(fullBody({ name: 'Loose Tee' }))
    const del = await call('DELETE', `/api/admin/products/${loose.id}`)
    expect(del.json()).toEqual({ archived: false })
    expect((await call('GET', `/api/admin/products/${loose.id}`)).statusCode).toBe(404)
    const deleted = await auditRows(loose.id)
    expect(deleted.map((a) => a.action)).toEqual(['product.create', 'product.delete'])
    expect(deleted[1]!.before).toMatchObject({ name: 'Loose Tee' })

    const sold = await create(fullBody({ name: 'Sold Tee' }))
    const order = await call('POST', '/api/orders', orderBody(sold.id), customer.cookie)
    expect(order.statusCode, order.body).toBe(201)
    expect((await call('GET', `/api/products/${sold.slug}`, undefined, '')).statusCode).toBe(200)
    const arch = await call('DELETE', `/api/admin/products/${sold.id}`)
    expect(arch.json()).toEqual({ archived: true })
    const kept = (await call('GET', `/api/admin/products/${sold.id}`)).json()
    expect(kept).toMatchObject({ active: false, has_orders: true })
    expect((await call('GET', `/api/products/${sold.slug}`, undefined, '')).statusCode).toBe(404)
    const archived = await auditRows(sold.id)
    expect(archived.map((a) => a.action)).toEqual(['product.create', 'product.archive'])
    expect(archived[1]).toMatchObject({ before: { active: true }, after: { active: false } })
  })
})

describe('product list', () => {
  it('searches by name, filters by status, sorts and pages on the server', async () => {
    const tag = `Zq${Date.now()}`
    const cheap = await create({ name: `${tag} Cheap`, price_cents: 100 })
    const dear = await create({ name: `${tag} Dear`, price_cents: 900 })
    const off = await create({ name: `${tag} Off`, price_cents: 500, active: false })
    const get = (query: string) => call('GET', `/api/admin/products?q=${tag}&${query}`).then((r) => r.json())

    const all = await get('sort=price&dir=asc')
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([cheap.id, off.id, dear.id])
    expect(all).toMatchObject({ total: 3, page: 1, per_page: 25 })
    expect(all.items[0]).toEqual({
      id: cheap.id,
      name: `${tag} Cheap`,
      slug: cheap.slug,
      price_cents: 100,
      stock: 0,
      active: true,
      featured: false,
      image_url: null,
      category: null,
      created_at: cheap.created_at,
      has_orders: false,
    })
    expect((await get('status=archived')).items.map((i: { id: string }) => i.id)).toEqual([off.id])
    expect((await get('status=active&sort=name&dir=desc')).items.map((i: { id: string }) => i.id)).toEqual([
      dear.id,
      cheap.id,
    ])
    const page2 = await get('sort=price&dir=desc&per_page=2&page=2')
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([cheap.id])
    expect(page2.total).toBe(3)
    expect((await call('GET', '/api/admin/products?status=deleted')).statusCode).toBe(400)
  })
})

describe('materials', () => {
  it('lists, adds, returns an existing one for the same name and refuses an empty name', async () => {
    const before = await tableCounts()
    const added = await call('POST', '/api/admin/materials', { name: '  Recycled Nylon ' })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({ id: expect.any(String), name: 'Recycled Nylon' })
    const again = await call('POST', '/api/admin/materials', { name: 'recycled nylon' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(added.json())
    expect((await tableCounts()).audit).toBe(before.audit + 1)
    const [row] = await auditRows(added.json().id)
    expect(row).toMatchObject({ action: 'product_material.create', entity: 'product_material' })

    const empty = await call('POST', '/api/admin/materials', { name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(M.materialNameRequired)
    const list = (await call('GET', '/api/admin/materials')).json()
    expect(list.items.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Cotton', 'Polyester', 'Recycled Nylon']),
    )
  })
})

describe('image upload', () => {
  const boundary = '----rdo-product-upload'
  const multipart = (filename: string, type: string, data: Buffer) => ({
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  const upload = (filename: string, type: string, data: Buffer, cookie = admin.cookie) =>
    t.request({
      method: 'POST',
      url: '/api/admin/uploads/product-image',
      cookie,
      ...multipart(filename, type, data),
    })

  it('stores an image as WebP renditions and answers its url, with an audit row', async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#14f195' } })
      .png()
      .toBuffer()
    const before = await tableCounts()
    const res = await upload('front.png', 'image/png', png)
    expect(res.statusCode, res.body).toBe(200)
    const { url } = res.json()
    expect(url).toMatch(/^\/files\/products\/.+-1200\.webp$/)
    const file = await t.request({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/webp')
    expect((await tableCounts()).audit).toBe(before.audit + 1)
    const [last] = (await auditRows()).slice(-1)
    expect(last).toMatchObject({ action: 'product.image_upload', after: { url } })
  })

  it('refuses a file that is not an image whatever its name says, and customers', async () => {
    const before = await tableCounts()
    const res = await upload('shirt.png', 'image/png', Buffer.from('<html>not an image</html>'))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('FILE_TYPE')
    const none = await t.request({
      method: 'POST',
      url: '/api/admin/uploads/product-image',
      cookie: admin.cookie,
      payload: {},
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.message).toBe(M.fileRequired)
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect((await upload('a.png', 'image/png', png, customer.cookie)).statusCode).toBe(403)
    expect(await tableCounts()).toEqual(before)
  })
})
