import { z } from 'zod'
import { text } from './common.ts'

/**
 * The shipping address, defined once (rules: docs/orders-and-payments.md#addresses). Every variant
 * (the profile's copy, the address book, checkout, the shipping quote) is derived from the same fields,
 * limits and texts below.
 */
export const ADDRESS_MESSAGES = {
  updated: 'Shipping address updated successfully',
  updateFailed: 'Failed to update shipping address',
  removed: 'Shipping address removed',
  removeFailed: 'Failed to remove shipping address',
  incomplete: 'Please complete all address fields',
  notFound: 'Address not found',
  unsupportedCountry: 'We ship to the United States (US) and Canada (CA) only',
  invalidState: 'Please enter a valid US state code (e.g. NY)',
  invalidZip: 'Please enter a valid ZIP code (12345 or 12345-6789)',
  invalidProvince: 'Please enter a valid Canadian province code (e.g. ON)',
  invalidPostalCode: 'Please enter a valid Canadian postal code (A1A 1A1)',
} as const

export const SHIPPING_COUNTRIES = ['US', 'CA'] as const
export const countrySchema = z.enum(SHIPPING_COUNTRIES, { error: ADDRESS_MESSAGES.unsupportedCountry })
export type Country = z.infer<typeof countrySchema>

// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const
// prettier-ignore
export const CA_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const

const US_ZIP = /^\d{5}(-?\d{4})?$/
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/

/** Which field of a US/CA address is wrong, with its message; null when valid. */
export function regionProblem(
  country: string,
  state: string,
  postalCode: string,
): { field: 'state' | 'postal_code'; message: string } | null {
  const s = state.trim().toUpperCase()
  const p = postalCode.trim().toUpperCase()
  if (country === 'US') {
    if (!(US_STATES as readonly string[]).includes(s))
      return { field: 'state', message: ADDRESS_MESSAGES.invalidState }
    if (!US_ZIP.test(p)) return { field: 'postal_code', message: ADDRESS_MESSAGES.invalidZip }
  } else if (country === 'CA') {
    if (!(CA_PROVINCES as readonly string[]).includes(s))
      return { field: 'state', message: ADDRESS_MESSAGES.invalidProvince }
    if (!CA_POSTAL.test(p)) return { field: 'postal_code', message: ADDRESS_MESSAGES.invalidPostalCode }
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

/** The longest value of each line, in characters after trimming. */
export const ADDRESS_LIMITS = {
  first_name: 100,
  last_name: 100,
  address: 200,
  address2: 200,
  city: 100,
  state: 100,
  postal_code: 20,
} as const

const optionalLine = (max: number) => text().trim().max(max).default('')
const requiredLine = (max: number) =>
  text({ error: ADDRESS_MESSAGES.incomplete }).trim().min(1, ADDRESS_MESSAGES.incomplete).max(max)

/** The fields in form order; `line` says whether a line may be left blank. The second line always may. */
const addressFields = <Line extends z.ZodType, C extends z.ZodType>(
  line: (max: number) => Line,
  country: C,
) => ({
  first_name: line(ADDRESS_LIMITS.first_name),
  last_name: line(ADDRESS_LIMITS.last_name),
  address: line(ADDRESS_LIMITS.address),
  address2: optionalLine(ADDRESS_LIMITS.address2),
  city: line(ADDRESS_LIMITS.city),
  state: line(ADDRESS_LIMITS.state),
  postal_code: line(ADDRESS_LIMITS.postal_code),
  country,
})

/** A complete address: every line but the second required, a country we ship to. */
export const addressSchema = z.object(addressFields(requiredLine, countrySchema))

/** Adds the state / postal code check of the country to an address-shaped object. */
const checkRegion = (a: { country: string; state: string; postal_code: string }, ctx: z.RefinementCtx) => {
  const problem = regionProblem(a.country, a.state, a.postal_code)
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] })
}

/** The profile's copy of the default address: any line may still be blank. */
export const storedAddressSchema = z.object(
  addressFields(optionalLine, z.enum(SHIPPING_COUNTRIES).default('US')),
)
export type ShippingAddress = z.infer<typeof storedAddressSchema>

/** An address-book entry: complete; a missing or other country reads as an incomplete form. */
export const completeAddressSchema = addressSchema.extend({
  country: z.enum(SHIPPING_COUNTRIES, { message: ADDRESS_MESSAGES.incomplete }),
})

/** Checkout (the order's shipping_address): complete, and the state and postal code fit the country. */
export const checkoutAddressSchema = addressSchema.superRefine(checkRegion)
export type CheckoutAddress = z.input<typeof checkoutAddressSchema>

/** The shipping quote: the location lines of the same address (no names) and whether it is a home. */
export const quoteAddressSchema = addressSchema
  .pick({ address: true, address2: true, city: true, state: true, postal_code: true, country: true })
  .extend({ residential: z.boolean().default(true) })
  .superRefine(checkRegion)
