import { z } from 'zod'
import { inventoryStatusSchema } from './catalog.ts'
import { WISHLIST_MESSAGES } from './storefront-messages.ts'

// The texts live in the zod-free module so shop pages can import them without the schemas.
export { WISHLIST_MESSAGES }

/**
 * GET /api/wishlist/products/:productId — is this product on the caller's wishlist?
 * Signed out: 401 'Please sign in to add items to your wishlist' (the page shows the heart as off).
 */
export const wishlistStatusResponse = z.object({
  in_wishlist: z.boolean(),
  entry_id: z.string().nullable(),
})
export type WishlistStatusResponse = z.infer<typeof wishlistStatusResponse>

/** POST /api/wishlist → 201 (or 200 when it was already there: adding is idempotent). */
export const addToWishlistBody = z.object({ product_id: z.uuid() })
export type AddToWishlistBody = z.infer<typeof addToWishlistBody>

export const wishlistProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_cents: z.number().int(),
  slug: z.string(),
  image_url: z.string().nullable(),
  stock: z.number().int(),
  inventory_status: inventoryStatusSchema,
})

export const wishlistEntrySchema = z.object({
  id: z.string(),
  product_id: z.string(),
  created_at: z.string(),
  product: wishlistProductSchema,
})
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>

/** GET /api/wishlist — the caller's entries, newest first. */
export const wishlistResponse = z.object({ items: z.array(wishlistEntrySchema) })
export type WishlistResponse = z.infer<typeof wishlistResponse>

/*
 * DELETE /api/wishlist/products/:productId — remove by product (the product page toggle), 200 { ok }.
 * DELETE /api/wishlist/:id — remove by entry id (the wishlist page), 200 { ok } or 404.
 */
