import { describe, expect, it } from 'vitest'
import { formatTokenAmount, formatTokenCount } from './token-amount'

describe('formatTokenAmount', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatTokenAmount('150')).toBe('150.00')
    expect(formatTokenAmount('150.5')).toBe('150.50')
    expect(formatTokenAmount('1234567.891')).toBe('1,234,567.89')
    expect(formatTokenAmount('0')).toBe('0.00')
    expect(formatTokenAmount('007.1')).toBe('7.10')
    expect(formatTokenAmount(' 42. ')).toBe('42.00')
  })

  it('cuts extra decimals instead of rounding, so a balance never reads above what it is', () => {
    expect(formatTokenAmount('99.999')).toBe('99.99')
    expect(formatTokenAmount('0.009')).toBe('0.00')
    expect(formatTokenAmount('-0.001')).toBe('0.00')
  })

  it('stays exact past what a float can hold', () => {
    expect(formatTokenAmount('123456789012345678901.987654321')).toBe('123,456,789,012,345,678,901.98')
    expect(formatTokenAmount('9007199254740993.01')).toBe('9,007,199,254,740,993.01')
  })

  it('refuses what is not a plain decimal number', () => {
    for (const text of ['', 'abc', '1e3', '1.2.3', '1,000', 'NaN', '.5']) {
      expect(formatTokenAmount(text), text).toBeNull()
    }
  })
})

describe('formatTokenCount', () => {
  it('writes a threshold as people read it', () => {
    expect(formatTokenCount(1)).toBe('1')
    expect(formatTokenCount(100)).toBe('100')
    expect(formatTokenCount(25_000)).toBe('25,000')
    expect(formatTokenCount(0.5)).toBe('0.5')
  })
})
