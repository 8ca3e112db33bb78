import { describe, expect, it } from 'vitest'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { balanceDisplay, formatTokenAmount, refreshOutcome } from './balance'

describe('formatTokenAmount', () => {
  it('keeps two decimals and groups thousands', () => {
    expect(formatTokenAmount('1234.5678')).toBe('1,234.56')
    expect(formatTokenAmount('1000000')).toBe('1,000,000.00')
    expect(formatTokenAmount('0.5')).toBe('0.50')
    expect(formatTokenAmount('.5')).toBe('0.50')
    expect(formatTokenAmount('7.')).toBe('7.00')
  })
  it('cuts instead of rounding, so it never shows more than the wallet holds', () => {
    expect(formatTokenAmount('99.999999999')).toBe('99.99')
    expect(formatTokenAmount('0.009')).toBe('0.00')
  })
  it('reads amounts past what a float can hold exactly', () => {
    expect(formatTokenAmount('123456789012345678901.987654321')).toBe('123,456,789,012,345,678,901.98')
  })
  it('drops leading zeros and keeps a sign only on a non-zero value', () => {
    expect(formatTokenAmount('000012.30')).toBe('12.30')
    expect(formatTokenAmount('-3.456')).toBe('-3.45')
    expect(formatTokenAmount('-0.001')).toBe('0.00')
  })
  it('accepts other precisions', () => {
    expect(formatTokenAmount('1.23456', 4)).toBe('1.2345')
    expect(formatTokenAmount('1234.9', 0)).toBe('1,234')
  })
  it('refuses anything but a plain decimal', () => {
    for (const bad of ['', '.', '-', 'abc', '1e5', '1,000', '1.2.3', 'NaN', 'Infinity']) {
      expect(formatTokenAmount(bad)).toBeNull()
    }
  })
})

describe('balanceDisplay', () => {
  it('shows a read balance in RDO, with the exact amount kept for the tooltip', () => {
    expect(balanceDisplay({ status: 'ok', amount: '150.129', updated_at: '2025-01-01T00:00:00Z' })).toEqual({
      kind: 'amount',
      text: '150.12 RDO',
      exact: '150.129 RDO',
    })
  })
  it('never shows a number when the balance could not be read', () => {
    expect(balanceDisplay({ status: 'unavailable', amount: '5', updated_at: null })).toEqual({
      kind: 'unavailable',
      text: 'Balance unavailable',
    })
    expect(balanceDisplay({ status: 'unreachable', amount: null, updated_at: null })).toEqual({
      kind: 'unavailable',
      text: 'Solana connection not available',
    })
    expect(balanceDisplay({ status: 'ok', amount: null, updated_at: null }).kind).toBe('unavailable')
    expect(balanceDisplay({ status: 'ok', amount: 'garbage', updated_at: null }).kind).toBe('unavailable')
  })
  it('says when the shop has no chain connection', () => {
    expect(balanceDisplay({ status: 'not_configured', amount: null, updated_at: null })).toEqual({
      kind: 'not_configured',
      text: 'Not configured',
      hint: M.notConfigured,
    })
  })
})

describe('refreshOutcome', () => {
  it('succeeds only when the chain was read', () => {
    expect(refreshOutcome({ status: 'ok', amount: '1', updated_at: null })).toEqual({
      ok: true,
      message: M.balanceUpdated,
    })
    for (const status of ['unavailable', 'unreachable'] as const) {
      expect(refreshOutcome({ status, amount: null, updated_at: null })).toEqual({
        ok: false,
        message: 'Failed to update balance',
      })
    }
    expect(refreshOutcome({ status: 'not_configured', amount: null, updated_at: null })).toEqual({
      ok: false,
      message: M.notConfigured,
    })
  })
})
