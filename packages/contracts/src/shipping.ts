import { z } from 'zod'
import { ADDRESS_MESSAGES, quoteAddressSchema } from './address.ts'

export const SHIPPING_MESSAGES = {
  calculateFailed: 'Failed to calculate shipping rates',
  noRates: 'No shipping rates available for this address',
  selectMethod: 'Please select a shipping method',
  completeAddress: ADDRESS_MESSAGES.incomplete,
  unsupportedCountry: ADDRESS_MESSAGES.unsupportedCountry,
  invalidState: ADDRESS_MESSAGES.invalidState,
  invalidZip: ADDRESS_MESSAGES.invalidZip,
  invalidProvince: ADDRESS_MESSAGES.invalidProvince,
  invalidPostalCode: ADDRESS_MESSAGES.invalidPostalCode,
  noItems: 'Your cart is empty',
} as const

export const DEFAULT_ITEM_WEIGHT_GRAMS = 200

/** Cart lines as the quote needs them; other cart fields (name, price) are accepted and ignored. */
export const quoteItemSchema = z.object({
  product_id: z.uuid().optional(),
  quantity: z.number().int().min(1).max(10).default(1),
  weight_grams: z.number().int().min(0).max(50_000).default(DEFAULT_ITEM_WEIGHT_GRAMS),
})

/**
 * POST /api/shipping-rates. Public (no sign-in). Free Standard shipping applies in the US when the
 * subtotal of the items (priced from the database by product_id) exceeds $100.
 */
export const shippingQuoteBody = z.object({
  address: quoteAddressSchema,
  items: z.array(quoteItemSchema).min(1, SHIPPING_MESSAGES.noItems).max(50),
})
export type ShippingQuoteBody = z.input<typeof shippingQuoteBody>

export const shippingRateSchema = z.object({
  /** Stable service code: the order re-quotes it on the server by this id. */
  id: z.string(),
  carrier: z.string(),
  service: z.string(),
  /** Price in integer cents (0 for free shipping). */
  rate_cents: z.number().int().nonnegative(),
  /** Upper bound of the estimate, in business days. */
  delivery_days: z.number().int().positive(),
  /** e.g. '5–7 business days'. */
  delivery_estimate: z.string(),
  /** Latest expected delivery, YYYY-MM-DD, counted in business days (weekends skipped). */
  delivery_date: z.string(),
})
export type ShippingRate = z.infer<typeof shippingRateSchema>

export const shippingQuoteResponse = z.object({ rates: z.array(shippingRateSchema) })
export type ShippingQuoteResponse = z.infer<typeof shippingQuoteResponse>
