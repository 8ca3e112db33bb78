import { describe, expect, it } from 'vitest'
import { formatSignedMoney, ledgerShareOf, payoutStateOf } from './money'

describe('formatSignedMoney', () => {
  it('shows the sign of non-zero amounts', () => {
    expect(formatSignedMoney(600)).toBe('+$6.00')
    expect(formatSignedMoney(-600)).toBe('-$6.00')
    expect(formatSignedMoney(123456)).toBe('+$1,234.56')
    expect(formatSignedMoney(0)).toBe('$0.00')
  })
})

describe('ledgerShareOf', () => {
  it('shows an accrual as a positive share', () => {
    expect(ledgerShareOf({ kind: 'accrual', amount_cents: 599 })).toEqual({ text: '+$5.99', label: null })
  })
  it('shows a reversal as a negative share labelled Reversal', () => {
    expect(ledgerShareOf({ kind: 'reversal', amount_cents: -599 })).toEqual({
      text: '-$5.99',
      label: 'Reversal',
    })
  })
})

describe('payoutStateOf', () => {
  it('offers the whole pending balance from the $50 minimum', () => {
    expect(payoutStateOf(5000)).toEqual({ label: 'Record payout of $50.00', canPay: true, hint: null })
    expect(payoutStateOf(12345).label).toBe('Record payout of $123.45')
  })
  it('refuses below the minimum and says why', () => {
    const state = payoutStateOf(4999)
    expect(state.canPay).toBe(false)
    expect(state.label).toBe('Record payout of $49.99')
    expect(state.hint).toBe('The pending balance is below the $50.00 minimum payout')
  })
  it('never offers a negative amount', () => {
    expect(payoutStateOf(-300)).toEqual({
      label: 'Record payout of $0.00',
      canPay: false,
      hint: 'The pending balance is below the $50.00 minimum payout',
    })
  })
})
