import type { Country, ShippingRate } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../types.ts'
import { findCodeFor, judgeCode, type DiscountCheck, type FoundCode } from '../discounts/index.ts'
import { requoteRate } from '../shipping/index.ts'
import { DEFAULT_TAX_SETTINGS, readTaxAt, usesStripeTax, type TaxSettings } from '../tax/index.ts'
import type { resolveLines } from './order-lines.ts'
import { priceOrder, type Pricing, type PricingLine } from './order-pricing.ts'

export type ResolvedLine = Awaited<ReturnType<typeof resolveLines>>[number]
type Address = { country: Country; state: string; postal_code: string }

export type CheckoutPricing = {
  /** The chosen rate, priced again; null when none was chosen (quote only). */
  rate: ShippingRate | null
  pricing: Pricing
  /** The code's check, or null without a code. A refused code prices the order without it. */
  discount: DiscountCheck | null
  taxSource: 'shop' | 'stripe'
}

/** What the money depends on besides the lines: the destination's tax and the typed code. */
export type CheckoutFacts = {
  tax: { ratePpm: number; settings: TaxSettings }
  /** Undefined without a code; null for an unknown one. */
  code: FoundCode | null | undefined
  stripeTax: boolean
}

/**
 * Reads the destination's tax rate and settings (none without an address, or when Stripe Tax computes
 * it at payment) and the typed code with this customer's uses of it. `parallel` sends both reads at
 * once on the pool (a quote); inside a transaction they take its one connection in turn.
 */
export async function loadCheckoutFacts(
  ctx: AppContext,
  db: DbOrTx,
  input: { userId: string; address: Address | null; discountCode?: string },
  { parallel = false } = {},
): Promise<CheckoutFacts> {
  const stripeTax = usesStripeTax(ctx)
  const { address, discountCode } = input
  const readTax = async () =>
    address && !stripeTax
      ? readTaxAt(db, address.country, address.state)
      : { ratePpm: 0, settings: DEFAULT_TAX_SETTINGS }
  const readCode = async () => (discountCode ? findCodeFor(db, discountCode, input.userId) : undefined)
  const [tax, code] = parallel
    ? await Promise.all([readTax(), readCode()])
    : [await readTax(), await readCode()]
  return { tax, code, stripeTax }
}

/**
 * The order's money from its lines (database prices) and facts: the chosen shipping rate re-quoted
 * (from the lines' prices and weights, no read), the code judged against this cart, and priceOrder.
 * The checkout quote and order placement both come here, so the quote shows what the order charges.
 */
export async function priceWithFacts(
  ctx: AppContext,
  db: DbOrTx,
  lines: ResolvedLine[],
  facts: CheckoutFacts,
  { address, rateId }: { address: Address | null; rateId?: string },
): Promise<CheckoutPricing> {
  const rate =
    address && rateId
      ? await requoteRate(
          db,
          {
            address,
            items: lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
            provider: ctx.shipping,
            known: lines.map((l) => ({
              id: l.product.id,
              price: l.product.priceCents,
              weight: l.product.weightGrams,
            })),
          },
          rateId,
        )
      : null
  const pricingLines: PricingLine[] = lines.map((l) => ({
    productId: l.product.id,
    categoryId: l.product.categoryId,
    unitPriceCents: l.product.priceCents,
    quantity: l.quantity,
    isDrop: l.product.isDrop,
  }))
  const discount = facts.code === undefined ? null : judgeCode(facts.code, pricingLines)
  const pricing = priceOrder({
    lines: pricingLines,
    shippingCents: rate?.rate_cents ?? 0,
    discount: discount?.ok ? discount.discount : null,
    tax: { ratePpm: facts.tax.ratePpm, taxShipping: facts.tax.settings.tax_shipping },
  })
  return { rate, pricing, discount, taxSource: facts.stripeTax ? 'stripe' : 'shop' }
}

/** The rate's fields an order keeps and its answers show (not the quote's delivery estimate text). */
export type KeptRate = Omit<ShippingRate, 'delivery_estimate'>
export const rateShown = (rate: KeptRate): KeptRate => ({
  id: rate.id,
  carrier: rate.carrier,
  service: rate.service,
  rate_cents: rate.rate_cents,
  delivery_days: rate.delivery_days,
  delivery_date: rate.delivery_date,
})
