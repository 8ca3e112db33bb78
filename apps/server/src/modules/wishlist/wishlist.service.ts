import { and, desc, eq } from 'drizzle-orm'
import { CATALOG_MESSAGES, inventoryStatusOf, WISHLIST_MESSAGES, type WishlistEntry } from '@rdo/contracts'
import { products } from '../../db/schema/catalog.ts'
import { wishlists } from '../../db/schema/reviews.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'

export async function wishlistStatus(ctx: AppContext, userId: string, productId: string) {
  const [row] = await ctx.db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)))
  return { in_wishlist: Boolean(row), entry_id: row?.id ?? null }
}

/** Idempotent: adding a product that is already there returns the existing entry. */
export async function addToWishlist(ctx: AppContext, userId: string, productId: string) {
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)))
  if (!product) throw new NotFound(CATALOG_MESSAGES.productNotFound)
  const [created] = await ctx.db
    .insert(wishlists)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlists.userId, wishlists.productId] })
    .returning({ id: wishlists.id })
  if (created) return { created: true, entry_id: created.id }
  return { created: false, entry_id: (await wishlistStatus(ctx, userId, productId)).entry_id! }
}

export async function removeProductFromWishlist(ctx: AppContext, userId: string, productId: string) {
  await ctx.db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)))
}

export async function removeWishlistEntry(ctx: AppContext, userId: string, entryId: string) {
  const deleted = await ctx.db
    .delete(wishlists)
    .where(and(eq(wishlists.id, entryId), eq(wishlists.userId, userId)))
    .returning({ id: wishlists.id })
  if (!deleted.length) throw new NotFound(WISHLIST_MESSAGES.notFound)
}

/** The caller's saved products that are still on sale, newest first. */
export async function listWishlist(ctx: AppContext, userId: string): Promise<WishlistEntry[]> {
  const rows = await ctx.db
    .select({
      id: wishlists.id,
      createdAt: wishlists.createdAt,
      product: {
        id: products.id,
        name: products.name,
        price_cents: products.priceCents,
        slug: products.slug,
        image_url: products.imageUrl,
        stock: products.stock,
        lowStockThreshold: products.lowStockThreshold,
      },
    })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(and(eq(wishlists.userId, userId), eq(products.active, true)))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
  return rows.map(({ id, createdAt, product: { lowStockThreshold, ...product } }) => ({
    id,
    product_id: product.id,
    created_at: createdAt.toISOString(),
    product: { ...product, inventory_status: inventoryStatusOf(product.stock, lowStockThreshold) },
  }))
}
