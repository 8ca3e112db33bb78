import { describe, expect, it } from 'vitest'
import { ADDRESS_MESSAGES } from './address.ts'
import { ppmToRatePercent, ratePercentToPpm, TAX_ADMIN_MESSAGES as T, taxRateBody } from './tax-admin.ts'

describe('tax rate body', () => {
  it('turns percentages with up to 4 decimals into exact parts per million', () => {
    expect(ratePercentToPpm('7.25')).toBe(72_500)
    expect(ratePercentToPpm('9.975')).toBe(99_750)
    expect(ratePercentToPpm('0.0001')).toBe(1)
    expect(ratePercentToPpm('100')).toBe(1_000_000)
    for (const bad of ['100.0001', '7.12345', '-1', '', '1e2', '7,25'])
      expect(ratePercentToPpm(bad)).toBeNull()
    expect(ppmToRatePercent(72_500)).toBe('7.25')
    expect(ppmToRatePercent(99_750)).toBe('9.975')
    expect(ppmToRatePercent(50_000)).toBe('5')
    expect(ppmToRatePercent(0)).toBe('0')
  })

  it('takes a number or text, a state of the country in any case, or none', () => {
    expect(taxRateBody.parse({ country: 'US', state: 'ca', rate_percent: 7.25 })).toEqual({
      country: 'US',
      state: 'CA',
      rate_percent: '7.25',
    })
    expect(taxRateBody.parse({ country: 'CA', rate_percent: '5' }).state).toBe('')
    const wrong = taxRateBody.safeParse({ country: 'CA', state: 'NY', rate_percent: 1 })
    expect(wrong.error?.issues[0]?.message).toBe(ADDRESS_MESSAGES.invalidProvince)
    const rate = taxRateBody.safeParse({ country: 'US', rate_percent: 101 })
    expect(rate.error?.issues[0]?.message).toBe(T.rateInvalid)
    expect(taxRateBody.safeParse({ country: 'FR', rate_percent: 20 }).success).toBe(false)
  })
})
