import { z } from 'zod'
import { text } from './common.ts'

/**
 * A signed-in customer's cart, kept on the server: one line per product + size + colour. The server
 * keeps only what identifies a line and its quantity; names, pictures and prices are read from the
 * catalogue whenever the cart is answered (a line whose product left the catalogue drops out).
 */
export const CART_MAX_LINES = 50
export const CART_MAX_QUANTITY = 10

export const CART_MESSAGES = {
  signInRequired: 'Please sign in to keep your cart',
  tooManyLines: `A cart holds at most ${CART_MAX_LINES} lines`,
} as const

export const cartLineInput = z.object({
  product_id: z.uuid(),
  size: text().trim().max(100).nullable().default(null),
  color: text().trim().max(100).nullable().default(null),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
  /** The picture the shop showed for the line; kept only when it is one of the product's own. */
  image_url: text().max(2000).nullish(),
})
export type CartLineInput = z.input<typeof cartLineInput>

/** PUT /api/cart: the whole cart as the customer now has it. POST /api/cart/merge: a visitor's cart to add in. */
export const cartBody = z.object({
  lines: z.array(cartLineInput).max(CART_MAX_LINES, CART_MESSAGES.tooManyLines),
})
export type CartBody = z.input<typeof cartBody>
/**
 * POST /api/cart/merge. `merge_key`: the browser's id for this one merge, sent again when it retries (a
 * page left before the answer came): the same key merges once.
 */
export const cartMergeBody = cartBody.extend({ merge_key: z.uuid().nullish() })
export type CartMergeBody = z.input<typeof cartMergeBody>

export const cartLineSchema = z.object({
  product_id: z.string(),
  slug: z.string(),
  /** "<product> (<size>, <colour>)", as the product page names the line. */
  name: z.string(),
  image_url: z.string().nullable(),
  price_cents: z.number().int(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  weight_grams: z.number().int(),
})
export type CartLineDto = z.infer<typeof cartLineSchema>

export const cartResponse = z.object({
  lines: z.array(cartLineSchema),
  updated_at: z.string().nullable(),
})
export type CartResponse = z.infer<typeof cartResponse>

/* ---------- abandoned-cart reminders (back office) ---------- */

export const ABANDONED_CART_DEFAULT_MINUTES = 240

/** site_settings 'marketing'; GET/PUT /api/admin/marketing/settings. */
export const marketingSettingsSchema = z.object({
  /** A signed-in customer's cart untouched this long gets one reminder (marketing consent only). */
  abandoned_cart_minutes: z
    .number()
    .int('Enter a whole number of minutes')
    .min(15, 'Enter between 15 and 10080 minutes')
    .max(10_080, 'Enter between 15 and 10080 minutes'),
  abandoned_cart_enabled: z.boolean(),
})
export type MarketingSettings = z.infer<typeof marketingSettingsSchema>

export const cartReminderStatsQuery = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(30),
})
/** GET /api/admin/marketing/cart-reminders?days=30: reminders sent in the period and what came of them. */
export const cartReminderStatsResponse = z.object({
  days: z.number().int(),
  sent: z.number().int(),
  /** Reminded carts followed by an order from the same customer. */
  recovered: z.number().int(),
  /** Of those orders, what the paid ones brought in, less refunds. */
  revenue_cents: z.number().int(),
})
export type CartReminderStats = z.infer<typeof cartReminderStatsResponse>
