import {
  PRINTIFY_MESSAGES as M,
  PRINTIFY_PRODUCTS_PAGE_SIZE,
  PRINTIFY_SOURCE,
  type PrintifyImportedQuery,
  type PrintifyImportedResponse,
  type PrintifyProductRow,
  type PrintifyProductsResponse,
  type PrintifyShopsResponse,
} from '@rdo/contracts'
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import { products } from '../../db/schema/catalog.ts'
import { likePattern, pageWindow, toPage } from '../../lib/admin-list.ts'
import type { AppContext } from '../../types.ts'
import { printifyClientFor, printifyFailure, requireClient } from './printify-errors.ts'
import type { ProductResult } from './printify-shapes.ts'

/** The configured token's shops; without a token, `configured: false` and no shops. */
export async function listShops(ctx: AppContext): Promise<PrintifyShopsResponse> {
  const client = printifyClientFor(ctx)
  if (!client) return { configured: false, shops: [] }
  const shops = await client.listShops().catch(printifyFailure(ctx, M.shopsFailed))
  return {
    configured: true,
    shops: shops.map((s) => ({ id: s.id, title: s.title, sales_channel: s.sales_channel })),
  }
}

function toRow(p: ProductResult, importedIds: Map<string, string>): PrintifyProductRow | null {
  if (!p.ok) {
    // Listed so the admin can see it and try it; the import then names what is wrong with it.
    if (!p.id) return null
    return {
      id: p.id,
      title: p.title || p.id,
      description: '',
      visible: false,
      variant_count: 0,
      enabled_variant_count: 0,
      price_cents: null,
      image_url: null,
      imported_product_id: importedIds.get(p.id) ?? null,
    }
  }
  const { product } = p
  const enabled = product.variants.filter((v) => v.is_enabled)
  const image = product.images.find((i) => i.is_default) ?? product.images[0]
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    visible: product.visible,
    variant_count: product.variants.length,
    enabled_variant_count: enabled.length,
    price_cents: enabled[0]?.price ?? null,
    image_url: image?.src ?? null,
    imported_product_id: importedIds.get(product.id) ?? null,
  }
}

/** One of Printify's pages of a shop's products, each marked with our product when already imported. */
export async function listShopProducts(
  ctx: AppContext,
  shopId: number,
  page: number,
): Promise<PrintifyProductsResponse> {
  const client = requireClient(ctx)
  const res = await client
    .listProducts(shopId, page, PRINTIFY_PRODUCTS_PAGE_SIZE)
    .catch(printifyFailure(ctx, M.productsFailed))
  const ids = res.products.flatMap((p) => (p.ok ? [p.product.id] : p.id ? [p.id] : []))
  const imported = ids.length
    ? await ctx.db
        .select({ id: products.id, externalId: products.externalId })
        .from(products)
        .where(and(eq(products.externalSource, PRINTIFY_SOURCE), inArray(products.externalId, ids)))
    : []
  const importedIds = new Map(imported.map((r) => [r.externalId!, r.id]))
  const malformed = res.products.filter((p) => !p.ok)
  if (malformed.length) {
    ctx.log.warn('Printify listed products the shop cannot read', {
      shopId,
      page,
      products: malformed.map((p) => (p.ok ? null : { id: p.id, error: p.error })),
    })
  }
  return {
    items: res.products.flatMap((p) => toRow(p, importedIds) ?? []),
    page: res.page,
    last_page: res.lastPage,
    total: res.total,
  }
}

/** The products imported from Printify, newest first, searched by name or Printify id. */
export async function listImported(
  ctx: AppContext,
  q: PrintifyImportedQuery,
): Promise<PrintifyImportedResponse> {
  const parts: (SQL | undefined)[] = [eq(products.externalSource, PRINTIFY_SOURCE)]
  if (q.q) {
    const term = likePattern(q.q)
    parts.push(or(ilike(products.name, term), ilike(products.externalId, term)))
  }
  const where = and(...parts)
  const { limit, offset } = pageWindow(q)
  const order =
    q.dir === 'asc' ? [products.createdAt, products.id] : [desc(products.createdAt), desc(products.id)]
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        price_cents: products.priceCents,
        active: products.active,
        external_id: products.externalId,
        image_url: products.imageUrl,
        slug: products.slug,
      })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(products).where(where),
  ])
  return toPage(
    rows.map((r) => ({ ...r, external_id: r.external_id ?? '' })),
    total?.n ?? 0,
    q,
  )
}
