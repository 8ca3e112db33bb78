import { z } from 'zod'
import { ADDRESS_MESSAGES, CA_PROVINCES, countrySchema, SHIPPING_COUNTRIES, US_STATES } from './address.ts'
import { pageOf } from './page.ts'
import { text } from './common.ts'

/*
 * Back office: sales tax rates per country and state or province, and whether shipping is taxed.
 * Prices are shown before tax; the checkout adds tax once the address is known. Rules: docs/admin.md#tax
 */

export const TAX_ADMIN_MESSAGES = {
  rateInvalid: 'Enter a rate from 0 to 100 percent, with at most 4 decimals',
  duplicatePlace: 'There is already a rate for this place: edit it instead',
  notFound: 'Tax rate not found',
  created: 'Tax rate added',
  saved: 'Tax rate saved',
  deleted: 'Tax rate removed',
  settingsSaved: 'Tax settings saved',
  loadFailed: 'Failed to load the tax rates',
  /** The card's note: the shop's prices never include tax. */
  pricesExclusive: 'Prices are shown before tax: the checkout adds it once the shipping address is known.',
  stateAdds: "A state or province rate adds to its country's rate.",
} as const
const M = TAX_ADMIN_MESSAGES

/** The states or provinces of each country the shop ships to. */
export const TAX_REGIONS: Record<(typeof SHIPPING_COUNTRIES)[number], readonly string[]> = {
  US: US_STATES,
  CA: CA_PROVINCES,
}

const RATE_TEXT = /^\d{1,3}(\.\d{1,4})?$/
/** Parts per million of a percentage typed as text ("7.25" → 72,500), exact; null when it is not one. */
export function ratePercentToPpm(value: string): number | null {
  const v = value.trim()
  if (!RATE_TEXT.test(v)) return null
  const [whole, fraction = ''] = v.split('.') as [string, string?]
  const ppm = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'))
  return ppm <= 1_000_000 ? ppm : null
}
/** "7.25" from 72,500: the percentage without trailing zeros. */
export function ppmToRatePercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000)
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

/**
 * POST /api/admin/tax/rates and PUT /api/admin/tax/rates/:id → { rate, message }. `state` empty for the
 * whole country, else one of the country's states or provinces (any case; stored upper-case).
 * `rate_percent` is a percentage with up to 4 decimals (7.25, "9.975"), stored exactly as parts per million.
 */
export const taxRateBody = z
  .object({
    country: countrySchema,
    state: text().trim().max(3).toUpperCase().default(''),
    rate_percent: z
      .union([z.number(), text().trim().max(12)], { error: M.rateInvalid })
      .transform((v) => String(v))
      .refine((v) => ratePercentToPpm(v) !== null, M.rateInvalid),
  })
  .superRefine((b, issue) => {
    if (b.state && !TAX_REGIONS[b.country].includes(b.state)) {
      const message = b.country === 'US' ? ADDRESS_MESSAGES.invalidState : ADDRESS_MESSAGES.invalidProvince
      issue.addIssue({ code: 'custom', path: ['state'], message })
    }
  })
export type TaxRateBody = z.input<typeof taxRateBody>

export const taxRateSchema = z.object({
  id: z.string(),
  country: z.enum(SHIPPING_COUNTRIES),
  /** '' for the whole country. */
  state: z.string(),
  rate_ppm: z.number().int(),
  /** The same rate as the admin typed it, e.g. "7.25". */
  rate_percent: z.string(),
  updated_at: z.string(),
})
export type TaxRate = z.infer<typeof taxRateSchema>
export const taxRateResponse = z.object({ rate: taxRateSchema, message: z.string() })
export type TaxRateResponse = z.infer<typeof taxRateResponse>

/** GET /api/admin/tax/rates?country&page&per_page — by country, then the country's own rate, then states A–Z. */
export const taxRateListQuery = z.object({
  country: z.enum(SHIPPING_COUNTRIES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})
export type TaxRateListQuery = z.infer<typeof taxRateListQuery>
export const taxRateListResponse = pageOf(taxRateSchema)
export type TaxRateListResponse = z.infer<typeof taxRateListResponse>
export const taxRateDeleteResponse = z.object({ message: z.string() })

/** GET/PUT /api/admin/tax/settings (site_settings 'tax'). */
export const taxSettingsSchema = z.object({ tax_shipping: z.boolean() })
export type TaxSettings = z.infer<typeof taxSettingsSchema>
export const DEFAULT_TAX_SETTINGS: TaxSettings = { tax_shipping: false }
