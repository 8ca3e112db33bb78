import { isEligible, type DiscountTerms } from '../discounts/index.ts'

/**
 * The money of an order, computed from database prices alone (docs/discounts.md, docs/tax.md). Pure:
 * the checkout quote and order placement both call it with what they read, so the quote shows exactly
 * what the order will charge.
 *
 * - A code's discount is taken off the subtotal of the lines it applies to and shared among them in
 *   proportion to their amounts; the cents left over by rounding go one each to the lines with the
 *   largest fractional shares (the earlier line on a tie), so the shares always add up exactly.
 * - A fixed amount never exceeds what it applies to; free shipping takes the whole shipping price off.
 * - Tax is per line, on the line's discounted amount, rounded half up; shipping is taxed (after its
 *   discount) only when the shop's tax settings say so.
 */

export type PricingLine = {
  productId: string
  categoryId: string | null
  unitPriceCents: number
  quantity: number
  /** The product is sold in a drop (a code applies to it only when the code allows drop products). */
  isDrop: boolean
}

export type PricingDiscount = DiscountTerms

export type PricingTax = {
  /** The destination's combined rate, parts per million (country + state). */
  ratePpm: number
  taxShipping: boolean
}

export type PricedLine = { discountCents: number; taxRatePpm: number; taxCents: number }

export type Pricing = {
  lines: PricedLine[]
  subtotalCents: number
  /** The subtotal of the lines the discount applies to (0 without one). */
  eligibleSubtotalCents: number
  /** Lines' discounts plus the shipping discount. */
  discountCents: number
  shippingCents: number
  shippingDiscountCents: number
  /** Lines' tax plus shipping's. */
  taxCents: number
  shippingTaxCents: number
  totalCents: number
}

const PPM = 1_000_000

/** cents × ppm / 1,000,000 rounded half up (non-negative integers only). */
export const taxOn = (cents: number, ratePpm: number) => Math.floor((cents * ratePpm + PPM / 2) / PPM)

/**
 * Splits `total` among `amounts` in proportion (largest remainder). Requires total ≤ sum(amounts);
 * then no share exceeds its amount.
 */
export function allocate(total: number, amounts: number[]): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0)
  if (sum === 0 || total === 0) return amounts.map(() => 0)
  // In BigInt: total × amount can pass 2^53 on a large order.
  const t = BigInt(total)
  const s = BigInt(sum)
  const shares = amounts.map((a) => Number((t * BigInt(a)) / s))
  let left = total - shares.reduce((a, b) => a + b, 0)
  const byRemainder = amounts
    .map((a, i) => ({ i, rest: (t * BigInt(a)) % s }))
    .filter((r) => r.rest > 0n)
    .sort((x, y) => (x.rest === y.rest ? x.i - y.i : x.rest > y.rest ? -1 : 1))
  for (const { i } of byRemainder) {
    if (left === 0) break
    shares[i]!++
    left--
  }
  return shares
}

/** The discount a code gives on `eligible` cents of goods (free shipping gives none on goods). */
function goodsDiscount(discount: PricingDiscount, eligible: number): number {
  if (discount.kind === 'percentage') {
    return Math.min(eligible, Math.floor((eligible * (discount.percentOff ?? 0) + 50) / 100))
  }
  if (discount.kind === 'fixed') return Math.min(eligible, discount.amountOffCents ?? 0)
  return 0
}

export function priceOrder(input: {
  lines: PricingLine[]
  shippingCents: number
  discount: PricingDiscount | null
  tax: PricingTax
}): Pricing {
  const { lines, shippingCents, discount, tax } = input
  const amounts = lines.map((l) => l.unitPriceCents * l.quantity)
  const subtotalCents = amounts.reduce((a, b) => a + b, 0)
  const eligibleAmounts = amounts.map((a, i) => (discount && isEligible(lines[i]!, discount) ? a : 0))
  const eligibleSubtotalCents = eligibleAmounts.reduce((a, b) => a + b, 0)
  const lineDiscounts = discount
    ? allocate(goodsDiscount(discount, eligibleSubtotalCents), eligibleAmounts)
    : amounts.map(() => 0)
  // Free shipping needs at least one line the code applies to (else the code is refused earlier).
  const shippingDiscountCents =
    discount?.kind === 'free_shipping' && eligibleSubtotalCents > 0 ? shippingCents : 0
  const priced = lines.map((_, i) => {
    const discountCents = lineDiscounts[i]!
    return {
      discountCents,
      taxRatePpm: tax.ratePpm,
      taxCents: taxOn(amounts[i]! - discountCents, tax.ratePpm),
    }
  })
  const shippingTaxCents = tax.taxShipping ? taxOn(shippingCents - shippingDiscountCents, tax.ratePpm) : 0
  const discountCents = lineDiscounts.reduce((a, b) => a + b, 0) + shippingDiscountCents
  const taxCents = priced.reduce((a, l) => a + l.taxCents, 0) + shippingTaxCents
  return {
    lines: priced,
    subtotalCents,
    eligibleSubtotalCents,
    discountCents,
    shippingCents,
    shippingDiscountCents,
    taxCents,
    shippingTaxCents,
    totalCents: subtotalCents - discountCents + shippingCents + taxCents,
  }
}
