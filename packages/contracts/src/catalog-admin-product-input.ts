import { z } from 'zod'
import { text } from './common.ts'
import {
  ADMIN_PRODUCT_MESSAGES,
  PRODUCT_DEFAULT_COLOR,
  PRODUCT_FORM_DEFAULTS,
  PRODUCT_MAX_IMAGES,
} from './catalog-admin-messages.ts'
import { genderSchema } from './catalog.ts'

/* What the back-office product editor sends: the product body, and the form it is edited in. */

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
