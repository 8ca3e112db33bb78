import fs from 'node:fs'
import path from 'node:path'
import { PRINTIFY_MESSAGES as M, type PrintifyImportedRow, type ProductDetail } from '@rdo/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { standInProduct, type StandInProduct } from '../../../test/stand-ins/printify.ts'
import { createTestApp } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { productColors, productImages, products, productVariants } from '../../db/schema/catalog.ts'
import {
  imageDownloads,
  importAndWait,
  startPrintifyWorld,
  stopPrintifyWorld,
  type PrintifyWorld,
} from '../../../test/fixtures/printify.ts'

let w: PrintifyWorld
let sample: StandInProduct[]
beforeAll(async () => {
  w = await startPrintifyWorld()
})
afterAll(async () => stopPrintifyWorld(w))
beforeEach(() => {
  w.standIn.reset()
  sample = w.standIn.useSampleProducts(3)
})

const ids = () => sample.map((p) => p.id as string)
const imported = () =>
  w.t.db.select().from(products).where(eq(products.externalSource, 'printify')).orderBy(asc(products.name))

/** The file behind a local /files/<bucket>/<key> address, in the test app's storage. */
const fileOf = (url: string) => path.join(w.t.config.DATA_DIR, 'files', url.replace(/^\/files\//, ''))

describe('importing Printify products', () => {
  it('creates each product with its sizes, colours, local images, price, stock and visibility', async () => {
    const job = await importAndWait(w, ids())
    expect(job).toMatchObject({
      status: 'done',
      total: 3,
      done: 3,
      imported: 3,
      updated: 0,
      unchanged: 0,
      failed: [],
    })
    expect(job.message).toBe(M.importedN(3))
    expect(job.started_at).not.toBeNull()
    expect(job.finished_at).not.toBeNull()

    const rows = await imported()
    expect(rows.map((p) => [p.name, p.slug, p.priceCents, p.stock, p.weightGrams, p.active])).toEqual([
      ['Stand-in Tee 1', 'stand-in-tee-1', 2600, 400, 200, true],
      ['Stand-in Tee 2', 'stand-in-tee-2', 2700, 400, 200, true],
      // visible: false in Printify
      ['Stand-in Tee 3', 'stand-in-tee-3', 2800, 400, 200, false],
    ])
    const tee = rows[0]!
    expect(tee).toMatchObject({ externalId: ids()[0], externalShopId: '1001', externalSource: 'printify' })
    expect(tee.description).toBe('Soft cotton tee number 1.\nPrinted & shipped on demand.')
    expect(tee.metadata.printify).toMatchObject({
      blueprint_id: 6,
      print_provider_id: 99,
      variants: expect.arrayContaining([
        expect.objectContaining({ id: 10_100, price: 2600, is_enabled: true }),
      ]),
      options: [
        expect.objectContaining({ type: 'color', name: 'Colors' }),
        expect.objectContaining({ type: 'size', name: 'Sizes' }),
      ],
    })

    const sizes = await w.t.db
      .select({ size: productVariants.size, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, tee.id))
      .orderBy(asc(productVariants.sortOrder))
    expect(sizes).toEqual(['S', 'M', 'L', 'XL'].map((size) => ({ size, stock: 100 })))
    const colors = await w.t.db
      .select({ name: productColors.name, code: productColors.colorCode })
      .from(productColors)
      .where(eq(productColors.productId, tee.id))
      .orderBy(asc(productColors.sortOrder))
    expect(colors).toEqual([
      { name: 'Heather Navy', code: '#2a3b5c' },
      { name: 'White', code: '#ffffff' },
    ])

    // Images: copies in the shop's storage (never Printify's addresses), one per colour and side.
    const images = await w.t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, tee.id))
      .orderBy(asc(productImages.displayOrder))
    expect(images).toHaveLength(4)
    expect(images.filter((i) => i.isPrimary)).toHaveLength(1)
    expect(images.every((i) => i.colorId !== null)).toBe(true)
    expect(tee.imageUrl).toBe(images[0]!.url)
    for (const img of images) {
      expect(img.url).toMatch(/^\/files\/products\/.+\.webp$/)
      expect(fs.existsSync(fileOf(img.url))).toBe(true)
      const served = await w.t.request({ method: 'GET', url: img.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
    }
    expect(imageDownloads(w.standIn)).toHaveLength(12)

    // The shop shows it like any product.
    const page = await w.t.request({ method: 'GET', url: '/api/products/stand-in-tee-1' })
    expect(page.statusCode, page.body).toBe(200)
    const detail = page.json() as ProductDetail
    expect(detail.variants.map((v) => v.size)).toEqual(['S', 'M', 'L', 'XL'])
    expect(detail.colors.map((c) => c.name)).toEqual(['Heather Navy', 'White'])
    expect(detail.images.every((i) => i.url.startsWith('/files/'))).toBe(true)

    // Manage Products lists them; the import tab marks them imported.
    const manage = await w.t.request({
      method: 'GET',
      url: '/api/admin/printify/products',
      cookie: w.admin.cookie,
    })
    expect(manage.json()).toMatchObject({ total: 3, page: 1 })
    const row = (manage.json().items as PrintifyImportedRow[]).find((r) => r.id === tee.id)
    expect(row).toEqual({
      id: tee.id,
      name: 'Stand-in Tee 1',
      description: tee.description,
      price_cents: 2600,
      active: true,
      external_id: ids()[0],
      image_url: tee.imageUrl,
      slug: 'stand-in-tee-1',
    })
    const listed = await w.t.request({
      method: 'GET',
      url: '/api/admin/printify/shops/1001/products',
      cookie: w.admin.cookie,
    })
    expect(listed.json().items[0].imported_product_id).toBe(tee.id)

    const audit = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'printify_import'), eq(auditLog.entityId, job.id)))
      .orderBy(asc(auditLog.createdAt))
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['printify_import.queue', w.admin.id],
      ['printify_import.finish', w.admin.id],
    ])
    expect(audit[1]!.after).toMatchObject({
      status: 'done',
      imported: 3,
      updated: 0,
      unchanged: 0,
      failed: 0,
    })
  })

  it('changes nothing when the same import runs again: no new product, no new download', async () => {
    const before = await imported()
    const job = await importAndWait(w, ids())
    expect(job).toMatchObject({ status: 'done', imported: 0, updated: 0, unchanged: 3, failed: [] })
    expect(job.message).toBe('0 imported, 3 unchanged')
    const after = await imported()
    expect(after.map((p) => [p.id, p.updatedAt.getTime(), p.imageUrl])).toEqual(
      before.map((p) => [p.id, p.updatedAt.getTime(), p.imageUrl]),
    )
    expect(imageDownloads(w.standIn)).toEqual([])
  })

  it('follows a changed product, downloading only its new image and keeping sold stock and the slug', async () => {
    const [tee] = await imported()
    await w.t.db
      .update(productVariants)
      .set({ stock: 7 })
      .where(and(eq(productVariants.productId, tee!.id), eq(productVariants.size, 'M')))
    const origin = w.standIn.url.replace(/\/v1$/, '')
    const changed = standInProduct(origin, 1, { title: 'Stand-in Tee One' })
    const variants = (changed.variants as { price: number }[]).map((v) => ({ ...v, price: v.price - 500 }))
    const images = [
      ...(changed.images as object[]),
      { src: `${origin}/images/extra-side.png`, variant_ids: [], position: 'other', is_default: false },
    ]
    w.standIn.setProducts([{ ...changed, variants, images }, sample[1]!, sample[2]!])

    const job = await importAndWait(w, ids())
    expect(job).toMatchObject({ status: 'done', imported: 0, updated: 1, unchanged: 2 })
    expect(imageDownloads(w.standIn).map((c) => c.path)).toEqual(['/images/extra-side.png'])
    const [after] = await w.t.db.select().from(products).where(eq(products.id, tee!.id))
    expect(after).toMatchObject({
      name: 'Stand-in Tee One',
      slug: 'stand-in-tee-1',
      priceCents: 2100,
      stock: 307,
    })
    const extra = await w.t.db.select().from(productImages).where(eq(productImages.productId, tee!.id))
    expect(extra).toHaveLength(5)
    expect(extra.filter((i) => i.colorId === null)).toHaveLength(1)
  })

  it('reports a malformed or missing product by name and imports the others', async () => {
    const all = w.standIn.useSampleProducts(4, { malformed: true }).map((p) => p.id as string)
    const job = await importAndWait(w, [...all, 'no-such-product'])
    expect(job).toMatchObject({ status: 'done', total: 6, done: 6, imported: 1, unchanged: 2, updated: 1 })
    expect(job.failed).toEqual([
      { product_id: all[1], title: 'Broken Product 1', error: expect.stringContaining(M.productMalformed) },
      { product_id: 'no-such-product', title: 'no-such-product', error: M.productNotFound },
    ])
    expect(job.message).toBe('1 imported, 1 updated, 2 unchanged')
    expect(await imported()).toHaveLength(4)
  })

  it('refuses an import for a shop the API key cannot see, with that reason, queuing nothing', async () => {
    const res = await w.t.request({
      method: 'POST',
      url: '/api/admin/printify/imports',
      cookie: w.admin.cookie,
      payload: { shop_id: 999_999, product_ids: ids() },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'PRINTIFY_SHOP_NOT_VISIBLE',
      message: 'The Printify API key cannot see shop 999999: choose one of the shops listed for this key',
    })
    const rows = await w.t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from printify_imports where shop_id = 999999`,
    )
    expect(rows.rows[0]!.n).toBe(0)
  })

  it('gives an imported product a free slug when its title’s is taken', async () => {
    await createProduct(w.t.db, { name: 'Taken Title', slug: 'taken-title' })
    await createProduct(w.t.db, { name: 'Taken Title 2', slug: 'taken-title-2' })
    const origin = w.standIn.url.replace(/\/v1$/, '')
    const product = standInProduct(origin, 9, { title: 'Taken Title!' })
    w.standIn.setProducts([product])
    const job = await importAndWait(w, [product.id])
    expect(job.imported).toBe(1)
    const [row] = await w.t.db.select().from(products).where(eq(products.externalId, product.id))
    expect(row!.slug).toBe('taken-title-3')
  })

  it('retries a rate-limited product read after Retry-After', async () => {
    w.standIn.setMode('rate-limit-once')
    const job = await importAndWait(w, [ids()[0]!])
    expect(job).toMatchObject({ status: 'done', unchanged: 1, failed: [] })
    // The shop check up front meets the 429, waits and goes on; then the product is read.
    expect(w.standIn.calls.filter((c) => c.path.startsWith('/v1/')).map((c) => c.status)).toEqual([
      429, 200, 200,
    ])
  })

  it('answers the key message up front when Printify refuses the token, queuing nothing', async () => {
    w.standIn.setMode('unauthorized')
    const res = await w.t.request({
      method: 'POST',
      url: '/api/admin/printify/imports',
      cookie: w.admin.cookie,
      payload: { shop_id: w.standIn.shop.id, product_ids: ids() },
    })
    expect(res.statusCode).toBe(502)
    expect(res.json().error).toMatchObject({ code: 'PRINTIFY_KEY_REJECTED', message: M.keyRejected })
    expect(w.standIn.calls).toHaveLength(1)
  })
})

describe('importing without PRINTIFY_API_TOKEN', () => {
  it('ends the import with the configure-key message', async () => {
    const bare = await createTestApp({ workers: true })
    try {
      const admin = await bare.createUser({ role: 'admin' })
      const res = await bare.request({
        method: 'POST',
        url: '/api/admin/printify/imports',
        cookie: admin.cookie,
        payload: { shop_id: 1001, product_ids: ['a'] },
      })
      expect(res.statusCode).toBe(202)
      expect(res.json().import).toMatchObject({ status: 'queued', total: 1, done: 0 })
      const id = res.json().import.id
      let job = res.json().import
      for (let i = 0; i < 100 && (job.status === 'queued' || job.status === 'running'); i++) {
        await new Promise((r) => setTimeout(r, 100))
        job = (
          await bare.request({
            method: 'GET',
            url: `/api/admin/printify/imports/${id}`,
            cookie: admin.cookie,
          })
        ).json().import
      }
      expect(job).toMatchObject({ status: 'failed', message: M.notConfigured })
    } finally {
      await bare.close()
    }
  })
})
