import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import {
  ADMIN_PRODUCT_MESSAGES as M,
  type AdminProduct,
  type AdminProductInput,
  type SizeGuideRow,
} from '@rdo/contracts'
import type { Tx } from '../../db/client.ts'
import {
  categories,
  productColors,
  productImages,
  productMaterialMappings,
  productMaterials,
  products,
  productVariants,
} from '../../db/schema/catalog.ts'
import { isUuid } from '../../lib/access.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, Invalid, isUniqueViolation } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { changeProduct } from '../wishlist/index.ts'
import { loadProduct, productNotFound } from './catalog.admin.service.ts'
import { invalidateCatalog } from './catalog.service.ts'

/** Lower-case, every run of other characters a hyphen, no hyphen at either end. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '')
}

/** The rows the editor's lists become: empty rows dropped, one primary image, stock summed. */
export function normalizeProduct(input: AdminProductInput) {
  const variants = input.variants
    .filter((v) => v.size !== '')
    .map((v) => ({
      size: v.size,
      stock: v.stock,
      chest: v.chest || null,
      length: v.length || null,
      sleeve: v.sleeve || null,
    }))
  const images = input.images.filter((i) => i.url !== '')
  const primary = Math.max(
    0,
    images.findIndex((i) => i.is_primary),
  )
  const sizeGuide: SizeGuideRow[] = variants
    .filter((v) => v.chest || v.length || v.sleeve)
    .map((v) => ({
      id: v.size.toLowerCase(),
      size: v.size,
      chest: v.chest ?? '',
      length: v.length ?? '',
      sleeve: v.sleeve ?? '',
    }))
  return {
    variants,
    colors: input.colors.filter((c) => c.name !== ''),
    materials: input.materials.flatMap((m) =>
      m.material_id && m.percentage > 0 ? [{ materialId: m.material_id, percentage: m.percentage }] : [],
    ),
    images: images.map((i, n) => ({ ...i, is_primary: n === primary })),
    // With sizes, the product's stock is theirs; otherwise the product's own field.
    stock: variants.length ? variants.reduce((sum, v) => sum + v.stock, 0) : input.stock,
    imageUrl: images[primary]?.url ?? null,
    sizeGuide,
  }
}

/**
 * The wanted slug (or the name's) if free, else with -1, -2, … appended. Slug choices are serialised
 * by a transaction lock, so two saves of the same name cannot both pick the same one.
 */
