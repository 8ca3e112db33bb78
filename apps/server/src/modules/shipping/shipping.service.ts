import { and, eq, inArray } from 'drizzle-orm'
import {
  DEFAULT_ITEM_WEIGHT_GRAMS,
  normalisePostalCode,
  SHIPPING_MESSAGES,
  type Country,
  type ShippingRate,
} from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { products } from '../../db/schema/catalog.ts'
import { Invalid } from '../../lib/errors.ts'
import type { ShippingProvider } from './shipping-provider.ts'

export type QuoteAddress = { country: Country; state: string; postal_code: string; residential?: boolean }
export type QuoteItem = { product_id?: string; quantity: number; weight_grams?: number }
/** A product's price and weight, for a caller that has already read them (an order's lines). */
export type QuoteProduct = { id: string; price: number; weight: number | null }

export type QuoteInput = {
  address: QuoteAddress
  items: QuoteItem[]
  /** The app's rate source (`ctx.shipping`). */
  provider: ShippingProvider
  now?: Date
  /** The items' products as the caller read them; others are read here. */
  known?: QuoteProduct[]
}

/**
 * Rates for a parcel. Items naming a product are weighed and priced from the database (the free
 * Standard threshold uses those prices); other items count with the weight the client sent.
 */
export async function quoteShipping(
  db: DbOrTx,
  { address, items, provider, now = new Date(), known = [] }: QuoteInput,
): Promise<ShippingRate[]> {
  const given = new Set(known.map((p) => p.id))
  const ids = [
    ...new Set(items.flatMap((i) => (i.product_id && !given.has(i.product_id) ? [i.product_id] : []))),
  ]
  const read = ids.length
    ? await db
        .select({ id: products.id, price: products.priceCents, weight: products.weightGrams })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.active, true)))
    : []
  const byId = new Map([...known, ...read].map((p) => [p.id, p]))
  let weightGrams = 0
  let subtotalCents = 0
  for (const item of items) {
    const p = item.product_id ? byId.get(item.product_id) : undefined
    weightGrams += item.quantity * (p?.weight ?? item.weight_grams ?? DEFAULT_ITEM_WEIGHT_GRAMS)
    subtotalCents += item.quantity * (p?.price ?? 0)
  }
  return provider.quote({
    country: address.country,
    state: address.state.trim().toUpperCase(),
    postalCode: normalisePostalCode(address.country, address.postal_code),
    residential: address.residential ?? true,
    weightGrams,
    subtotalCents,
    now,
  })
}

/** The order's chosen rate, priced again on the server; unknown ids mean no valid choice was made. */
export async function requoteRate(db: DbOrTx, input: QuoteInput, rateId: string): Promise<ShippingRate> {
  const rates = await quoteShipping(db, input)
  const rate = rates.find((r) => r.id === rateId)
  if (!rate) throw new Invalid(SHIPPING_MESSAGES.selectMethod, 'SHIPPING_METHOD_REQUIRED')
  return rate
}
