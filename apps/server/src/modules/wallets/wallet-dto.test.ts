import { describe, expect, it } from 'vitest'
import { isHolder, reachesMinimum } from './wallet-dto.ts'

describe('reachesMinimum', () => {
  it('compares token amounts with a minimum exactly, as decimals', () => {
    expect(reachesMinimum('100', 100)).toBe(true)
    expect(reachesMinimum('99.999999999', 100)).toBe(false)
    expect(reachesMinimum('100.000000001', 100)).toBe(true)
    expect(reachesMinimum('0.3', 0.1 + 0.2)).toBe(true)
    expect(reachesMinimum('0', 0)).toBe(true)
    expect(reachesMinimum('0', 0.000000001)).toBe(false)
    // Beyond a float's exact range: 2^53 + 1 tokens.
    expect(reachesMinimum('9007199254740993', 1_000_000_000)).toBe(true)
    expect(reachesMinimum('12.50', 12.5)).toBe(true)
  })

  it('never lets something that is not an amount through', () => {
    for (const amount of ['', 'NaN', '-150', '1e3', ' 150', '150.', '.5']) {
      expect(reachesMinimum(amount, 0), amount).toBe(false)
    }
  })
})

describe('isHolder', () => {
  it('needs a balance read from the chain of at least 100', () => {
    expect(isHolder({ status: 'ok', amount: '100', updated_at: null })).toBe(true)
    expect(isHolder({ status: 'ok', amount: '50', updated_at: null })).toBe(false)
    expect(isHolder({ status: 'unavailable', amount: null, updated_at: null })).toBe(false)
    expect(isHolder({ status: 'not_configured', amount: null, updated_at: null })).toBe(false)
  })
})
