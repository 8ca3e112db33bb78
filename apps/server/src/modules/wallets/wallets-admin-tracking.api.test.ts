import crypto from 'node:crypto'
import { WALLET_MESSAGES as M, type AdminWalletRow } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tokenBalances, walletLinks } from '../../db/schema/wallets.ts'
import {
  addressOf,
  admin,
  auditOf,
  call,
  chain,
  chainReads,
  linkWallet,
  list,
  refresh,
  storedRow,
  t,
  TIMEOUT_MS,
  track,
  useWalletsAdminWorld,
} from './wallets-admin.fixtures.ts'

useWalletsAdminWorld()

describe('tracking an address', () => {
  it('tracks it with a chain read and an audit row; a second add is refused', async () => {
    const address = addressOf('track')
    chain.setBalance(address, ['1200', '34.5'])
    const res = await track(address)
    expect(res.statusCode, res.body).toBe(201)
    const { wallet } = res.json() as { wallet: AdminWalletRow }
    expect(wallet).toMatchObject({ address, user: null, balance: { status: 'ok', amount: '1234.5' } })
    expect(Date.parse(wallet.balance.updated_at!)).toBeGreaterThan(Date.now() - 10_000)
    expect(await storedRow(wallet.id)).toMatchObject({ userId: null, error: null })
    expect((await auditOf(wallet.id)).map((a) => [a.action, a.actorId, a.after])).toEqual([
      ['wallet.track', admin.id, { address }],
    ])

    const again = await track(address)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({ code: 'WALLET_EXISTS', message: M.alreadyAdded })
    expect(await auditOf(wallet.id)).toHaveLength(1)
  })

  it('refuses an address an account has linked, and an invalid address', async () => {
    const owner = await t.createUser()
    const address = addressOf('track-linked')
    await t.db.insert(walletLinks).values({ userId: owner.id, address, message: 'm', signature: 's' })
    const res = await track(address)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('WALLET_EXISTS')
    expect(await t.db.select().from(tokenBalances).where(eq(tokenBalances.walletAddress, address))).toEqual(
      [],
    )

    const bad = await track('not-a-solana-address')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe(M.addressInvalid)
  })

  it('keeps an address whose first read fails, as unreachable', async () => {
    const address = addressOf('track-fail')
    chain.setBalance(address, '5')
    chain.setMode('fail')
    try {
      const res = await track(address)
      expect(res.statusCode).toBe(201)
      const { wallet } = res.json() as { wallet: AdminWalletRow }
      expect(wallet.balance).toMatchObject({ status: 'unreachable', amount: null })
      const row = await storedRow(wallet.id)
      expect(row).toMatchObject({ balance: null })
      expect(row!.error).toMatch(/503/)
    } finally {
      chain.setMode('ok')
    }
  })
})

describe('refreshing a balance', () => {
  it('reads the chain again, even within the cache window, and records it', async () => {
    const address = addressOf('refresh')
    chain.setBalance(address, '100')
    const { wallet } = (await track(address)).json() as { wallet: AdminWalletRow }
    expect(wallet.balance.amount).toBe('100')

    chain.setBalance(address, '0.000001')
    const reads = chainReads()
    const res = await refresh(wallet.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().wallet.balance).toMatchObject({ status: 'ok', amount: '0.000001' })
    expect(chainReads()).toBe(reads + 1)
    const audit = await auditOf(wallet.id)
    expect(audit.map((a) => a.action)).toEqual(['wallet.track', 'wallet.refresh'])
    expect(audit[1]).toMatchObject({
      actorId: admin.id,
      before: { status: 'ok', amount: '100' },
      after: { status: 'ok', amount: '0.000001' },
    })
  })

  it('answers unreachable with no number when the node fails, and recovers on the next read', async () => {
    const address = addressOf('refresh-fail')
    chain.setBalance(address, '4321')
    const { wallet } = (await track(address)).json() as { wallet: AdminWalletRow }
    expect(wallet.balance.amount).toBe('4321')

    chain.setMode('fail')
    try {
      const res = await refresh(wallet.id)
      expect(res.statusCode).toBe(200)
      expect(res.json().wallet.balance).toMatchObject({ status: 'unreachable', amount: null })
      expect(res.body).not.toContain('4321')
      const row = await storedRow(wallet.id)
      expect(row!.error).toMatch(/503/)
      // The row keeps the last good amount for the record, never shown as current.
      expect(Number(row!.balance)).toBe(4321)
      const listed = (await list(`?q=${address}`)).items[0]!
      expect(listed.balance).toMatchObject({ status: 'unreachable', amount: null })
      expect(JSON.stringify(listed)).not.toContain('4321')
    } finally {
      chain.setMode('ok')
    }
    const back = await refresh(wallet.id)
    expect(back.json().wallet.balance).toMatchObject({ status: 'ok', amount: '4321' })
    expect((await storedRow(wallet.id))!.error).toBeNull()
  })

  it('gives up on a slow node after the time limit', async () => {
    const address = addressOf('refresh-slow')
    chain.setBalance(address, '77')
    const { wallet } = (await track(address)).json() as { wallet: AdminWalletRow }
    chain.setMode('slow', 5_000)
    try {
      const started = Date.now()
      const res = await refresh(wallet.id)
      const took = Date.now() - started
      expect(res.statusCode).toBe(200)
      expect(res.json().wallet.balance).toMatchObject({ status: 'unreachable', amount: null })
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
      expect(took).toBeLessThan(3_000)
      expect((await storedRow(wallet.id))!.error).toBe(`unreachable: Timed out after ${TIMEOUT_MS} ms`)
    } finally {
      chain.setMode('ok')
    }
  })

  it('is 404 for an unknown wallet', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const res = await refresh(id)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(M.walletNotFound)
    }
  })
})

describe('stopping tracking', () => {
  it('removes a tracked address with an audit row; a linked wallet is its owner’s to remove', async () => {
    const address = addressOf('untrack')
    chain.setBalance(address, '3')
    const { wallet } = (await track(address)).json() as { wallet: AdminWalletRow }
    const res = await call('DELETE', `/api/admin/wallets/${wallet.id}`, admin.cookie)
    expect(res.statusCode).toBe(204)
    expect(await storedRow(wallet.id)).toBeUndefined()
    const audit = await auditOf(wallet.id)
    expect(audit.map((a) => a.action)).toEqual(['wallet.track', 'wallet.untrack'])
    expect(audit[1]).toMatchObject({ actorId: admin.id, before: { address } })
    expect((await call('DELETE', `/api/admin/wallets/${wallet.id}`, admin.cookie)).statusCode).toBe(404)

    const owner = await t.createUser()
    const linked = await linkWallet(owner, addressOf('untrack-linked'), '150', new Date())
    const refused = await call('DELETE', `/api/admin/wallets/${linked.id}`, admin.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(M.linkedWalletRemove)
    expect(await storedRow(linked.id)).toBeDefined()
    expect(await auditOf(linked.id)).toEqual([])
  })
})
