import { z } from 'zod'

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
