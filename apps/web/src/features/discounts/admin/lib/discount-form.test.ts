import { describe, expect, it } from 'vitest'
import { DISCOUNT_ADMIN_MESSAGES as D, type AdminDiscountCodeDetail } from '@rdo/contracts'
import {
  DISCOUNT_FORM_MESSAGES as F,
  discountFormToBody,
  discountToForm,
  parseDollars,
  type DiscountFormValues,
} from './discount-form'

const blank = discountToForm(null, 'America/New_York')
const form = (over: Partial<DiscountFormValues>) => ({
  ...blank,
  code: 'hoodie20',
  percentOff: '20',
  ...over,
})

describe('discount editor', () => {
  it('starts a new code in the admin zone, active, on the whole order', () => {
    expect(blank).toMatchObject({
      kind: 'percentage',
      scope: 'order',
      timeZone: 'America/New_York',
      active: true,
    })
  })

  it('builds the body: times in the chosen zone with its offset, money in cents', () => {
    const checked = discountFormToBody(
      form({
        scope: 'categories',
        categoryIds: ['5a0e8d4b-8a6e-4d3a-9d55-3c1b2a7e6f10'],
        minSubtotal: '$50',
        startsAt: '2026-12-01T09:00',
        endsAt: '2026-07-01T18:00',
        timeZone: 'Europe/Paris',
        perCustomerLimit: '1',
      }),
    )
    expect(checked.errors).toEqual({ endsAt: D.windowOrder })
    const ok = discountFormToBody(
      form({
        minSubtotal: '$50',
        startsAt: '2026-12-01T09:00',
        endsAt: '2027-01-01T00:00',
        timeZone: 'Europe/Paris',
      }),
    )
    expect(ok.body).toMatchObject({
      code: 'hoodie20',
      percent_off: 20,
      amount_off_cents: null,
      min_subtotal_cents: 5000,
      starts_at: '2026-12-01T09:00:00+01:00',
      ends_at: '2027-01-01T00:00:00+01:00',
      time_zone: 'Europe/Paris',
      usage_limit: null,
      per_customer_limit: null,
    })
  })

  it("shows each field's problem in the server's words", () => {
    expect(discountFormToBody(form({ code: 'a b', percentOff: '' })).errors).toEqual({
      code: D.codeCharacters,
      percentOff: D.percentRequired,
    })
    expect(discountFormToBody(form({ kind: 'fixed', amountOff: '4.999' })).errors).toEqual({
      amountOff: F.money,
    })
    expect(discountFormToBody(form({ scope: 'products' })).errors).toEqual({ products: D.productsRequired })
    expect(discountFormToBody(form({ usageLimit: '0', perCustomerLimit: 'x' })).errors).toEqual({
      usageLimit: D.limitInvalid,
      perCustomerLimit: D.limitInvalid,
    })
  })

  it('reads money as typed', () => {
    expect(parseDollars('')).toBeNull()
    expect(parseDollars(' $4.99 ')).toBe(499)
    expect(parseDollars('10')).toBe(1000)
    expect(parseDollars('1,000')).toBeNaN()
  })

  it('shows a stored code in its own zone and back to the same body', () => {
    const stored = {
      code: 'WINTER',
      description: '',
      kind: 'fixed',
      percent_off: null,
      amount_off_cents: 550,
      scope: 'products',
      products: [{ id: '5a0e8d4b-8a6e-4d3a-9d55-3c1b2a7e6f10', name: 'Genesis Tee' }],
      product_ids: ['5a0e8d4b-8a6e-4d3a-9d55-3c1b2a7e6f10'],
      category_ids: [],
      min_subtotal_cents: 0,
      starts_at: '2026-12-01T14:00:00.000Z',
      ends_at: null,
      time_zone: 'America/New_York',
      usage_limit: 100,
      per_customer_limit: 1,
      allow_drop_products: true,
      active: true,
    } as unknown as AdminDiscountCodeDetail
    const values = discountToForm(stored, 'Europe/Paris')
    expect(values).toMatchObject({
      amountOff: '5.50',
      startsAt: '2026-12-01T09:00',
      timeZone: 'America/New_York',
    })
    expect(discountFormToBody(values).body).toMatchObject({
      amount_off_cents: 550,
      product_ids: ['5a0e8d4b-8a6e-4d3a-9d55-3c1b2a7e6f10'],
      starts_at: '2026-12-01T09:00:00-05:00',
      usage_limit: 100,
      per_customer_limit: 1,
    })
  })
})
