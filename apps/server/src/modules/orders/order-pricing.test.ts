import { describe, expect, it } from 'vitest'
import { isEligible } from '../discounts/index.ts'
import { allocate, priceOrder, taxOn, type PricingDiscount, type PricingLine } from './order-pricing.ts'

const line = (over: Partial<PricingLine> = {}): PricingLine => ({
  productId: 'p1',
  categoryId: 'tees',
  unitPriceCents: 2500,
  quantity: 1,
  isDrop: false,
  ...over,
})
const code = (over: Partial<PricingDiscount> = {}): PricingDiscount => ({
  kind: 'percentage',
  percentOff: 20,
  amountOffCents: null,
  scope: 'order',
  productIds: [],
  categoryIds: [],
  allowDropProducts: false,
  ...over,
})
const noTax = { ratePpm: 0, taxShipping: false }
const CA = { ratePpm: 72_500, taxShipping: false }

describe('allocate', () => {
  it('splits in proportion and always adds up to the total', () => {
    expect(allocate(100, [1000, 1000, 1000])).toEqual([34, 33, 33])
    expect(allocate(1, [500, 500])).toEqual([1, 0])
    expect(allocate(0, [500, 500])).toEqual([0, 0])
    expect(allocate(10, [0, 0])).toEqual([0, 0])
    for (let total = 0; total <= 999; total += 37) {
      const amounts = [333, 1, 665]
      const shares = allocate(total, amounts)
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(amounts[i]!))
    }
  })

  it('gives the leftover cents to the largest fractional shares, the earlier line on a tie', () => {
    // 10 × 700/1000 = 7, 10 × 150/1000 = 1.5, 10 × 150/1000 = 1.5 → the tie goes to the second line.
    expect(allocate(10, [700, 150, 150])).toEqual([7, 2, 1])
    // 5 × 2/7 = 1.43, 5 × 5/7 = 3.57 → the larger remainder wins the cent.
    expect(allocate(5, [2, 5])).toEqual([1, 4])
  })

  it('stays exact on amounts whose products pass 2^53', () => {
    const shares = allocate(90_000_000_000, [60_000_000_000, 30_000_000_001])
    expect(shares.reduce((a, b) => a + b, 0)).toBe(90_000_000_000)
  })
})

describe('taxOn', () => {
  it('rounds half up', () => {
    expect(taxOn(2000, 72_500)).toBe(145)
    expect(taxOn(1000, 72_500)).toBe(73) // 72.5 → 73
    expect(taxOn(999, 72_500)).toBe(72) // 72.4275
    expect(taxOn(0, 72_500)).toBe(0)
    expect(taxOn(12345, 0)).toBe(0)
  })
})

describe('isEligible', () => {
  it('follows the scope and keeps drop products out unless allowed', () => {
    expect(isEligible(line(), code())).toBe(true)
    expect(isEligible(line(), code({ scope: 'products', productIds: ['p2'] }))).toBe(false)
    expect(isEligible(line(), code({ scope: 'products', productIds: ['p1'] }))).toBe(true)
    expect(isEligible(line(), code({ scope: 'categories', categoryIds: ['tees'] }))).toBe(true)
    expect(isEligible(line({ categoryId: null }), code({ scope: 'categories', categoryIds: ['tees'] }))).toBe(
      false,
    )
    expect(isEligible(line({ isDrop: true }), code())).toBe(false)
    expect(isEligible(line({ isDrop: true }), code({ allowDropProducts: true }))).toBe(true)
  })
})

