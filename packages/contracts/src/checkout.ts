import { z } from 'zod'
import { quoteAddressSchema } from './address.ts'
import { text } from './common.ts'
import { discountCodeInput, orderLineInput, orderShippingRateSchema, taxSourceSchema } from './orders.ts'
import { SHIPPING_MESSAGES } from './shipping.ts'
import { ORDER_MESSAGES } from './storefront-messages.ts'

// The texts live in the zod-free module so the checkout can import them without the schemas.
export { CHECKOUT_MESSAGES, DISCOUNT_ERROR_CODES, DISCOUNT_MESSAGES } from './checkout-messages.ts'
export type { DiscountRefusal } from './checkout-messages.ts'

/**
 * POST /api/checkout/quote (signed in: a code's per-customer cap needs the customer) → the order's
 * money as placing it now would compute it: the same lines, address, shipping rate and code as
 * POST /api/orders, priced by the same server code. Prices, discount and tax are never taken from the
 * browser. Shipping and tax need the address: without it (or without `shipping_rate_id`) they count as
 * 0 (not known yet), so a code can be checked before the address is typed.
 */
export const checkoutQuoteBody = z.object({
  items: z.array(orderLineInput).min(1, ORDER_MESSAGES.cartEmpty).max(50),
  shipping_address: quoteAddressSchema.optional(),
  shipping_rate_id: text({ error: SHIPPING_MESSAGES.selectMethod })
    .trim()
    .min(1, SHIPPING_MESSAGES.selectMethod)
    .max(100)
    .optional(),
  discount_code: discountCodeInput.optional(),
})
export type CheckoutQuoteBody = z.input<typeof checkoutQuoteBody>

/** One cart line as the quote priced it (merged lines: same product, size and colour are one). */
export const checkoutQuoteLineSchema = z.object({
  product_id: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  discount_cents: z.number().int(),
  tax_rate_percent: z.number(),
  tax_cents: z.number().int(),
})
export type CheckoutQuoteLine = z.infer<typeof checkoutQuoteLineSchema>

export const checkoutQuoteResponse = z.object({
  subtotal_cents: z.number().int(),
  /** Everything taken off: the lines' shares plus `shipping_discount_cents`. */
  discount_cents: z.number().int(),
  shipping_cents: z.number().int(),
  shipping_discount_cents: z.number().int(),
  /** All tax, shipping's included (`shipping_tax_cents`). */
  tax_cents: z.number().int(),
  shipping_tax_cents: z.number().int(),
  /** 'stripe': Stripe Tax computes the tax at payment, so the quote shows none yet. */
  tax_source: taxSourceSchema,
  /** subtotal − discount + shipping + tax. */
  total_cents: z.number().int(),
  shipping_rate: orderShippingRateSchema.nullable(),
  /** The code that applies (upper-case, as stored), or null. */
  discount: z.object({ code: z.string(), description: z.string() }).nullable(),
  /** Why the code sent was refused (a DISCOUNT_MESSAGES text); the totals are then without it. */
  discount_error: z.string().nullable(),
  lines: z.array(checkoutQuoteLineSchema),
})
export type CheckoutQuoteResponse = z.infer<typeof checkoutQuoteResponse>
