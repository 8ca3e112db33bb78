import type { ShippingRate } from '@rdo/contracts'
import { addBusinessDays } from './business-days.ts'
import type { QuoteRequest, ShippingProvider } from './shipping-provider.ts'

type Service = { id: string; service: string; minDays: number; maxDays: number; cents: number }

/** The rates of the shipping-info page. Rule: docs/orders-and-payments.md#shipping-rates */
export const US_SERVICES: Service[] = [
  { id: 'standard', service: 'Standard', minDays: 5, maxDays: 7, cents: 595 },
  { id: 'express', service: 'Express', minDays: 2, maxDays: 3, cents: 1295 },
  { id: 'priority', service: 'Priority', minDays: 1, maxDays: 2, cents: 2495 },
]
/** "International 7-14 days, cost varies": Canada is priced as international. */
export const INTERNATIONAL_SERVICES: Service[] = [
  { id: 'international', service: 'International', minDays: 7, maxDays: 14, cents: 1995 },
  { id: 'international-express', service: 'International Express', minDays: 3, maxDays: 6, cents: 3995 },
]

export const FREE_STANDARD_OVER_CENTS = 10_000
/** Parcels up to 1 kg pay the base rate; each started kilogram above adds this much. */
export const EXTRA_KG_CENTS = { US: 150, international: 400 } as const
export const CARRIER = 'RDO Shop'

export function extraKilograms(weightGrams: number): number {
  return Math.max(0, Math.ceil((weightGrams - 1000) / 1000))
}

/** The shop's own rate table (docs/orders-and-payments.md#shipping-rates). */
export const rateTableProvider: ShippingProvider = {
  name: 'table',
  async quote(req: QuoteRequest): Promise<ShippingRate[]> {
    const domestic = req.country === 'US'
    const services = domestic ? US_SERVICES : INTERNATIONAL_SERVICES
    const surcharge =
      extraKilograms(req.weightGrams) * (domestic ? EXTRA_KG_CENTS.US : EXTRA_KG_CENTS.international)
    return services.map((s) => {
      const free = domestic && s.id === 'standard' && req.subtotalCents > FREE_STANDARD_OVER_CENTS
      return {
        id: s.id,
        carrier: CARRIER,
        service: free ? `${s.service} (free over $100)` : s.service,
        rate_cents: free ? 0 : s.cents + surcharge,
        delivery_days: s.maxDays,
        delivery_estimate: `${s.minDays}–${s.maxDays} business days`,
        delivery_date: addBusinessDays(req.now, s.maxDays),
      }
    })
  },
}
