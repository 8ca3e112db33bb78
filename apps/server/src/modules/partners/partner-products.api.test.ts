import { PARTNER_PRINT_CAPACITY } from '@rdo/contracts'
import { asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productColors, productImages, products, productVariants } from '../../db/schema/catalog.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createPartnerProducts, partnerProductId, partnerProductSlug } from './partner-products.ts'
import { makePartnerDesign, makeProject } from '../../../test/fixtures/partners.ts'

let t: TestApp
let owner: TestUser
beforeAll(async () => {
  t = await createTestApp({ caches: { ttlMs: 0 } })
  owner = await t.createUser({ name: 'Pat Partner' })
})
afterAll(async () => t?.close())

describe('createPartnerProducts', () => {
  it('makes a t-shirt, a hoodie and a hat of an approved design, with colours, sizes and stock', async () => {
    const project = await makeProject(t, { createdBy: owner.id, name: 'Moonfrog DAO', symbol: 'FROG' })
    const design = await makePartnerDesign(t, project, { title: 'Frog Season', status: 'pending' })

    const ids = await t.db.transaction((tx) => createPartnerProducts(tx, design, project))
    expect(ids).toHaveLength(3)
    const rows = await t.db.select().from(products).where(inArray(products.id, ids))
    const byType = Object.fromEntries(rows.map((p) => [p.partnerProductType, p]))
    expect(byType.tshirt).toMatchObject({
      name: 'Frog Season T-Shirt',
      priceCents: 2999,
      categoryId: null,
      active: true,
      imageUrl: design.imageUrl,
      partnerDesignId: design.id,
      metadata: { partner_id: project.id },
      stock: 5 * PARTNER_PRINT_CAPACITY,
      description: 'A design for the test store',
    })
    expect(byType.tshirt!.slug).toBe(partnerProductSlug('FROG', 'Frog Season', 'tshirt', design.id))
    // The same design always makes the same products (a reseeded shop keeps its ids).
    expect(byType.hoodie!.id).toBe(partnerProductId(design.id, 'hoodie'))
    expect(byType.hoodie!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(byType.tshirt!.slug).toMatch(/^frog-frog-season-tshirt-[0-9a-f]{8}$/)
    expect(byType.hoodie).toMatchObject({ name: 'Frog Season Hoodie', priceCents: 4999 })
    expect(byType.hat).toMatchObject({
      name: 'Frog Season Hat',
      priceCents: 2499,
      stock: PARTNER_PRINT_CAPACITY,
    })

    const colors = async (id: string) =>
      (
        await t.db
          .select({ name: productColors.name })
          .from(productColors)
          .where(eq(productColors.productId, id))
          .orderBy(asc(productColors.sortOrder))
      ).map((c) => c.name)
    expect(await colors(byType.tshirt!.id)).toEqual(['Black', 'White', 'Navy'])
    expect(await colors(byType.hoodie!.id)).toEqual(['Black', 'Gray'])
    expect(await colors(byType.hat!.id)).toEqual(['Black'])

    const sizes = await t.db
      .select({ size: productVariants.size, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, byType.hoodie!.id))
      .orderBy(asc(productVariants.sortOrder))
    expect(sizes.map((s) => s.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL'])
    expect(sizes.every((s) => s.stock === PARTNER_PRINT_CAPACITY)).toBe(true)
    const images = await t.db.select().from(productImages).where(inArray(productImages.productId, ids))
    expect(images).toHaveLength(3)
    expect(images.every((i) => i.url === design.imageUrl && i.isPrimary)).toBe(true)

    // A second approval (a retried request) changes nothing.
    expect(await t.db.transaction((tx) => createPartnerProducts(tx, design, project))).toEqual([])
    const again = await t.db.select().from(products).where(eq(products.partnerDesignId, design.id))
    expect(again).toHaveLength(3)
  })

  it('keeps slugs unique for two designs of one project with the same title', async () => {
    const project = await makeProject(t, { createdBy: owner.id, symbol: 'TWIN' })
    const one = await makePartnerDesign(t, project, { title: 'Same Title' })
    const two = await makePartnerDesign(t, project, { title: 'Same Title' })
    const slugs = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(inArray(products.partnerDesignId, [one.id, two.id]))
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(6)
  })
})