async function uniqueSlug(tx: Tx, wanted: string, name: string, selfId: string | null): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('products.slug'))`)
  const base = slugify(wanted) || slugify(name) || 'product'
  const { rows } = await tx.execute<{ slug: string }>(
    sql`select slug from products where (slug = ${base} or slug like ${`${base}-%`})
      and (${selfId}::uuid is null or id <> ${selfId}::uuid)`,
  )
  const taken = new Set(rows.map((r) => r.slug))
  if (!taken.has(base)) return base
  let n = 1
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/** Writes the product row and replaces its sizes, colours, images and materials. */
async function writeProduct(tx: Tx, id: string | null, input: AdminProductInput): Promise<string> {
  const rows = normalizeProduct(input)
  const categoryId = input.category_id || null
  if (categoryId) {
    const [found] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId))
    if (!found) throw new Invalid(M.categoryNotFound, 'CATEGORY_NOT_FOUND')
  }
  const values = {
    name: input.name,
    slug: await uniqueSlug(tx, input.slug, input.name, id),
    description: input.description || null,
    categoryId,
    gender: input.gender,
    priceCents: input.price_cents,
    stock: rows.stock,
    lowStockThreshold: input.low_stock_threshold,
    weightGrams: input.weight_grams,
    active: input.active,
    featured: input.featured,
    careInstructions: input.care_instructions || null,
    fitDescription: input.fit_description || null,
    imageUrl: rows.imageUrl,
    sizeGuide: rows.sizeGuide,
  }
  let productId: string
  if (id) {
    await tx
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
    productId = id
  } else {
    const [created] = await tx.insert(products).values(values).returning({ id: products.id })
    productId = created!.id
  }

  // Sizes keep their rows (and ids) by size, so unpaid orders still release stock to them and the
  // wishlist sees which sizes came back.
  const sizes = rows.variants.map((v) => v.size)
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        sizes.length ? notInArray(productVariants.size, sizes) : undefined,
      ),
    )
  for (const [sortOrder, v] of rows.variants.entries()) {
    await tx
      .insert(productVariants)
      .values({ productId, ...v, sortOrder })
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.size],
        set: { stock: v.stock, chest: v.chest, length: v.length, sleeve: v.sleeve, sortOrder },
      })
  }

  // Images are replaced; colours sent with their id keep it, the others are new.
  await tx.delete(productImages).where(eq(productImages.productId, productId))
  const existing = await tx
    .select({ id: productColors.id })
    .from(productColors)
    .where(eq(productColors.productId, productId))
  const existingIds = new Set(existing.map((c) => c.id))
  const kept = rows.colors.flatMap((c) => (c.id && existingIds.has(c.id) ? [c.id] : []))
  await tx
    .delete(productColors)
    .where(
      and(
        eq(productColors.productId, productId),
        kept.length ? notInArray(productColors.id, kept) : undefined,
      ),
    )
  const colorIds = new Map<string, string>()
  for (const [sortOrder, c] of rows.colors.entries()) {
    const set = { name: c.name, colorCode: c.color_code, sortOrder }
    if (c.id && existingIds.has(c.id)) {
      await tx.update(productColors).set(set).where(eq(productColors.id, c.id))
      colorIds.set(c.key, c.id)
    } else {
      const [row] = await tx
        .insert(productColors)
        .values({ productId, ...set })
        .returning({ id: productColors.id })
      colorIds.set(c.key, row!.id)
    }
  }
  if (rows.images.length) {
    await tx.insert(productImages).values(
      rows.images.map((img, displayOrder) => {
        let colorId: string | null = null
        if (img.color_key) {
          colorId = colorIds.get(img.color_key) ?? null
          if (!colorId) throw new Invalid(M.imageColor, 'IMAGE_COLOR')
        }
        return {
          productId,
          url: img.url,
          altText: img.alt_text || null,
          isPrimary: img.is_primary,
          displayOrder,
          colorId,
        }
      }),
    )
  }

  await tx.delete(productMaterialMappings).where(eq(productMaterialMappings.productId, productId))
  if (rows.materials.length) {
    const ids = rows.materials.map((m) => m.materialId)
    const found = await tx
      .select({ id: productMaterials.id })
      .from(productMaterials)
      .where(inArray(productMaterials.id, ids))
    if (found.length !== new Set(ids).size) throw new Invalid(M.materialNotFound, 'MATERIAL_NOT_FOUND')
    await tx.insert(productMaterialMappings).values(rows.materials.map((m) => ({ productId, ...m })))
  }
  return productId
}

/** A slug taken by a writer outside the editor (an import) between our check and our write. */
function slugRace(err: unknown): never {
  if (isUniqueViolation(err, 'products_slug_unique')) throw new Conflict(M.slugTaken, 'SLUG_TAKEN')
  throw err
}

/** Creates a product from the editor in one transaction, with its audit row. */
export async function createProduct(
  ctx: AppContext,
  actor: AuditActor,
  input: AdminProductInput,
): Promise<AdminProduct> {
  const product = await ctx.db
    .transaction(async (tx) => {
      const id = await writeProduct(tx, null, input)
      const after = (await loadProduct(tx, id))!
      await writeAudit(tx, actor, { action: 'product.create', entity: 'product', entityId: id, after })
      return after
    })
    .catch(slugRace)
  invalidateCatalog(ctx)
  return product
}

/**
 * Saves the editor over an existing product through `changeProduct`: one transaction that locks the
 * product, notifies wishlisters of a price drop or restock, and refreshes every instance's caches.
 * Any refusal (a bad colour reference, an unknown material) rolls back everything.
 */
export async function updateProduct(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: AdminProductInput,
): Promise<AdminProduct> {
  if (!isUuid(id)) throw productNotFound()
  const result: { saved?: AdminProduct } = {}
  await changeProduct(ctx, id, async (tx) => {
    const before = await loadProduct(tx, id)
    if (!before) throw productNotFound()
    await writeProduct(tx, id, input)
    const after = (await loadProduct(tx, id))!
    await writeAudit(tx, actor, { action: 'product.update', entity: 'product', entityId: id, before, after })
    result.saved = after
  }).catch(slugRace)
  return result.saved!
}
