import { describe, expect, it } from 'vitest'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { ERROR_MESSAGES } from '@rdo/contracts/error-messages'
import { ApiError } from '@/lib/api-client'
import { balanceView, connectErrorMessage, gateView, WalletAccountMissingError } from './wallet-state'

const at = '2025-01-02T03:04:05.000Z'

describe('balanceView', () => {
  it('shows a figure only for a balance read from the chain', () => {
    expect(balanceView({ status: 'ok', amount: '150', updated_at: at })).toEqual({
      kind: 'ok',
      amount: '150.00',
      updatedAt: at,
    })
    expect(balanceView({ status: 'unavailable', amount: null, updated_at: at })).toEqual({
      kind: 'unavailable',
    })
    expect(balanceView({ status: 'not_configured', amount: null, updated_at: null })).toEqual({
      kind: 'not_configured',
    })
    expect(balanceView({ status: 'unreachable', amount: null, updated_at: at })).toEqual({
      kind: 'unreachable',
    })
  })

  it('treats a figure it cannot read as unavailable rather than guessing', () => {
    expect(balanceView({ status: 'ok', amount: null, updated_at: at }).kind).toBe('unavailable')
    expect(balanceView({ status: 'ok', amount: 'lots', updated_at: at }).kind).toBe('unavailable')
    // A stale number kept beside a failed read is not shown.
    expect(balanceView({ status: 'unavailable', amount: '150', updated_at: at }).kind).toBe('unavailable')
  })
})

describe('gateView', () => {
  const asked = { failed: false, minimum: 100 }

  it('waits for the server, then follows its decision', () => {
    expect(gateView(undefined, asked)).toEqual({ kind: 'loading' })
    expect(gateView({ status: 'granted', minimum: 100, balance: '150' }, asked)).toEqual({ kind: 'granted' })
    expect(gateView({ status: 'not_connected', minimum: 100, balance: null }, asked)).toEqual({
      kind: 'not_connected',
      minimum: '100',
    })
    expect(gateView({ status: 'insufficient', minimum: 1000, balance: '50.129' }, asked)).toEqual({
      kind: 'insufficient',
      minimum: '1,000',
      balance: '50.12',
    })
    expect(gateView({ status: 'insufficient', minimum: 100, balance: null }, asked)).toEqual({
      kind: 'insufficient',
      minimum: '100',
      balance: null,
    })
    expect(gateView({ status: 'unavailable', minimum: 100, balance: null }, asked)).toEqual({
      kind: 'unavailable',
      minimum: '100',
    })
  })

  it('stays locked as unavailable when the question itself fails', () => {
    expect(gateView(undefined, { failed: true, minimum: 1 })).toEqual({ kind: 'unavailable', minimum: '1' })
  })
})

describe('connectErrorMessage', () => {
  it("shows the server's refusal", () => {
    expect(connectErrorMessage(new ApiError(409, 'CONFLICT', M.alreadyAdded))).toBe('Wallet already added')
    expect(connectErrorMessage(new ApiError(400, 'INVALID', M.nonceInvalid))).toBe(M.nonceInvalid)
  })

  it('says not connected when the wallet offered no account', () => {
    expect(connectErrorMessage(new WalletAccountMissingError())).toBe(M.notConnected)
  })

  it('falls back to the generic failure for a closed wallet window, a server fault or the network', () => {
    expect(connectErrorMessage(new Error('User rejected the request.'))).toBe(M.connectFailed)
    expect(connectErrorMessage(new ApiError(500, 'INTERNAL', 'Internal Server Error'))).toBe(M.connectFailed)
    expect(connectErrorMessage(new ApiError(0, 'UNKNOWN_ERROR', ERROR_MESSAGES.unknown))).toBe(
      M.connectFailed,
    )
    expect(connectErrorMessage(new ApiError(400, 'ERROR', ERROR_MESSAGES.generic))).toBe(M.connectFailed)
  })
})
