import { PRINTIFY_IMPORT_STOCK, PRINTIFY_IMPORT_WEIGHT_GRAMS, PRINTIFY_SOURCE } from '@rdo/contracts'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { productColors, productImages, products, productVariants } from '../../db/schema/catalog.ts'
import { printifyVariantLinks } from '../../db/schema/fulfilment.ts'
import { isUniqueViolation } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { changeProduct } from '../wishlist/index.ts'
import { downloadImages, type SourceImage } from './printify-images.ts'
import { slugOf, variantLinks, type ImportPlan } from './printify-mapping.ts'

export type ImportOutcome = 'imported' | 'updated' | 'unchanged'

/** What the shop keeps of Printify in products.metadata.printify. */
export type PrintifyMetadata = ImportPlan['printify'] & { content_hash: string; images: SourceImage[] }

type Existing = { id: string; metadata: Record<string, unknown>; externalShopId: string | null }

async function findImported(ctx: AppContext, externalId: string): Promise<Existing | null> {
  const [row] = await ctx.db
    .select({ id: products.id, metadata: products.metadata, externalShopId: products.externalShopId })
    .from(products)
    .where(and(eq(products.externalSource, PRINTIFY_SOURCE), eq(products.externalId, externalId)))
  return row ?? null
}

const printifyOf = (row: Existing) => (row.metadata.printify ?? null) as Partial<PrintifyMetadata> | null

/**
 * Inserts or updates the shop's product for one Printify product, keyed by (external_source,
 * external_id). Unchanged source content (same hash, same shop) writes nothing; images are downloaded
 * through the platform's pipeline only for source URLs not stored before. Each product is written in
 * its own transaction.
 */
export async function writeImportedProduct(
  ctx: AppContext,
  plan: ImportPlan,
  shopId: number,
): Promise<{ outcome: ImportOutcome; productId: string }> {
  const existing = await findImported(ctx, plan.externalId)
  const known = existing ? printifyOf(existing) : null
  if (existing && known?.content_hash === plan.hash && existing.externalShopId === String(shopId)) {
    // Nothing to rewrite, but a product imported before variants were linked gets its links now.
    await ctx.db.transaction((tx) =>
      writeVariantLinks(tx, existing.id, shopId, plan.externalId, plan.printify),
    )
    return { outcome: 'unchanged', productId: existing.id }
  }
  const images = await downloadImages(ctx, plan.images, known?.images ?? [])
  const printify: PrintifyMetadata = { ...plan.printify, content_hash: plan.hash, images }
  if (existing) return { outcome: 'updated', productId: await update(ctx, existing, plan, shopId, printify) }
  try {
    return { outcome: 'imported', productId: await insert(ctx, plan, shopId, printify) }
  } catch (err) {
    // Another import inserted the same product meanwhile: update that one instead.
    if (!isUniqueViolation(err, 'products_external_unique')) throw err
    const raced = await findImported(ctx, plan.externalId)
    if (!raced) throw err
    return { outcome: 'updated', productId: await update(ctx, raced, plan, shopId, printify) }
  }
}

