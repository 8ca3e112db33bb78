import { ratePercentFromPpm, type CheckoutQuoteResponse, type checkoutQuoteBody } from '@rdo/contracts'
import type { z } from 'zod'
import type { AppContext, SessionUser } from '../../types.ts'
import { loadCheckoutFacts, priceWithFacts, rateShown } from './checkout-pricing.ts'
import { capUnitsPerProduct, mergeLines } from './order-limits.ts'
import { resolveLines } from './order-lines.ts'

export type CheckoutQuoteInput = z.output<typeof checkoutQuoteBody>

/**
 * The checkout's totals before the order is placed: the lines resolved and limited as placing them
 * would, priced by the same code. A refused code is not an error here: the answer says why
 * (`discount_error`) and prices the cart without it, so the summary stays up to date.
 */
export async function quoteCheckout(
  ctx: AppContext,
  user: SessionUser,
  body: CheckoutQuoteInput,
): Promise<CheckoutQuoteResponse> {
  const a = body.shipping_address
  const address = a ? { country: a.country, state: a.state, postal_code: a.postal_code } : null
  // Everything read at once, over the context's pipelined reads: the lines, the destination's tax and
  // the code. A drop's winners quote while thousands of refused buyers keep the shared pool busy.
  const reads = ctx.reads.db
  const [lines, facts] = await Promise.all([
    resolveLines(reads, mergeLines(body.items), { images: false }),
    loadCheckoutFacts(
      ctx,
      reads,
      { userId: user.id, address, discountCode: body.discount_code },
      { parallel: true },
    ),
  ])
  capUnitsPerProduct(lines)
  const { rate, pricing, discount, taxSource } = await priceWithFacts(ctx, reads, lines, facts, {
    address,
    rateId: body.shipping_rate_id,
  })
  return {
    subtotal_cents: pricing.subtotalCents,
    discount_cents: pricing.discountCents,
    shipping_cents: pricing.shippingCents,
    shipping_discount_cents: pricing.shippingDiscountCents,
    tax_cents: pricing.taxCents,
    shipping_tax_cents: pricing.shippingTaxCents,
    tax_source: taxSource,
    total_cents: pricing.totalCents,
    shipping_rate: rate && rateShown(rate),
    discount: discount?.ok ? { code: discount.code.code, description: discount.code.description } : null,
    discount_error: discount && !discount.ok ? discount.message : null,
    lines: lines.map((l, i) => ({
      product_id: l.product.id,
      size: l.variant?.size ?? null,
      color: l.color?.name ?? null,
      quantity: l.quantity,
      unit_price_cents: l.product.priceCents,
      discount_cents: pricing.lines[i]!.discountCents,
      tax_rate_percent: ratePercentFromPpm(pricing.lines[i]!.taxRatePpm),
      tax_cents: pricing.lines[i]!.taxCents,
    })),
  }
}
