import { z } from 'zod'
import { text } from './common.ts'
import { adminListQuery, adminPageOf } from './admin.ts'
import {
  categoryRefSchema,
  genderSchema,
  productColorSchema,
  productImageSchema,
  productVariantSchema,
} from './catalog.ts'
import {
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_DEFAULT_COLOR,
  PRODUCT_FORM_DEFAULTS,
} from './catalog-admin-messages.ts'
import type { AdminProductFormValues } from './catalog-admin-product-input.ts'

export * from './catalog-admin-messages.ts'
export * from './catalog-admin-product-input.ts'

export const adminProductMaterialSchema = z.object({
  material_id: z.string(),
  name: z.string(),
  percentage: z.number().int(),
})

/** GET /api/admin/products/:id and the answer of a save: every editable field, inactive products too. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category_id: z.string().nullable(),
  gender: genderSchema,
  price_cents: z.number().int(),
  stock: z.number().int(),
  low_stock_threshold: z.number().int(),
  weight_grams: z.number().int(),
  active: z.boolean(),
  featured: z.boolean(),
  care_instructions: z.string().nullable(),
  fit_description: z.string().nullable(),
  image_url: z.string().nullable(),
  external_id: z.string().nullable(),
  external_source: z.string().nullable(),
  external_shop_id: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  has_orders: z.boolean(),
  variants: z.array(productVariantSchema),
  colors: z.array(productColorSchema),
  materials: z.array(adminProductMaterialSchema),
  /** In display order. */
  images: z.array(productImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminProduct = z.infer<typeof adminProductSchema>

/** The editor's values for a product (or a new one): existing colours are keyed by their id. */
export function productToForm(p: AdminProduct | null): AdminProductFormValues {
  const keep = <T>(rows: T[], empty: NoInfer<T>) => (rows.length ? rows : [empty])
  return {
    name: p?.name ?? '',
    slug: p?.slug ?? '',
    description: p?.description ?? '',
    category_id: p?.category_id ?? '',
    gender: p?.gender ?? PRODUCT_FORM_DEFAULTS.gender,
    price: p ? p.price_cents / 100 : 0,
    stock: p?.stock ?? PRODUCT_FORM_DEFAULTS.stock,
    low_stock_threshold: p?.low_stock_threshold ?? PRODUCT_FORM_DEFAULTS.low_stock_threshold,
    weight_grams: p?.weight_grams ?? PRODUCT_FORM_DEFAULTS.weight_grams,
    active: p?.active ?? true,
    featured: p?.featured ?? false,
    care_instructions: p?.care_instructions ?? '',
    fit_description: p?.fit_description ?? '',
    variants: keep(
      (p?.variants ?? []).map((v) => ({
        size: v.size,
        stock: v.stock,
        chest: v.chest ?? '',
        length: v.length ?? '',
        sleeve: v.sleeve ?? '',
      })),
      { size: '', stock: 0, chest: '', length: '', sleeve: '' },
    ),
    colors: keep(
      (p?.colors ?? []).map((c) => ({
        key: c.id,
        id: c.id as string | null,
        name: c.name,
        color_code: c.color_code,
      })),
      { key: 'new-color-0', id: null, name: '', color_code: PRODUCT_DEFAULT_COLOR },
    ),
    materials: keep(
      (p?.materials ?? []).map((m) => ({ material_id: m.material_id, percentage: m.percentage })),
      { material_id: '', percentage: 0 },
    ),
    images: keep(
      (p?.images ?? []).map((i) => ({
        url: i.url,
        alt_text: i.alt_text ?? '',
        is_primary: i.is_primary,
        color_key: i.color_id ?? '',
      })),
      { url: '', alt_text: '', is_primary: false, color_key: '' },
    ),
  }
}

/** GET /api/admin/products: search by name, active/archived, sorted and paged by the server. */
export const ADMIN_PRODUCT_SORTS = ['created_at', 'name', 'price', 'stock'] as const
export const adminProductListQuery = adminListQuery.extend({
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('created_at'),
  status: z.enum(['active', 'archived']).optional(),
})
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>

export const adminProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  price_cents: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
  featured: z.boolean(),
  image_url: z.string().nullable(),
  category: categoryRefSchema.nullable(),
  created_at: z.string(),
  /** A product that appears in an order is archived instead of deleted. */
  has_orders: z.boolean(),
})
export type AdminProductRow = z.infer<typeof adminProductRowSchema>
export const adminProductListResponse = adminPageOf(adminProductRowSchema)
export type AdminProductListResponse = z.infer<typeof adminProductListResponse>

/** DELETE /api/admin/products/:id: archived (made inactive) when the product appears in an order. */
export const adminProductDeleteResponse = z.object({ archived: z.boolean() })
export type AdminProductDeleteResponse = z.infer<typeof adminProductDeleteResponse>

export const materialSchema = z.object({ id: z.string(), name: z.string() })
export type Material = z.infer<typeof materialSchema>
export const materialListResponse = z.object({ items: z.array(materialSchema) })
export type MaterialListResponse = z.infer<typeof materialListResponse>
/** POST /api/admin/materials: an existing material of the same name (any case) is returned as it is. */
export const materialCreateBody = z.object({
  name: text().trim().min(1, M.materialNameRequired).max(100, 'Material name must be at most 100 characters'),
})
export type MaterialCreateBody = z.infer<typeof materialCreateBody>

/** POST /api/admin/uploads/product-image (multipart, one PNG, JPEG, GIF or WebP image). */
export const productImageUploadResponse = z.object({ url: z.string() })
export type ProductImageUploadResponse = z.infer<typeof productImageUploadResponse>
