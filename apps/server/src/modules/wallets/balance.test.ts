import {
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  SolanaError,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import {
  balancesConfigured,
  describeReadFailure,
  formatUnits,
  normaliseAmount,
  sumTokenAmounts,
  toBalance,
} from './balance.ts'

describe('token amounts', () => {
  it('formats raw units exactly, without trailing zeros', () => {
    expect(formatUnits(1_500_000_000n, 6)).toBe('1500')
    expect(formatUnits(12_500_000n, 6)).toBe('12.5')
    expect(formatUnits(1n, 9)).toBe('0.000000001')
    expect(formatUnits(0n, 6)).toBe('0')
    expect(formatUnits(123n, 0)).toBe('123')
    expect(formatUnits(123_456_789_012_345_678_901_234n, 6)).toBe('123456789012345678.901234')
  })

  it('sums accounts without floating point, across decimals', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004
    expect(
      sumTokenAmounts([
        { amount: '100000', decimals: 6 },
        { amount: '200000', decimals: 6 },
      ]),
    ).toBe('0.3')
    expect(
      sumTokenAmounts([
        { amount: '9007199254740993', decimals: 6 },
        { amount: '1', decimals: 0 },
      ]),
    ).toBe('9007199255.740993')
    expect(sumTokenAmounts([])).toBe('0')
  })

  it('normalises stored numerics', () => {
    expect(normaliseAmount('1500.000000000')).toBe('1500')
    expect(normaliseAmount('12.500000000')).toBe('12.5')
    expect(normaliseAmount('0.000000000')).toBe('0')
    expect(normaliseAmount('7')).toBe('7')
  })
})

describe('toBalance', () => {
  const at = new Date('2025-01-02T03:04:05.000Z')

  it('is ok with the amount when the last read succeeded', () => {
    expect(toBalance({ balance: '250.000000000', lastUpdated: at, error: null })).toEqual({
      status: 'ok',
      amount: '250',
      updated_at: at.toISOString(),
    })
  })

  it('never shows an earlier amount after a failed read', () => {
    expect(toBalance({ balance: '250.000000000', lastUpdated: at, error: 'Timed out' })).toEqual({
      status: 'unavailable',
      amount: null,
      updated_at: at.toISOString(),
    })
  })

  it('is unreachable after a read that never reached the RPC', () => {
    expect(
      toBalance({ balance: '250.000000000', lastUpdated: at, error: 'unreachable: fetch failed' }),
    ).toEqual({ status: 'unreachable', amount: null, updated_at: at.toISOString() })
  })

  it('is unavailable before any read, not_configured without a connection', () => {
    expect(toBalance({ balance: null, lastUpdated: null, error: null })).toEqual({
      status: 'unavailable',
      amount: null,
      updated_at: null,
    })
    expect(toBalance({ balance: '1', lastUpdated: at, error: null }, { configured: false }).status).toBe(
      'not_configured',
    )
  })
})

describe('configuration', () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '.data/test-config' } as const

  it('has no RPC endpoint or mint by default', () => {
    const config = loadConfig({ ...base })
    expect(config.SOLANA_RPC_URL).toBeUndefined()
    expect(config.RDO_MINT).toBeUndefined()
    expect(balancesConfigured(config)).toBe(false)
    expect(balancesConfigured(loadConfig({ ...base, SOLANA_RPC_URL: '', RDO_MINT: '' }))).toBe(false)
  })

  it('needs both settings', () => {
    const url = 'http://127.0.0.1:8899'
    const mint = 'So11111111111111111111111111111111111111112'
    expect(balancesConfigured(loadConfig({ ...base, SOLANA_RPC_URL: url }))).toBe(false)
    expect(balancesConfigured(loadConfig({ ...base, SOLANA_RPC_URL: url, RDO_MINT: mint }))).toBe(true)
  })
})

describe('describeReadFailure', () => {
  it('tells a node that could not be reached from one that refused the request', () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError')
    expect(describeReadFailure(timeout, 3000)).toEqual({
      error: 'Timed out after 3000 ms',
      unreachable: true,
    })
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') })
    expect(describeReadFailure(refused, 3000)).toEqual({ error: 'fetch failed', unreachable: true })
    const http = new SolanaError(SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, {
      headers: new Headers(),
      message: 'Service Unavailable',
      statusCode: 503,
    })
    expect(describeReadFailure(http, 3000).unreachable).toBe(true)
    const rpcRefusal = new SolanaError(SOLANA_ERROR__JSON_RPC__INVALID_PARAMS, {
      __serverMessage: 'bad owner',
    })
    expect(describeReadFailure(rpcRefusal, 3000).unreachable).toBe(false)
    // A bug of ours reading an odd answer is not the network.
    expect(
      describeReadFailure(new TypeError("Cannot read properties of undefined (reading 'info')"), 3000),
    ).toMatchObject({ unreachable: false })
  })
})