describe('priceOrder', () => {
  it('without a code or tax: subtotal plus shipping', () => {
    const p = priceOrder({ lines: [line({ quantity: 2 })], shippingCents: 595, discount: null, tax: noTax })
    expect(p).toMatchObject({
      subtotalCents: 5000,
      discountCents: 0,
      shippingCents: 595,
      taxCents: 0,
      totalCents: 5595,
      lines: [{ discountCents: 0, taxRatePpm: 0, taxCents: 0 }],
    })
  })

  it('takes a percentage off the eligible lines only and taxes each line on its discounted amount', () => {
    const p = priceOrder({
      lines: [line({ quantity: 2 }), line({ productId: 'p2', categoryId: 'hoodies', unitPriceCents: 4999 })],
      shippingCents: 595,
      discount: code({ scope: 'categories', categoryIds: ['tees'] }),
      tax: CA,
    })
    // 20 % of 5000 = 1000 on the tees; the hoodie keeps its price.
    expect(p.lines).toEqual([
      { discountCents: 1000, taxRatePpm: 72_500, taxCents: taxOn(4000, 72_500) },
      { discountCents: 0, taxRatePpm: 72_500, taxCents: taxOn(4999, 72_500) },
    ])
    expect(p.eligibleSubtotalCents).toBe(5000)
    expect(p.discountCents).toBe(1000)
    expect(p.taxCents).toBe(290 + 362)
    expect(p.totalCents).toBe(9999 - 1000 + 595 + 652)
  })

  it('rounds a percentage half up on the eligible subtotal and shares it exactly', () => {
    const p = priceOrder({
      lines: [line({ unitPriceCents: 333 }), line({ productId: 'p2', unitPriceCents: 333 })],
      shippingCents: 0,
      discount: code({ percentOff: 15 }),
      tax: noTax,
    })
    // 15 % of 666 = 99.9 → 100, shared 50/50.
    expect(p.lines.map((l) => l.discountCents)).toEqual([50, 50])
    expect(p.discountCents).toBe(100)
  })

  it('caps a fixed amount at what it applies to', () => {
    const p = priceOrder({
      lines: [line({ unitPriceCents: 1500 })],
      shippingCents: 595,
      discount: code({ kind: 'fixed', percentOff: null, amountOffCents: 5000 }),
      tax: CA,
    })
    expect(p.lines[0]).toEqual({ discountCents: 1500, taxRatePpm: 72_500, taxCents: 0 })
    expect(p.totalCents).toBe(595)
  })

  it('spreads a fixed amount over the lines in proportion', () => {
    const p = priceOrder({
      lines: [line({ unitPriceCents: 1000 }), line({ productId: 'p2', unitPriceCents: 3000 })],
      shippingCents: 0,
      discount: code({ kind: 'fixed', percentOff: null, amountOffCents: 1001 }),
      tax: noTax,
    })
    expect(p.lines.map((l) => l.discountCents)).toEqual([250, 751])
  })

  it('free shipping zeroes the shipping and leaves the goods alone', () => {
    const p = priceOrder({
      lines: [line()],
      shippingCents: 1295,
      discount: code({ kind: 'free_shipping', percentOff: null }),
      tax: { ratePpm: 72_500, taxShipping: true },
    })
    expect(p).toMatchObject({
      discountCents: 1295,
      shippingDiscountCents: 1295,
      shippingTaxCents: 0,
      taxCents: taxOn(2500, 72_500),
      totalCents: 2500 + taxOn(2500, 72_500),
    })
  })

  it('gives no free shipping when no line is eligible', () => {
    const p = priceOrder({
      lines: [line({ isDrop: true })],
      shippingCents: 1295,
      discount: code({ kind: 'free_shipping', percentOff: null }),
      tax: noTax,
    })
    expect(p.shippingDiscountCents).toBe(0)
  })

  it('taxes shipping only when the settings say so', () => {
    const base = { lines: [line()], shippingCents: 1000, discount: null }
    expect(priceOrder({ ...base, tax: CA }).shippingTaxCents).toBe(0)
    const taxed = priceOrder({ ...base, tax: { ratePpm: 72_500, taxShipping: true } })
    expect(taxed.shippingTaxCents).toBe(73)
    expect(taxed.taxCents).toBe(taxOn(2500, 72_500) + 73)
    expect(taxed.totalCents).toBe(2500 + 1000 + taxed.taxCents)
  })

  it('keeps the money invariant on many orders', () => {
    const kinds: PricingDiscount[] = [
      code({ percentOff: 7 }),
      code({ kind: 'fixed', percentOff: null, amountOffCents: 777 }),
      code({ kind: 'free_shipping', percentOff: null }),
      code({ scope: 'products', productIds: ['p1'], percentOff: 33 }),
    ]
    for (let n = 1; n < 60; n++) {
      const lines = Array.from({ length: 1 + (n % 4) }, (_, i) =>
        line({
          productId: `p${i}`,
          unitPriceCents: 99 + ((n * 137 + i * 311) % 5000),
          quantity: 1 + (i % 3),
        }),
      )
      const discount = kinds[n % kinds.length]!
      const p = priceOrder({
        lines,
        shippingCents: (n * 53) % 2000,
        discount,
        tax: { ratePpm: (n * 9973) % 150_000, taxShipping: n % 2 === 0 },
      })
      const lineDiscounts = p.lines.reduce((a, l) => a + l.discountCents, 0)
      const lineTax = p.lines.reduce((a, l) => a + l.taxCents, 0)
      expect(p.discountCents).toBe(lineDiscounts + p.shippingDiscountCents)
      expect(p.taxCents).toBe(lineTax + p.shippingTaxCents)
      expect(p.totalCents).toBe(p.subtotalCents - p.discountCents + p.shippingCents + p.taxCents)
      p.lines.forEach((l, i) => {
        expect(l.discountCents).toBeGreaterThanOrEqual(0)
        expect(l.discountCents).toBeLessThanOrEqual(lines[i]!.unitPriceCents * lines[i]!.quantity)
      })
    }
  })
})
