import type { Country, ShippingRate } from '@rdo/contracts'

/** Everything a provider needs to price a parcel; weights and subtotal already come from the database. */
export type QuoteRequest = {
  country: Country
  state: string
  postalCode: string
  residential: boolean
  weightGrams: number
  subtotalCents: number
  now: Date
}

/**
 * A source of shipping rates. The default is the shop's own rate table; a carrier API can implement the
 * same interface. Rate ids must be stable for the same request: an order re-quotes its chosen rate by id.
 */
export interface ShippingProvider {
  readonly name: string
  quote(request: QuoteRequest): Promise<ShippingRate[]>
}

declare module '../../types.ts' {
  interface ModuleServices {
    /** The source of shipping rates. */
    shipping: ShippingProvider
  }
}