/** The title's slug if free, else with -2, -3, … appended; serialised with the product editor's saves. */
async function uniqueSlug(tx: Tx, title: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('products.slug'))`)
  const base = slugOf(title)
  const { rows } = await tx.execute<{ slug: string }>(
    sql`select slug from products where slug = ${base} or slug like ${`${base}-%`}`,
  )
  const taken = new Set(rows.map((r) => r.slug))
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

const productValues = (plan: ImportPlan, shopId: number, printify: PrintifyMetadata) => ({
  name: plan.name,
  description: plan.description || null,
  priceCents: plan.priceCents,
  active: plan.active,
  imageUrl: printify.images.find((i) => i.src === plan.images[0]?.src)?.url ?? null,
  externalShopId: String(shopId),
})

async function insert(ctx: AppContext, plan: ImportPlan, shopId: number, printify: PrintifyMetadata) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        ...productValues(plan, shopId, printify),
        slug: await uniqueSlug(tx, plan.name),
        stock: PRINTIFY_IMPORT_STOCK * Math.max(1, plan.sizes.length),
        weightGrams: PRINTIFY_IMPORT_WEIGHT_GRAMS,
        metadata: { printify },
        externalId: plan.externalId,
        externalSource: PRINTIFY_SOURCE,
        fulfilmentProvider: 'printify',
      })
      .returning({ id: products.id })
    const productId = row!.id
    if (plan.sizes.length) {
      await tx
        .insert(productVariants)
        .values(
          plan.sizes.map((size, sortOrder) => ({ productId, size, stock: PRINTIFY_IMPORT_STOCK, sortOrder })),
        )
    }
    await writeColorsAndImages(tx, productId, plan, printify)
    await writeVariantLinks(tx, productId, shopId, plan.externalId, plan.printify)
    return productId
  })
}

/**
 * A changed source product: its fields, colours and images follow Printify; sizes still sold keep
 * their stock (orders took from it), new sizes start at the import stock, dropped ones go. The slug
 * and weight stay as they are (links and shipping the admin may rely on). Through `changeProduct`,
 * so wishlisters hear of a price drop or a restock.
 */
async function update(
  ctx: AppContext,
  existing: Existing,
  plan: ImportPlan,
  shopId: number,
  printify: PrintifyMetadata,
) {
  const productId = existing.id
  await changeProduct(ctx, productId, async (tx) => {
    await tx
      .delete(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          plan.sizes.length ? notInArray(productVariants.size, plan.sizes) : undefined,
        ),
      )
    for (const [sortOrder, size] of plan.sizes.entries()) {
      await tx
        .insert(productVariants)
        .values({ productId, size, stock: PRINTIFY_IMPORT_STOCK, sortOrder })
        .onConflictDoUpdate({ target: [productVariants.productId, productVariants.size], set: { sortOrder } })
    }
    const [{ stock } = { stock: 0 }] = await tx
      .select({ stock: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int` })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
    await tx
      .update(products)
      .set({
        ...productValues(plan, shopId, printify),
        ...(plan.sizes.length ? { stock } : {}),
        metadata: sql`${products.metadata} || ${JSON.stringify({ printify })}::jsonb`,
        fulfilmentProvider: 'printify',
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId))
    await tx.delete(productImages).where(eq(productImages.productId, productId))
    await tx.delete(productColors).where(eq(productColors.productId, productId))
    await writeColorsAndImages(tx, productId, plan, printify)
    await writeVariantLinks(tx, productId, shopId, plan.externalId, plan.printify)
  })
  return productId
}

async function writeColorsAndImages(tx: Tx, productId: string, plan: ImportPlan, printify: PrintifyMetadata) {
  const colorIds = new Map<number, string>()
  for (const [sortOrder, c] of plan.colors.entries()) {
    const [row] = await tx
      .insert(productColors)
      .values({ productId, name: c.name, colorCode: c.hex, sortOrder })
      .returning({ id: productColors.id })
    colorIds.set(c.valueId, row!.id)
  }
  const local = new Map(printify.images.map((i) => [i.src, i.url]))
  const rows = plan.images.flatMap((img, displayOrder) => {
    const url = local.get(img.src)
    if (!url) return []
    const color = plan.colors.find((c) => c.valueId === img.colorValueId)
    return [
      {
        productId,
        url,
        altText: [plan.name, color?.name, img.position].filter(Boolean).join(' — '),
        isPrimary: displayOrder === 0,
        displayOrder,
        colorId: img.colorValueId === null ? null : (colorIds.get(img.colorValueId) ?? null),
      },
    ]
  })
  if (rows.length) await tx.insert(productImages).values(rows)
}

/**
 * Replaces a product's Printify variant links (which Printify product, variant and SKU makes each size
 * and colour it sells), and marks it fulfilled by Printify.
 */
export async function writeVariantLinks(
  tx: Tx,
  productId: string,
  shopId: number,
  printifyProductId: string,
  printify: Pick<ImportPlan['printify'], 'variants' | 'options'>,
) {
  const links = variantLinks(printify)
  await tx.delete(printifyVariantLinks).where(eq(printifyVariantLinks.productId, productId))
  if (links.length) {
    await tx.insert(printifyVariantLinks).values(
      links.map((l) => ({
        productId,
        size: l.size,
        color: l.color,
        shopId,
        printifyProductId,
        printifyVariantId: l.variantId,
        sku: l.sku,
        available: l.available,
      })),
    )
  }
  await tx
    .update(products)
    .set({ fulfilmentProvider: 'printify', externalShopId: String(shopId) })
    .where(eq(products.id, productId))
  return links
}
