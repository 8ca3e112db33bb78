import crypto from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../../test/stand-ins/solana-rpc.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { tokenBalances, walletLinks } from '../../db/schema/wallets.ts'
import { balanceOf, readChainBalance } from './index.ts'

const addressOf = (seed: string) =>
  getBase58Decoder().decode(crypto.createHash('sha256').update(`balance:${seed}`).digest())

let chain: SolanaRpcStandIn
let t: TestApp
beforeAll(async () => {
  chain = await startSolanaRpcStandIn()
  t = await createTestApp({
    env: { SOLANA_RPC_URL: chain.url, RDO_MINT: chain.mint, SOLANA_RPC_TIMEOUT_MS: '300' },
  })
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})
beforeEach(() => chain.reset())

const reads = () => chain.calls.filter((c) => c.method === 'getTokenAccountsByOwner').length
const rowOf = async (address: string) =>
  (await t.db.select().from(tokenBalances).where(eq(tokenBalances.walletAddress, address)))[0]

describe('readChainBalance', () => {
  it('sums every token account of the mint exactly, in one call', async () => {
    const owner = addressOf('sum')
    chain.setBalance(owner, ['0.1', '0.2', '1000000000.000001'])
    expect(await readChainBalance(t.ctx, owner)).toEqual({ amount: '1000000000.300001' })
    chain.setBalance(owner, ['1.000000001', '2'], 9)
    expect(await readChainBalance(t.ctx, owner)).toEqual({ amount: '3.000000001' })
    expect(reads()).toBe(2)
    expect(chain.calls[0]!.params).toEqual([
      owner,
      { mint: chain.mint },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ])
  })

  it('is zero for an owner without accounts of the mint, and for another mint', async () => {
    const owner = addressOf('other-mint')
    expect(await readChainBalance(t.ctx, owner)).toEqual({ amount: '0' })
    chain.setBalance(owner, '50')
    const otherMint = addressOf('some-other-mint')
    const config = { ...t.ctx.config, RDO_MINT: otherMint }
    expect(await readChainBalance({ config }, owner)).toEqual({ amount: '0' })
  })

  it('reports failures, time-outs and a missing configuration without throwing', async () => {
    const owner = addressOf('failures')
    chain.setMode('fail')
    expect(await readChainBalance(t.ctx, owner)).toEqual({
      error: expect.stringMatching(/503/),
      unreachable: true,
    })
    chain.setMode('slow', 5_000)
    expect(await readChainBalance(t.ctx, owner)).toEqual({
      error: 'Timed out after 300 ms',
      unreachable: true,
    })
    chain.setMode('ok')
    const unconfigured = { ...t.ctx.config, SOLANA_RPC_URL: undefined }
    expect(await readChainBalance({ config: unconfigured }, owner)).toBe('not_configured')
    const closed = { ...t.ctx.config, SOLANA_RPC_URL: 'http://127.0.0.1:9' }
    expect(await readChainBalance({ config: closed }, owner)).toEqual({
      error: expect.any(String),
      unreachable: true,
    })
  })
})

describe('balanceOf', () => {
  it('reuses a read for 30 seconds unless forced', async () => {
    const address = addressOf('cache')
    await t.db.insert(tokenBalances).values({ walletAddress: address })
    chain.setBalance(address, '10')
    expect(await balanceOf(t.ctx, address)).toMatchObject({ status: 'ok', amount: '10' })
    chain.setBalance(address, '20')
    expect(await balanceOf(t.ctx, address)).toMatchObject({ status: 'ok', amount: '10' })
    expect(reads()).toBe(1)
    expect(await balanceOf(t.ctx, address, { force: true })).toMatchObject({ status: 'ok', amount: '20' })
    expect(reads()).toBe(2)
    // A read older than the window is read again.
    await t.db
      .update(tokenBalances)
      .set({ lastUpdated: new Date(Date.now() - 31_000) })
      .where(eq(tokenBalances.walletAddress, address))
    chain.setBalance(address, '30')
    expect(await balanceOf(t.ctx, address)).toMatchObject({ status: 'ok', amount: '30' })
    expect(reads()).toBe(3)
  })

  it('shares one read among concurrent callers', async () => {
    const address = addressOf('single-flight')
    await t.db.insert(tokenBalances).values({ walletAddress: address })
    chain.setBalance(address, '42')
    chain.setMode('slow', 100)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => balanceOf(t.ctx, address, { force: i % 2 === 0 })),
    )
    expect(answers.map((a) => a.amount)).toEqual(Array(8).fill('42'))
    expect(reads()).toBe(1)
  })

  it('keeps the last good amount in the row after a failure but answers unreachable without it', async () => {
    const address = addressOf('failure')
    await t.db.insert(tokenBalances).values({ walletAddress: address })
    chain.setBalance(address, '123.45')
    await balanceOf(t.ctx, address)
    chain.setMode('fail')
    const failed = await balanceOf(t.ctx, address, { force: true })
    expect(failed).toEqual({ status: 'unreachable', amount: null, updated_at: expect.any(String) })
    expect(await rowOf(address)).toMatchObject({
      balance: '123.450000000',
      error: expect.stringMatching(/^unreachable: .*503/),
    })
    // The failure is stored and reused for the window too: no read storm against a failing node.
    expect(await balanceOf(t.ctx, address)).toMatchObject({ status: 'unreachable', amount: null })
    expect(reads()).toBe(2)
  })

  it('creates a row only for a wallet the account has linked', async () => {
    const u = await t.createUser({ signIn: false })
    const linked = addressOf('linked')
    const loose = addressOf('loose')
    chain.setBalance(linked, '150')
    chain.setBalance(loose, '5')
    await t.db.insert(walletLinks).values({ userId: u.id, address: linked, message: 'm', signature: 's' })
    expect(await balanceOf(t.ctx, linked, { userId: u.id })).toMatchObject({ status: 'ok', amount: '150' })
    expect(await rowOf(linked)).toMatchObject({ userId: u.id, balance: '150.000000000', error: null })

    // Nobody links or tracks `loose`: the balance is answered, nothing is stored.
    expect(await balanceOf(t.ctx, loose)).toMatchObject({ status: 'ok', amount: '5' })
    expect(await balanceOf(t.ctx, loose, { userId: u.id })).toMatchObject({ status: 'ok', amount: '5' })
    expect(await rowOf(loose)).toBeUndefined()
  })

  it('stores nothing when the row goes while the read is under way', async () => {
    const address = addressOf('removed-mid-read')
    await t.db.insert(tokenBalances).values({ walletAddress: address })
    chain.setBalance(address, '9')
    chain.setMode('slow', 150)
    const pending = balanceOf(t.ctx, address, { force: true })
    await new Promise((r) => setTimeout(r, 50))
    await t.db.delete(tokenBalances).where(eq(tokenBalances.walletAddress, address))
    expect(await pending).toMatchObject({ status: 'ok', amount: '9' })
    expect(await rowOf(address)).toBeUndefined()
  })

  it('is not_configured without an endpoint or mint, and reads nothing', async () => {
    const config = { ...t.ctx.config, RDO_MINT: undefined }
    expect(await balanceOf({ ...t.ctx, config }, addressOf('bare'), { force: true })).toEqual({
      status: 'not_configured',
      amount: null,
      updated_at: null,
    })
    expect(reads()).toBe(0)
  })
})
