import { HOLDER_MINIMUM } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../../test/stand-ins/solana-rpc.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { linkWallet, makeWallet } from '../../../test/fixtures/wallets.ts'

let rpc: SolanaRpcStandIn
let shop: TestApp
let unconfigured: TestApp
beforeAll(async () => {
  rpc = await startSolanaRpcStandIn()
  shop = await createTestApp({ env: { SOLANA_RPC_URL: rpc.url, RDO_MINT: rpc.mint } })
  unconfigured = await createTestApp()
})
afterAll(async () => {
  await shop?.close()
  await unconfigured?.close()
  await rpc?.close()
})

const gate = (t: TestApp, cookie = '', query = '') =>
  t.request({ method: 'GET', url: `/api/token-gate${query}`, cookie })

describe('GET /api/token', () => {
  it('gives the configured mint with its explorer, trade and chart links, for any visitor to cache', async () => {
    const res = await shop.request({ method: 'GET', url: '/api/token' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^public/)
    expect(res.json()).toEqual({
      mint: rpc.mint,
      explorer_url: `https://solscan.io/token/${rpc.mint}`,
      trade_url: `https://dexscreener.com/solana/${rpc.mint}`,
      charts_url: `https://dexscreener.com/solana/${rpc.mint}?embed=0&tab=chart`,
      holder_minimum: HOLDER_MINIMUM,
      balances_available: true,
    })
  })

  it('says so when no mint or RPC endpoint is configured, rather than inventing one', async () => {
    const res = await unconfigured.request({ method: 'GET', url: '/api/token' })
    expect(res.json()).toEqual({
      mint: null,
      explorer_url: null,
      trade_url: null,
      charts_url: null,
      holder_minimum: HOLDER_MINIMUM,
      balances_available: false,
    })
  })
})

describe('GET /api/token-gate decides on the server’s balance', () => {
  let holder: TestUser
  beforeAll(async () => {
    holder = await shop.createUser()
    const wallet = makeWallet()
    rpc.setBalance(wallet.address, '150.5')
    expect((await linkWallet(shop, holder, wallet)).statusCode).toBe(200)
  })

  it('is not connected for a visitor and for an account without a wallet', async () => {
    expect((await gate(shop)).json()).toEqual({ status: 'not_connected', minimum: 1, balance: null })
    const walletless = await shop.createUser()
    const res = await gate(shop, walletless.cookie, '?minimum=5')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/private/)
    expect(res.json()).toEqual({ status: 'not_connected', minimum: 5, balance: null })
  })

  it('grants at or above the minimum (1 $RDO by default) and refuses below it', async () => {
    const cases: [string, string][] = [
      ['', 'granted'],
      ['?minimum=150.5', 'granted'],
      ['?minimum=150.50000001', 'insufficient'],
      ['?minimum=151', 'insufficient'],
      ['?minimum=0', 'granted'],
    ]
    for (const [query, status] of cases) {
      const res = await gate(shop, holder.cookie, query)
      expect(res.json(), query).toMatchObject({ status, balance: '150.5' })
    }
  })

  it('refuses a minimum that is not a non-negative number', async () => {
    for (const query of ['?minimum=-1', '?minimum=abc', '?minimum=Infinity']) {
      expect((await gate(shop, holder.cookie, query)).statusCode, query).toBe(400)
    }
  })

  it('is unavailable, never granted, when the balance cannot be read', async () => {
    rpc.setMode('fail')
    try {
      const res = await shop.request({ method: 'POST', url: '/api/wallet/refresh', cookie: holder.cookie })
      expect(res.json().wallet.balance.status).toBe('unreachable')
      expect((await gate(shop, holder.cookie)).json()).toEqual({
        status: 'unavailable',
        minimum: 1,
        balance: null,
      })
    } finally {
      rpc.setMode('ok')
    }
  })

  it('is unavailable when the shop has no Solana connection configured', async () => {
    const user = await unconfigured.createUser()
    expect((await linkWallet(unconfigured, user, makeWallet())).statusCode).toBe(200)
    expect((await gate(unconfigured, user.cookie)).json()).toEqual({
      status: 'unavailable',
      minimum: 1,
      balance: null,
    })
  })
})
