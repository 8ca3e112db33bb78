import crypto from 'node:crypto'
import {
  PARTNER_MESSAGES as M,
  PARTNER_PRINT_CAPACITY,
  PARTNER_STORE_LIST_SIZE,
  PARTNER_STORE_PAGE_SIZE,
  type PartnerStoreResponse,
} from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, productVariants } from '../../db/schema/catalog.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { makePartnerDesign, makeProject } from '../../../test/fixtures/partners.ts'

let t: TestApp
let owner: TestUser
let store: Awaited<ReturnType<typeof makeProject>>
let older: Awaited<ReturnType<typeof makePartnerDesign>>
let newer: Awaited<ReturnType<typeof makePartnerDesign>>

beforeAll(async () => {
  t = await createTestApp({ caches: { ttlMs: 0 } })
  owner = await t.createUser({ name: 'Olly Owner' })
  store = await makeProject(t, { createdBy: owner.id, name: 'Moonfrog DAO', symbol: 'FROG' })
  older = await makePartnerDesign(t, store, { title: 'Lily Pad', ageHours: 48 })
  newer = await makePartnerDesign(t, store, { title: 'Frog Season', ageHours: 24 })
  await makePartnerDesign(t, store, { title: 'Still Pending', status: 'pending', ageHours: 1 })
  await makePartnerDesign(t, store, { title: 'Turned Down', status: 'rejected', ageHours: 2 })
})
afterAll(async () => t?.close())

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers })
const storeOf = async (id: string, query = '') => {
  const res = await visit(`/api/partner-stores/${id}${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as PartnerStoreResponse
}
const summary = (r: PartnerStoreResponse) => r.products.map((p) => `${p.design_title}|${p.type}|${p.color}`)

describe('GET /api/partner-stores/:id', () => {
  it("sells each approved design as six items at the catalogue's prices, newest design first", async () => {
    const res = await storeOf(store.id)
    expect(res.store).toMatchObject({ id: store.id, name: 'Moonfrog DAO', token_symbol: 'FROG' })
    expect(res).toMatchObject({ total: 12, page: 1, per_page: PARTNER_STORE_PAGE_SIZE, design_count: 2 })
    const perDesign = (title: string) => [
      `${title}|tshirt|Black`,
      `${title}|tshirt|White`,
      `${title}|tshirt|Navy`,
      `${title}|hoodie|Black`,
      `${title}|hoodie|Gray`,
      `${title}|hat|Black`,
    ]
    expect(summary(res)).toEqual([...perDesign('Frog Season'), ...perDesign('Lily Pad')])
    const [tee, , , hoodie, , hat] = res.products
    expect(tee).toMatchObject({
      name: 'Frog Season T-Shirt',
      design_id: newer.id,
      price_cents: 2999,
      image_url: newer.imageUrl,
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    })
    expect(tee!.id).toBe(`${tee!.product_id}:Black`)
    expect(hoodie).toMatchObject({ name: 'Frog Season Hoodie', price_cents: 4999 })
    expect(hat).toMatchObject({ name: 'Frog Season Hat', price_cents: 2499, sizes: ['One Size'] })
    // Each item is a real product: the shop's product page and cart find it by slug.
    const [row] = await t.db.select().from(products).where(eq(products.id, tee!.product_id))
    expect(row).toMatchObject({
      slug: tee!.product_slug,
      partnerDesignId: newer.id,
      stock: 5 * PARTNER_PRINT_CAPACITY,
    })
  })

  it('filters by type and leaves out inactive products and sold-out sizes', async () => {
    expect(summary(await storeOf(store.id, '?type=hoodie'))).toEqual([
      'Frog Season|hoodie|Black',
      'Frog Season|hoodie|Gray',
      'Lily Pad|hoodie|Black',
      'Lily Pad|hoodie|Gray',
    ])
    const hats = await storeOf(store.id, '?type=hat')
    expect(hats).toMatchObject({ total: 2, design_count: 2 })
    // An unknown type is the whole store, not an error.
    expect((await storeOf(store.id, '?type=socks')).total).toBe(12)

    await t.db
      .update(products)
      .set({ active: false })
      .where(and(eq(products.partnerDesignId, older.id), eq(products.partnerProductType, 'hat')))
    const [tee] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.partnerDesignId, older.id), eq(products.partnerProductType, 'tshirt')))
    await t.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(and(eq(productVariants.productId, tee!.id), eq(productVariants.size, 'XXL')))
    const after = await storeOf(store.id)
    expect(after.total).toBe(11)
    expect(summary(after)).not.toContain('Lily Pad|hat|Black')
    expect(after.products.find((p) => p.product_id === tee!.id)!.sizes).toEqual(['S', 'M', 'L', 'XL'])
    await t.db.update(products).set({ active: true }).where(eq(products.partnerDesignId, older.id))
  })

  it('pages the items in the database', async () => {
    const big = await makeProject(t, { createdBy: owner.id, symbol: 'PAGE' })
    for (let i = 0; i < 5; i++) await makePartnerDesign(t, big, { title: `P${i}`, ageHours: 10 - i })
    const first = await storeOf(big.id)
    expect(first).toMatchObject({ total: 30, design_count: 5 })
    expect(first.products).toHaveLength(PARTNER_STORE_PAGE_SIZE)
    expect(first.products[0]!.design_title).toBe('P4')
    const second = await storeOf(big.id, '?page=2')
    expect(summary(second)).toEqual([
      'P0|tshirt|Black',
      'P0|tshirt|White',
      'P0|tshirt|Navy',
      'P0|hoodie|Black',
      'P0|hoodie|Gray',
      'P0|hat|Black',
    ])
    expect((await storeOf(big.id, '?page=3')).products).toEqual([])
  })

  it('answers Partner Store Not Found for pending, rejected, unknown and malformed ids', async () => {
    const pending = await makeProject(t, { createdBy: owner.id, status: 'pending' })
    await makePartnerDesign(t, pending, { title: 'Early' })
    const rejected = await makeProject(t, { createdBy: owner.id, status: 'rejected' })
    for (const id of [pending.id, rejected.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await visit(`/api/partner-stores/${id}`)
      expect(res.statusCode, id).toBe(404)
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: M.storeNotFound })
    }
  })

  it('is cacheable: an unchanged store answers 304 to its ETag', async () => {
    const res = await visit(`/api/partner-stores/${store.id}`)
    expect(res.headers['cache-control']).toBe('public, no-cache')
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    expect((await visit(`/api/partner-stores/${store.id}`, { 'if-none-match': etag })).statusCode).toBe(304)
    expect(
      (await visit(`/api/partner-stores/${store.id}?type=hat`, { 'if-none-match': etag })).statusCode,
    ).toBe(200)
  })
})

describe('GET /api/partner-stores', () => {
  it('lists the newest approved stores only', async () => {
    const other = await t.createUser()
    const made = []
    for (let i = 0; i < PARTNER_STORE_LIST_SIZE + 1; i++) {
      made.push(await makeProject(t, { createdBy: other.id, name: `Listed ${i}`, ageHours: 0.5 - i / 100 }))
    }
    const hidden = await makeProject(t, {
      createdBy: other.id,
      name: 'Hidden',
      status: 'pending',
      ageHours: 0,
    })
    const res = await visit('/api/partner-stores')
    expect(res.statusCode).toBe(200)
    const items: { id: string; name: string }[] = res.json().items
    expect(items).toHaveLength(PARTNER_STORE_LIST_SIZE)
    expect(items[0]).toEqual({
      id: made.at(-1)!.id,
      name: `Listed ${PARTNER_STORE_LIST_SIZE}`,
      token_symbol: 'TEST',
      logo_url: made.at(-1)!.logoUrl,
    })
    expect(items.map((s) => s.id)).not.toContain(hidden.id)
    expect(res.headers.etag).toBeTruthy()
  })
})
