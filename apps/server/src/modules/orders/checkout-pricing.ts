import { inArray } from 'drizzle-orm'
import type { Country, ShippingRate } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { productDrops } from '../../db/schema/drops.ts'
import type { AppContext } from '../../types.ts'
import { checkDiscountCode, type DiscountCheck } from '../discounts/index.ts'
import { requoteRate } from '../shipping/index.ts'
import { readTaxSettings, taxRatePpmFor, usesStripeTax } from '../tax/index.ts'
import type { resolveLines } from './order-lines.ts'
import { priceOrder, type Pricing, type PricingLine } from './order-pricing.ts'

export type ResolvedLine = Awaited<ReturnType<typeof resolveLines>>[number]

export type CheckoutPricing = {
  /** The chosen rate, priced again; null when none was chosen (quote only). */
  rate: ShippingRate | null
  pricing: Pricing
  /** The code's check, or null without a code. A refused code prices the order without it. */
  discount: DiscountCheck | null
  taxSource: 'shop' | 'stripe'
}

async function dropProductIds(db: DbOrTx, productIds: string[]) {
  const rows = await db
    .select({ productId: productDrops.productId })
    .from(productDrops)
    .where(inArray(productDrops.productId, productIds))
  return new Set(rows.map((r) => r.productId))
}

/**
 * Everything an order's money depends on, read from the database and priced by priceOrder: the
 * chosen shipping rate re-quoted, the code checked against this customer and cart, the destination's
 * tax rate and the tax settings (none when Stripe Tax computes it at payment). The checkout quote and
 * order placement (inside its transaction, `db` = the transaction) both come here.
 */
export async function priceCheckout(
  ctx: AppContext,
  db: DbOrTx,
  input: {
    userId: string
    lines: ResolvedLine[]
    /** Without it (a quote before the address is typed) there is no shipping and no tax yet. */
    address: { country: Country; state: string; postal_code: string } | null
    rateId?: string
    discountCode?: string
  },
): Promise<CheckoutPricing> {
  const { lines, address } = input
  const stripeTax = usesStripeTax(ctx)
  // One after another: in a transaction they share its one connection.
  const rate =
    address && input.rateId
      ? await requoteRate(
          db,
          {
            address: { country: address.country, state: address.state, postal_code: address.postal_code },
            items: lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
            provider: ctx.shipping,
          },
          input.rateId,
        )
      : null
  const drops = await dropProductIds(
    db,
    lines.map((l) => l.product.id),
  )
  const ratePpm = stripeTax || !address ? 0 : await taxRatePpmFor(db, address.country, address.state)
  const settings = await readTaxSettings(db)
  const pricingLines: PricingLine[] = lines.map((l) => ({
    productId: l.product.id,
    categoryId: l.product.categoryId,
    unitPriceCents: l.product.priceCents,
    quantity: l.quantity,
    isDrop: drops.has(l.product.id),
  }))
  const discount = input.discountCode
    ? await checkDiscountCode(db, { typed: input.discountCode, userId: input.userId, lines: pricingLines })
    : null
  const pricing = priceOrder({
    lines: pricingLines,
    shippingCents: rate?.rate_cents ?? 0,
    discount: discount?.ok ? discount.discount : null,
    tax: { ratePpm, taxShipping: settings.tax_shipping },
  })
  return { rate, pricing, discount, taxSource: stripeTax ? 'stripe' : 'shop' }
}
