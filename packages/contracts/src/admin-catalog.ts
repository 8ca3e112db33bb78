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

/** Back-office product editor: limits, defaults and texts (docs/admin-products.md). */
export const PRODUCT_MAX_IMAGES = 15
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const PRODUCT_DEFAULT_COLOR = '#000000'
export const PRODUCT_FORM_DEFAULTS = {
  stock: 0,
  weight_grams: 0,
  low_stock_threshold: 10,
  gender: 'unisex',
} as const

export const ADMIN_PRODUCT_MESSAGES = {
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  saveError: (message: string) => `Error saving product: ${message}`,
  deleted: 'Product deleted successfully',
  archived: 'Product archived: it has orders',
  deleteFailed: 'Failed to delete product',
  loadFormFailed: 'Failed to load form data',
  loadFailed: 'Failed to load products',
  noProducts: 'No products found',
  addMaterialFailed: 'Failed to add material',
  tooManyImages: 'Maximum 15 images allowed',
  uploadFailed: 'Failed to upload image',
  uploaded: 'Image uploaded successfully',
  fileRequired: 'Please choose an image file',
  tooManyFiles: 'Please upload one image at a time',
  productNotFound: 'Product not found',
  nameRequired: 'Name is required',
  priceRequired: 'Price is required',
  priceMin: 'Price must be 0 or more',
  priceMax: 'Price must be at most $1,000,000.00',
  priceCents: 'Price can have at most 2 decimal places',
  colorCode: 'Colour code must be a hex colour such as #000000',
  percentage: 'Percentage must be a whole number from 0 to 100',
  imageUrl: 'Image URL must be an uploaded file or a web address',
  onePrimary: 'Only one image can be primary',
  duplicateSize: 'Each size can only be listed once',
  duplicateColor: 'Each colour can only be listed once',
  duplicateColorKey: 'Each colour needs its own key',
  duplicateMaterial: 'Each material can only be listed once',
  imageColor: "An image's colour must be one of the product's colours",
  categoryNotFound: 'Category not found',
  materialNotFound: 'Material not found',
  materialNameRequired: 'Material name is required',
  slugTaken: 'That slug was taken meanwhile, please save again',
} as const
const M = ADMIN_PRODUCT_MESSAGES

/** A whole number of 0 or more (stock, thresholds, grams), required, with the field's name in its messages. */
const count = (label: string, max = 1_000_000) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)

/** An optional reference: a uuid, or '' / null for none (what an unset select gives). */
const optionalRef = (message: string) =>
  z
    .union([z.uuid(message), z.literal('')])
    .nullable()
    .default(null)

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/
/** Uploaded files are same-origin paths; imported products keep their web addresses. */
export const isProductImageUrl = (url: string) => /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/\S+$/i.test(url)

/** One size. Rows without a size are dropped when saved (an empty last row of the editor). */
export const productVariantInput = z.object({
  size: text().trim().max(30, 'Size must be at most 30 characters').default(''),
  stock: count('Variant stock'),
  /** Measurements in cm, free text such as '96-101'. */
  chest: text().trim().max(30, 'Chest must be at most 30 characters').nullish(),
  length: text().trim().max(30, 'Length must be at most 30 characters').nullish(),
  sleeve: text().trim().max(30, 'Sleeve must be at most 30 characters').nullish(),
})

/**
 * One colour. `key` names the colour within this request so images can refer to it before it has an
 * id; `id` keeps an existing colour (the editor uses the id as the key). Rows without a name are dropped.
 */
export const productColorInput = z.object({
  key: text().trim().min(1, 'Colour key is required').max(64),
  id: z.uuid().nullish(),
  name: text().trim().max(60, 'Colour name must be at most 60 characters').default(''),
  color_code: text().trim().regex(HEX_COLOR, M.colorCode).default(PRODUCT_DEFAULT_COLOR),
})

/** Only rows with a material and a percentage above 0 are saved. */
export const productMaterialInput = z.object({
  material_id: optionalRef(M.materialNotFound),
  percentage: z.number({ error: M.percentage }).int(M.percentage).min(0, M.percentage).max(100, M.percentage),
})

/** `color_key` null (or '') means the image is shown for every colour. Rows without a url are dropped. */
export const productImageInput = z.object({
  url: text()
    .trim()
    .max(2000, 'Image URL must be at most 2000 characters')
    .default('')
    .refine((v) => v === '' || isProductImageUrl(v), M.imageUrl),
  alt_text: text().trim().max(300, 'Alt text must be at most 300 characters').default(''),
  is_primary: z.boolean().default(false),
  color_key: text().max(64).nullable().default(null),
})

