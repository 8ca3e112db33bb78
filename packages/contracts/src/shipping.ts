import { z } from 'zod'
import { text } from './common.ts'

export const SHIPPING_MESSAGES = {
  calculateFailed: 'Failed to calculate shipping rates',
  noRates: 'No shipping rates available for this address',
  selectMethod: 'Please select a shipping method',
  completeAddress: 'Please complete all address fields',
  unsupportedCountry: 'We ship to the United States (US) and Canada (CA) only',
  invalidState: 'Please enter a valid US state code (e.g. NY)',
  invalidZip: 'Please enter a valid ZIP code (12345 or 12345-6789)',
  invalidProvince: 'Please enter a valid Canadian province code (e.g. ON)',
  invalidPostalCode: 'Please enter a valid Canadian postal code (A1A 1A1)',
  noItems: 'Your cart is empty',
} as const

export const DEFAULT_ITEM_WEIGHT_GRAMS = 200
export const SHIPPING_COUNTRIES = ['US', 'CA'] as const
export const countrySchema = z.enum(SHIPPING_COUNTRIES, { error: SHIPPING_MESSAGES.unsupportedCountry })
export type Country = z.infer<typeof countrySchema>

// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const
export const CA_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const

const US_ZIP = /^\d{5}(-?\d{4})?$/
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/

/** Which field of a US/CA address is wrong, with its message; null when valid. Used by quote and order. */
export function regionProblem(
  country: string,
  state: string,
  postalCode: string,
): { field: 'state' | 'postal_code'; message: string } | null {
  const s = state.trim().toUpperCase()
  const p = postalCode.trim().toUpperCase()
  if (country === 'US') {
    if (!(US_STATES as readonly string[]).includes(s))
      return { field: 'state', message: SHIPPING_MESSAGES.invalidState }
    if (!US_ZIP.test(p)) return { field: 'postal_code', message: SHIPPING_MESSAGES.invalidZip }
  } else if (country === 'CA') {
    if (!(CA_PROVINCES as readonly string[]).includes(s))
      return { field: 'state', message: SHIPPING_MESSAGES.invalidProvince }
    if (!CA_POSTAL.test(p)) return { field: 'postal_code', message: SHIPPING_MESSAGES.invalidPostalCode }
  }
  return null
}

/** '12345-6789' / 'A1A 1A1' forms, upper-case. */
export function normalisePostalCode(country: string, postalCode: string): string {
  const p = postalCode.trim().toUpperCase().replace(/\s+/g, '')
  if (country === 'CA') return `${p.slice(0, 3)} ${p.slice(3)}`
  if (country === 'US' && p.length === 9 && !p.includes('-')) return `${p.slice(0, 5)}-${p.slice(5)}`
  return p
}

const required = text({ error: SHIPPING_MESSAGES.completeAddress })
  .trim()
  .min(1, SHIPPING_MESSAGES.completeAddress)
  .max(200)

/** The quote address. */
export const quoteAddressSchema = z
  .object({
    street1: required,
    street2: text().trim().max(200).optional().default(''),
    city: required,
    state: required,
    postal_code: required,
    country: countrySchema,
    residential: z.boolean().optional().default(true),
  })
  .superRefine((a, ctx) => {
    const problem = regionProblem(a.country, a.state, a.postal_code)
    if (problem) {
      const path = problem.field === 'state' ? 'state' : 'postal_code'
      ctx.addIssue({ code: 'custom', message: problem.message, path: [path] })
    }
  })

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
