import { BALANCE_CACHE_SECONDS, WALLET_MESSAGES as M } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../../test/stand-ins/solana-rpc.ts'
import { tokenBalances } from '../../db/schema/wallets.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { linkWallet, makeWallet, type TestWallet } from '../../../test/fixtures/wallets.ts'

let t: TestApp
let rpc: SolanaRpcStandIn
beforeAll(async () => {
  rpc = await startSolanaRpcStandIn()
  t = await createTestApp({
    env: { SOLANA_RPC_URL: rpc.url, RDO_MINT: rpc.mint, SOLANA_RPC_TIMEOUT_MS: '300' },
  })
})
afterAll(async () => {
  await t?.close()
  await rpc?.close()
})
beforeEach(() => rpc.reset())

const chainReads = () => rpc.calls.filter((c) => c.method === 'getTokenAccountsByOwner').length
const getWallet = (user: TestUser) => t.request({ method: 'GET', url: '/api/wallet', cookie: user.cookie })
const refresh = (user: TestUser) =>
  t.request({ method: 'POST', url: '/api/wallet/refresh', cookie: user.cookie })

/** A new account that links a new wallet holding `amount` $RDO on the stand-in. */
async function holderOf(amount: string | string[]) {
  const user = await t.createUser()
  const wallet = makeWallet()
  rpc.setBalance(wallet.address, amount)
  const res = await linkWallet(t, user, wallet)
  expect(res.statusCode, res.body).toBe(200)
  return { user, wallet, linked: res.json().wallet }
}

describe('the linked wallet’s $RDO balance, read from the chain', () => {
  it('reads the balance as the wallet is linked: 150 $RDO makes a holder', async () => {
    const before = Date.now()
    const { user, wallet, linked } = await holderOf('150')
    expect(linked).toMatchObject({
      address: wallet.address,
      holder: true,
      balance: { status: 'ok', amount: '150' },
    })
    expect(Date.parse(linked.balance.updated_at)).toBeGreaterThanOrEqual(before - 1000)
    expect(chainReads()).toBe(1)
    expect(rpc.calls[0]!.params[0]).toBe(wallet.address)
    const [row] = await t.db
      .select()
      .from(tokenBalances)
      .where(eq(tokenBalances.walletAddress, wallet.address))
    expect(row).toMatchObject({ userId: user.id, balance: '150.000000000', error: null })
  })

  it('50 $RDO is a balance but not a holder', async () => {
    const { linked } = await holderOf('50')
    expect(linked).toMatchObject({ holder: false, balance: { status: 'ok', amount: '50' } })
  })

  it('sums every token account of the mint exactly and compares with the minimum as decimals', async () => {
    const exact = await holderOf(['99.999999', '0.000001'])
    expect(exact.linked).toMatchObject({ holder: true, balance: { amount: '100' } })
    const short = await holderOf(['99.999999'])
    expect(short.linked).toMatchObject({ holder: false, balance: { amount: '99.999999' } })
  })

  it('answers from the stored read for 30 seconds, then reads again; refresh reads now', async () => {
    const { user, wallet } = await holderOf('150')
    rpc.setBalance(wallet.address, '40')
    const reads = chainReads()
    const cached = await getWallet(user)
    expect(cached.json().wallet).toMatchObject({ holder: true, balance: { amount: '150' } })
    expect(chainReads()).toBe(reads)

    const refreshed = await refresh(user)
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.json().wallet).toMatchObject({ holder: false, balance: { status: 'ok', amount: '40' } })
    expect(chainReads()).toBe(reads + 1)

    rpc.setBalance(wallet.address, '120')
    await t.db
      .update(tokenBalances)
      .set({ lastUpdated: sql`now() - make_interval(secs => ${BALANCE_CACHE_SECONDS + 1})` })
      .where(eq(tokenBalances.walletAddress, wallet.address))
    const stale = await getWallet(user)
    expect(stale.json().wallet).toMatchObject({ holder: true, balance: { amount: '120' } })
    expect(chainReads()).toBe(reads + 2)
  })

  it('reads a wallet with no token account as a zero balance', async () => {
    const { linked } = await holderOf([])
    expect(linked).toMatchObject({ holder: false, balance: { status: 'ok', amount: '0' } })
  })
})

describe('when the chain cannot be read', () => {
  let user: TestUser
  let wallet: TestWallet

  it('still links the wallet, with the balance unreachable and no number', async () => {
    user = await t.createUser()
    wallet = makeWallet()
    rpc.setMode('fail')
    const res = await linkWallet(t, user, wallet)
    expect(res.statusCode, res.body).toBe(200)
    const linked = res.json().wallet
    expect(linked.address).toBe(wallet.address)
    expect(linked.holder).toBe(false)
    expect(linked.balance.status).toBe('unreachable')
    expect(linked.balance.amount).toBeNull()
    expect(typeof linked.balance.updated_at).toBe('string')
    const [row] = await t.db
      .select()
      .from(tokenBalances)
      .where(eq(tokenBalances.walletAddress, wallet.address))
    expect(row!.error).toBeTruthy()
  })

  it('answers unreachable, never an earlier or made-up number, until a read succeeds', async () => {
    rpc.setBalance(wallet.address, '150')
    const ok = await refresh(user)
    expect(ok.json().wallet).toMatchObject({ holder: true, balance: { status: 'ok', amount: '150' } })

    rpc.setMode('fail')
    const failed = await refresh(user)
    expect(failed.statusCode).toBe(200)
    expect(failed.json().wallet).toMatchObject({
      holder: false,
      balance: { status: 'unreachable', amount: null },
    })
    // Nowhere in the answer (a timestamp's milliseconds may read 150: not a balance).
    expect(JSON.stringify({ ...failed.json().wallet, verified_at: null, balance: null })).not.toMatch(/150/)
    expect(JSON.stringify({ ...failed.json().wallet.balance, updated_at: null })).not.toMatch(/150/)
    const gate = await t.request({ method: 'GET', url: '/api/token-gate', cookie: user.cookie })
    expect(gate.json()).toEqual({ status: 'unavailable', minimum: 1, balance: null })
    // The stored failure is answered while fresh, without asking the chain again.
    const reads = chainReads()
    expect((await getWallet(user)).json().wallet.balance).toMatchObject({
      status: 'unreachable',
      amount: null,
    })
    expect(chainReads()).toBe(reads)
  })

  it('gives up on a slow node within the time limit', async () => {
    rpc.setBalance(wallet.address, '150')
    rpc.setMode('slow', 5_000)
    const started = Date.now()
    const res = await refresh(user)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(res.json().wallet.balance).toMatchObject({ status: 'unreachable', amount: null })
    rpc.setMode('ok')
    expect((await refresh(user)).json().wallet.balance).toMatchObject({ status: 'ok', amount: '150' })
  })

  it('refuses a refresh without a linked wallet', async () => {
    const res = await refresh(await t.createUser())
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toEqual({ code: 'WALLET_NOT_LINKED', message: M.notLinked })
  })
})