const productFields = {
  name: text().trim().min(1, M.nameRequired).max(200, 'Name must be at most 200 characters'),
  /** Made from the name when empty; made unique by the server (-1, -2, …). */
  slug: text().trim().max(200, 'Slug must be at most 200 characters').default(''),
  description: text().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  category_id: optionalRef(M.categoryNotFound),
  gender: genderSchema.default(PRODUCT_FORM_DEFAULTS.gender),
  stock: count('Stock').default(PRODUCT_FORM_DEFAULTS.stock),
  low_stock_threshold: count('Low stock threshold').default(PRODUCT_FORM_DEFAULTS.low_stock_threshold),
  weight_grams: count('Weight').default(PRODUCT_FORM_DEFAULTS.weight_grams),
  active: z.boolean().default(true),
  featured: z.boolean().default(false),
  care_instructions: text().trim().max(2000, 'Care instructions must be at most 2000 characters').default(''),
  fit_description: text().trim().max(2000, 'Fit description must be at most 2000 characters').default(''),
  variants: z.array(productVariantInput).max(50, 'At most 50 sizes').default([]),
  colors: z.array(productColorInput).max(30, 'At most 30 colours').default([]),
  materials: z.array(productMaterialInput).max(20, 'At most 20 materials').default([]),
  images: z.array(productImageInput).max(100, M.tooManyImages).default([]),
}

type ListFields = {
  variants: { size: string }[]
  colors: { key: string; name: string }[]
  materials: { material_id: string | null; percentage: number }[]
  images: { url: string; is_primary: boolean }[]
}

/** The rules across rows, checked the same way by the editor and the server. */
function checkLists(v: ListFields, ctx: z.RefinementCtx) {
  const images = v.images.filter((i) => i.url !== '')
  if (images.length > PRODUCT_MAX_IMAGES)
    ctx.addIssue({ code: 'custom', path: ['images'], message: M.tooManyImages })
  if (images.filter((i) => i.is_primary).length > 1) {
    ctx.addIssue({ code: 'custom', path: ['images'], message: M.onePrimary })
  }
  const seen = (path: string, values: (string | null)[], message: string, field: string) => {
    const found = new Set<string>()
    values.forEach((value, i) => {
      if (value === null) return
      if (found.has(value)) ctx.addIssue({ code: 'custom', path: [path, i, field], message })
      found.add(value)
    })
  }
  seen(
    'variants',
    v.variants.map((x) => (x.size ? x.size.toLowerCase() : null)),
    M.duplicateSize,
    'size',
  )
  seen(
    'colors',
    v.colors.map((x) => x.key),
    M.duplicateColorKey,
    'key',
  )
  seen(
    'colors',
    v.colors.map((x) => (x.name ? x.name.toLowerCase() : null)),
    M.duplicateColor,
    'name',
  )
  seen(
    'materials',
    v.materials.map((x) => (x.material_id && x.percentage > 0 ? x.material_id : null)),
    M.duplicateMaterial,
    'material_id',
  )
}

const priceCents = z
  .number({ error: M.priceRequired })
  .int(M.priceCents)
  .min(0, M.priceMin)
  .max(100_000_000, M.priceMax)

/** POST /api/admin/products and PUT /api/admin/products/:id: the whole product; lists are replaced. */
export const adminProductBody = z
  .object({ ...productFields, price_cents: priceCents })
  .superRefine(checkLists)
export type AdminProductBody = z.input<typeof adminProductBody>
export type AdminProductInput = z.output<typeof adminProductBody>

/** The editor's form: the same fields with the price in dollars (step 0.01). */
export const adminProductForm = z
  .object({
    ...productFields,
    price: z
      .number({ error: M.priceRequired })
      .min(0, M.priceMin)
      .max(1_000_000, M.priceMax)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, M.priceCents),
  })
  .superRefine(checkLists)
export type AdminProductFormValues = z.input<typeof adminProductForm>
export type AdminProductFormOutput = z.output<typeof adminProductForm>

export function productFormToBody({ price, ...rest }: AdminProductFormOutput): AdminProductBody {
  return { ...rest, price_cents: Math.round(price * 100) }
}

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
