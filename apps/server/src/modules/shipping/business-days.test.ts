import { describe, expect, it } from 'vitest'
import { addBusinessDays } from './business-days.ts'
import { extraKilograms, rateTableProvider } from './rate-table.ts'

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    const friday = new Date('2026-11-20T15:00:00Z')
    expect(addBusinessDays(friday, 1)).toBe('2026-11-23')
    expect(addBusinessDays(friday, 5)).toBe('2026-11-27')
    expect(addBusinessDays(new Date('2026-11-21T10:00:00Z'), 1)).toBe('2026-11-23')
    expect(addBusinessDays(new Date('2026-11-18T10:00:00Z'), 7)).toBe('2026-11-27')
    expect(addBusinessDays(new Date('2026-11-18T10:00:00Z'), 14)).toBe('2026-12-08')
  })
})

describe('the rate table', () => {
  const base = { state: 'NY', postalCode: '10001', residential: true, now: new Date('2026-11-18T10:00:00Z') }

  it('counts started kilograms over the first', () => {
    expect([0, 1000, 1001, 2000, 2001].map(extraKilograms)).toEqual([0, 0, 1, 1, 2])
  })

  it('prices US services, free Standard strictly over $100, weight surcharge per extra kg', async () => {
    const rates = await rateTableProvider.quote({
      ...base,
      country: 'US',
      weightGrams: 800,
      subtotalCents: 10_000,
    })
    expect(rates.map((r) => [r.id, r.rate_cents, r.delivery_days, r.delivery_date])).toEqual([
      ['standard', 595, 7, '2026-11-27'],
      ['express', 1295, 3, '2026-11-23'],
      ['priority', 2495, 2, '2026-11-20'],
    ])
    const free = await rateTableProvider.quote({
      ...base,
      country: 'US',
      weightGrams: 2500,
      subtotalCents: 10_001,
    })
    expect(free.map((r) => r.rate_cents)).toEqual([0, 1295 + 300, 2495 + 300])
  })

  it('prices Canada as international', async () => {
    const rates = await rateTableProvider.quote({
      ...base,
      country: 'CA',
      state: 'ON',
      postalCode: 'K1A 0B1',
      weightGrams: 1500,
      subtotalCents: 50_000,
    })
    expect(rates.map((r) => [r.id, r.rate_cents, r.delivery_estimate])).toEqual([
      ['international', 1995 + 400, '7–14 business days'],
      ['international-express', 3995 + 400, '3–6 business days'],
    ])
  })
})
