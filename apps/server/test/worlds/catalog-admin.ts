import type { AdminProduct, AdminProductBody } from '@rdo/contracts'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { auditLog } from '../../src/db/schema/audit.ts'
import { productMaterials, products } from '../../src/db/schema/catalog.ts'
import { createTestApp, type TestApp, type TestUser } from '../helper.ts'
import { ensureCategory } from '../products.ts'

// The shop the admin catalogue API tests share: an admin, a customer, two materials and a category, with
// the requests and product bodies they use. Each test file that calls `useCatalogAdminWorld()` gets its
// own app and database.

export let t: TestApp
export let admin: TestUser
export let customer: TestUser
export let cotton: string
export let poly: string
export let categoryId: string

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useCatalogAdminWorld() {
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
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, payload })

/** A product with three sizes, two colours, images for one colour and for all, and two materials. */
export const fullBody = (over: Partial<AdminProductBody> = {}): AdminProductBody => ({
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
export const bodyOf = (p: AdminProduct, over: Partial<AdminProductBody> = {}): AdminProductBody => ({
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

export const create = async (body: AdminProductBody) => {
  const res = await call('POST', '/api/admin/products', body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as AdminProduct
}

export const auditRows = (entityId?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(entityId ? eq(auditLog.entityId, entityId) : undefined)
    .orderBy(auditLog.createdAt)
export const tableCounts = async () => {
  const [p] = await t.db.select({ n: count() }).from(products)
  const [a] = await t.db.select({ n: count() }).from(auditLog)
  return { products: p!.n, audit: a!.n }
}
