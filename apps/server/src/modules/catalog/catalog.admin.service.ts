import { asc, eq, sql, type SQL } from 'drizzle-orm'
import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  type AdminProductDeleteResponse,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type AdminProductRow,
  type Material,
} from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import {
  productColors,
  productImages,
  productMaterialMappings,
  productMaterials,
  products,
  productVariants,
} from '../../db/schema/catalog.ts'
import { isUuid } from '../../lib/access.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { changeProduct } from '../wishlist/index.ts'

export const productNotFound = () => new NotFound(ADMIN_PRODUCT_MESSAGES.productNotFound)

const SORT_COLUMNS: Record<AdminProductListQuery['sort'], SQL> = {
  created_at: sql`p.created_at`,
  name: sql`lower(p.name)`,
  price: sql`p.price_cents`,
  stock: sql`p.stock`,
}

/** Every product, inactive ones too: searched by name, filtered by status, sorted and paged in SQL. */
export async function listProducts(
  ctx: AppContext,
  query: AdminProductListQuery,
): Promise<AdminProductListResponse> {
  const parts: SQL[] = [sql`true`]
  if (query.q) parts.push(sql`lower(p.name) like ${likePattern(query.q)}`)
  if (query.status === 'active') parts.push(sql`p.active`)
  if (query.status === 'archived') parts.push(sql`not p.active`)
  const where = sql.join(parts, sql` and `)
  const { limit, offset } = pageWindow(query)
  type Row = Omit<AdminProductRow, 'category' | 'created_at'> & {
    category_id: string | null
    category_name: string | null
    created_at: Date | string
  }
  const [rows, total] = await Promise.all([
    ctx.db.execute<Row>(sql`select p.id, p.name, p.slug, p.price_cents, p.stock, p.active, p.featured,
        p.image_url, c.id as category_id, c.name as category_name, p.created_at,
        exists(select 1 from order_items oi where oi.product_id = p.id) as has_orders
      from products p left join categories c on c.id = p.category_id
      where ${where}
      order by ${orderBy(SORT_COLUMNS[query.sort], query.dir, sql`p.id`)}
      limit ${limit} offset ${offset}`),
    ctx.db.execute<{ n: string }>(sql`select count(*) as n from products p where ${where}`),
  ])
  const items = rows.rows.map(({ category_id, category_name, created_at, ...r }) => ({
    ...r,
    category: category_id ? { id: category_id, name: category_name ?? '' } : null,
    created_at: new Date(created_at).toISOString(),
  }))
  return toPage(items, Number(total.rows[0]?.n ?? 0), query)
}

/** The whole editable product, or null. Reads run one after another so this works inside a transaction. */
export async function loadProduct(db: DbOrTx, id: string): Promise<AdminProduct | null> {
  if (!isUuid(id)) return null
  const [p] = await db.select().from(products).where(eq(products.id, id))
  if (!p) return null
  const variants = await db
    .select({
      id: productVariants.id,
      size: productVariants.size,
      stock: productVariants.stock,
      chest: productVariants.chest,
      length: productVariants.length,
      sleeve: productVariants.sleeve,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.createdAt))
  const colors = await db
    .select({ id: productColors.id, name: productColors.name, color_code: productColors.colorCode })
    .from(productColors)
    .where(eq(productColors.productId, id))
    .orderBy(asc(productColors.sortOrder), asc(productColors.createdAt))
  const materials = await db
    .select({
      material_id: productMaterialMappings.materialId,
      name: productMaterials.name,
      percentage: productMaterialMappings.percentage,
    })
    .from(productMaterialMappings)
    .innerJoin(productMaterials, eq(productMaterials.id, productMaterialMappings.materialId))
    .where(eq(productMaterialMappings.productId, id))
    .orderBy(sql`${productMaterialMappings.percentage} desc`, asc(productMaterials.name))
  const images = await db
    .select({
      id: productImages.id,
      url: productImages.url,
      alt_text: productImages.altText,
      is_primary: productImages.isPrimary,
      display_order: productImages.displayOrder,
      color_id: productImages.colorId,
    })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.displayOrder), asc(productImages.createdAt))
  const {
    rows: [orders],
  } = await db.execute<{ has_orders: boolean }>(
    sql`select exists(select 1 from order_items where product_id = ${id}) as has_orders`,
  )
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    category_id: p.categoryId,
    gender: p.gender,
    price_cents: p.priceCents,
    stock: p.stock,
    low_stock_threshold: p.lowStockThreshold,
    weight_grams: p.weightGrams,
    active: p.active,
    featured: p.featured,
    care_instructions: p.careInstructions,
    fit_description: p.fitDescription,
    image_url: p.imageUrl,
    external_id: p.externalId,
    external_source: p.externalSource,
    external_shop_id: p.externalShopId,
    metadata: p.metadata,
    has_orders: orders?.has_orders ?? false,
    variants,
    colors,
    materials,
    images,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }
}

export async function getProduct(ctx: AppContext, id: string): Promise<AdminProduct> {
  const product = await loadProduct(ctx.db, id)
  if (!product) throw productNotFound()
  return product
}

/**
 * A product that appears in any order stays for the books: it is archived (made inactive, so the shop
 * no longer shows it) instead of deleted. Either way the caches of every instance are refreshed.
 */
export async function deleteProduct(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<AdminProductDeleteResponse> {
  if (!isUuid(id)) throw productNotFound()
  let archived = false
  await changeProduct(ctx, id, async (tx) => {
    const before = await loadProduct(tx, id)
    if (!before) throw productNotFound()
    if (before.has_orders) {
      archived = true
      await tx.update(products).set({ active: false, updatedAt: new Date() }).where(eq(products.id, id))
      await writeAudit(tx, actor, {
        action: 'product.archive',
        entity: 'product',
        entityId: id,
        before: { active: before.active },
        after: { active: false },
      })
    } else {
      await tx.delete(products).where(eq(products.id, id))
      await writeAudit(tx, actor, { action: 'product.delete', entity: 'product', entityId: id, before })
    }
  })
  return { archived }
}

export async function listMaterials(ctx: AppContext): Promise<{ items: Material[] }> {
  const items = await ctx.db
    .select({ id: productMaterials.id, name: productMaterials.name })
    .from(productMaterials)
    .orderBy(asc(sql`lower(${productMaterials.name})`), asc(productMaterials.name))
  return { items }
}

/** Adds a material by name; a material of the same name in any case is returned instead (no change). */
export async function addMaterial(
  ctx: AppContext,
  actor: AuditActor,
  name: string,
): Promise<{ material: Material; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const existing = async () => {
      const [row] = await tx
        .select({ id: productMaterials.id, name: productMaterials.name })
        .from(productMaterials)
        .where(sql`lower(${productMaterials.name}) = lower(${name})`)
        .orderBy(asc(productMaterials.createdAt))
        .limit(1)
      return row
    }
    const found = await existing()
    if (found) return { material: found, created: false }
    const [created] = await tx
      .insert(productMaterials)
      .values({ name })
      .onConflictDoNothing({ target: productMaterials.name })
      .returning({ id: productMaterials.id, name: productMaterials.name })
    // A concurrent request added the same name first: answer with that one.
    if (!created) return { material: (await existing())!, created: false }
    await writeAudit(tx, actor, {
      action: 'product_material.create',
      entity: 'product_material',
      entityId: created.id,
      after: created,
    })
    return { material: created, created: true }
  })
}
