import { describe, expect, it } from 'vitest'
import { discountAmountText, discountScopeText, usesText } from './labels'

describe('discount labels', () => {
  it('says what a code takes off and what it applies to', () => {
    expect(discountAmountText({ kind: 'percentage', percent_off: 20, amount_off_cents: null })).toBe(
      '20% off',
    )
    expect(discountAmountText({ kind: 'fixed', percent_off: null, amount_off_cents: 550 })).toBe('$5.50 off')
    expect(discountAmountText({ kind: 'free_shipping', percent_off: null, amount_off_cents: null })).toBe(
      'Free shipping',
    )
    expect(discountScopeText({ scope: 'order', product_ids: [], category_ids: [] })).toBe('Whole order')
    expect(discountScopeText({ scope: 'products', product_ids: ['a'], category_ids: [] })).toBe('1 product')
    expect(discountScopeText({ scope: 'categories', product_ids: [], category_ids: ['a', 'b'] })).toBe(
      '2 categories',
    )
  })

  it('counts uses against the cap', () => {
    expect(usesText({ uses: 3, usage_limit: 10 })).toBe('3 / 10 uses')
    expect(usesText({ uses: 1, usage_limit: null })).toBe('1 use')
    expect(usesText({ uses: 0, usage_limit: 1 })).toBe('0 / 1 use')
  })
})
