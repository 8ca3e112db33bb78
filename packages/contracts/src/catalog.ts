import { z } from 'zod'
import { text } from './common.ts'
import { productDropSchema } from './drops.ts'
import { CATALOG_MESSAGES, PRODUCT_PAGE_SIZE, RELATED_PRODUCTS_LIMIT } from './storefront-messages.ts'

// The texts live in the zod-free module so shop pages can import them without the schemas.
export { CATALOG_MESSAGES, PRODUCT_PAGE_SIZE, RELATED_PRODUCTS_LIMIT }

/** Derived from stock: out_of_stock at 0 or less, low_stock at or under the threshold, else in_stock. */
export const inventoryStatusSchema = z.enum(['in_stock', 'low_stock', 'out_of_stock'])
export type InventoryStatus = z.infer<typeof inventoryStatusSchema>

export const categoryRefSchema = z.object({ id: z.string(), name: z.string() })
export type CategoryRef = z.infer<typeof categoryRefSchema>

/** The product as shown on a grid card (home featured grid, lists, related products). */
export const productCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  price_cents: z.number().int().nonnegative(),
  image_url: z.string().nullable(),
  category: categoryRefSchema.nullable(),
  inventory_status: inventoryStatusSchema,
})
export type ProductCard = z.infer<typeof productCardSchema>

/** SKU shown on list cards: first 3 letters of the category name + first 8 chars of the id, upper-case. */
export function productSku(categoryName: string | null | undefined, productId: string): string {
  return `${(categoryName ?? '').slice(0, 3)}${productId.slice(0, 8)}`.toUpperCase()
}

export function inventoryStatusOf(stock: number, lowStockThreshold: number): InventoryStatus {
  if (stock <= 0) return 'out_of_stock'
  if (stock <= lowStockThreshold) return 'low_stock'
  return 'in_stock'
}

/**
 * GET /api/products?q&category&limit&offset — active products, newest first.
 * `q` searches name and description case-insensitively; `category` is a category slug or id.
 * Responses carry a weak ETag; send If-None-Match to get 304.
 */
export const productListQuery = z.object({
  q: text().trim().max(100).optional(),
  category: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PRODUCT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type ProductListQuery = z.input<typeof productListQuery>

export const productListItemSchema = productCardSchema.extend({
  sku: z.string(),
  created_at: z.string(),
})
export type ProductListItem = z.infer<typeof productListItemSchema>

export const productListResponse = z.object({
  items: z.array(productListItemSchema),
  total: z.number().int().nonnegative(),
})
export type ProductListResponse = z.infer<typeof productListResponse>

/** GET /api/categories — ordered by name. */
export const categorySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() })
export type Category = z.infer<typeof categorySchema>
export const categoryListResponse = z.object({ items: z.array(categorySchema) })
export type CategoryListResponse = z.infer<typeof categoryListResponse>

/** The database enum is built from this list. */
export const PRODUCT_GENDERS = ['unisex', 'men', 'women'] as const
export const genderSchema = z.enum(PRODUCT_GENDERS)

export const productVariantSchema = z.object({
  id: z.string(),
  size: z.string(),
  stock: z.number().int(),
  /** Measurements in cm, e.g. '86-91'. */
  chest: z.string().nullable(),
  length: z.string().nullable(),
  sleeve: z.string().nullable(),
})
export type ProductVariant = z.infer<typeof productVariantSchema>

export const productColorSchema = z.object({ id: z.string(), name: z.string(), color_code: z.string() })
export type ProductColor = z.infer<typeof productColorSchema>

export const productImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  alt_text: z.string().nullable(),
  is_primary: z.boolean(),
  display_order: z.number().int(),
  /** null: shared by all colours. */
  color_id: z.string().nullable(),
})
export type ProductImage = z.infer<typeof productImageSchema>

export const productMaterialSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  percentage: z.number().int(),
})
export type ProductMaterial = z.infer<typeof productMaterialSchema>

export const sizeGuideRowSchema = z.object({
  id: z.string(),
  size: z.string(),
  chest: z.string(),
  length: z.string(),
  sleeve: z.string(),
})
export type SizeGuideRow = z.infer<typeof sizeGuideRowSchema>

/** GET /api/products/:slug — active products only, else 404 'Product not found'. */
export const productDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  description: z.string().nullable(),
  price_cents: z.number().int().nonnegative(),
  category: categoryRefSchema.nullable(),
  /** Sum of variant stock for products with variants. */
  stock: z.number().int(),
  low_stock_threshold: z.number().int(),
  inventory_status: inventoryStatusSchema,
  weight_grams: z.number().int(),
  image_url: z.string().nullable(),
  care_instructions: z.string().nullable(),
  fit_description: z.string().nullable(),
  gender: genderSchema,
  featured: z.boolean(),
  size_guide: z.array(sizeGuideRowSchema),
  /** Ordered by size (XS … 3XL). */
  variants: z.array(productVariantSchema),
  colors: z.array(productColorSchema),
  /** Ordered by display_order. */
  images: z.array(productImageSchema),
  materials: z.array(productMaterialSchema),
  created_at: z.string(),
  /** The product's scheduled drop (times, holder window, limit), null for a product without one. */
  drop: productDropSchema.nullable(),
  /** Its reviews: how many, and their average rating to one decimal (null without any). */
  rating: z.object({ count: z.number().int().nonnegative(), average: z.number().nullable() }),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

/** GET /api/products/:slug/related — up to 4 active products of the same category, newest first. */
export const relatedProductsResponse = z.object({
  items: z.array(productCardSchema).max(RELATED_PRODUCTS_LIMIT),
})
export type RelatedProductsResponse = z.infer<typeof relatedProductsResponse>
