import { describe, expect, it } from 'vitest'
import {
  DISCOUNT_ADMIN_MESSAGES as D,
  discountCodeBody,
  discountCodeStatus,
  type DiscountCodeBody,
} from './discounts-admin.ts'

const base: DiscountCodeBody = { code: 'summer-20', kind: 'percentage', percent_off: 20 }
const problems = (body: object) => {
  const r = discountCodeBody.safeParse({ ...base, ...body })
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('discount code body', () => {
  it('stores the code upper-case and fills the defaults', () => {
    const parsed = discountCodeBody.parse(base)
    expect(parsed).toMatchObject({ code: 'SUMMER-20', scope: 'order', min_subtotal_cents: 0, active: true })
    expect(parsed.time_zone).toBe('UTC')
  })

  it('refuses codes of the wrong length or with other characters', () => {
    expect(problems({ code: 'ab' })).toEqual([`code: ${D.codeLength}`])
    expect(problems({ code: 'x'.repeat(33) })).toEqual([`code: ${D.codeLength}`])
    expect(problems({ code: 'SAVE 20' })).toEqual([`code: ${D.codeCharacters}`])
    expect(problems({ code: 'ÉTÉ20' })).toEqual([`code: ${D.codeCharacters}`])
  })

  it('needs the amount of its kind', () => {
    expect(problems({ percent_off: null })).toEqual([`percent_off: ${D.percentRequired}`])
    expect(problems({ percent_off: 101 })).toEqual([`percent_off: ${D.percentRequired}`])
    expect(problems({ kind: 'fixed', percent_off: null })).toEqual([`amount_off_cents: ${D.amountRequired}`])
    expect(problems({ kind: 'fixed', amount_off_cents: 0 })).toEqual([
      `amount_off_cents: ${D.amountRequired}`,
    ])
    expect(problems({ kind: 'free_shipping', percent_off: null })).toEqual([])
  })

  it('needs products or categories when scoped to them, and an end after the start', () => {
    expect(problems({ scope: 'products' })).toEqual([`product_ids: ${D.productsRequired}`])
    expect(problems({ scope: 'categories' })).toEqual([`category_ids: ${D.categoriesRequired}`])
    expect(problems({ starts_at: '2026-12-01T10:00:00+01:00', ends_at: '2026-12-01T09:00:00Z' })).toEqual([
      `ends_at: ${D.windowOrder}`,
    ])
    expect(problems({ time_zone: '+02:00' })).toEqual([`time_zone: ${D.unknownTimeZone}`])
    expect(problems({ usage_limit: 0, per_customer_limit: 1.5 })).toEqual([
      `usage_limit: ${D.limitInvalid}`,
      `per_customer_limit: ${D.limitInvalid}`,
    ])
    expect(problems({ min_subtotal_cents: -1 })).toEqual([`min_subtotal_cents: ${D.minSubtotalInvalid}`])
  })

  it('tells the status: inactive, expired, used up, scheduled, active, in that order', () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    const code = { active: true, starts_at: null, ends_at: null, usage_limit: null, uses: 0 }
    expect(discountCodeStatus(code, now)).toBe('active')
    expect(discountCodeStatus({ ...code, starts_at: '2026-07-01T00:00:00Z' }, now)).toBe('scheduled')
    expect(discountCodeStatus({ ...code, usage_limit: 2, uses: 2 }, now)).toBe('used_up')
    expect(
      discountCodeStatus({ ...code, ends_at: '2026-06-01T00:00:00Z', usage_limit: 1, uses: 1 }, now),
    ).toBe('expired')
    expect(discountCodeStatus({ ...code, active: false, ends_at: '2020-01-01T00:00:00Z' }, now)).toBe(
      'inactive',
    )
  })
})
