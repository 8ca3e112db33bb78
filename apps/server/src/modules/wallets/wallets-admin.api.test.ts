import crypto from 'node:crypto'
import { WALLET_MESSAGES as M, type AdminWalletRow } from '@rdo/contracts'
import { ADMIN_WALLET_ROUTES } from '@rdo/contracts/paths/wallets'
import { getBase58Decoder } from '@solana/kit'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../../test/stand-ins/solana-rpc.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { tokenBalances, walletLinks } from '../../db/schema/wallets.ts'

/** A valid Solana address, the same for the same seed. */
const addressOf = (seed: string) =>
  getBase58Decoder().decode(crypto.createHash('sha256').update(`wallet-admin:${seed}`).digest())

const TIMEOUT_MS = 300

let chain: SolanaRpcStandIn
let t: TestApp
let admin: TestUser
let customer: TestUser
beforeAll(async () => {
  chain = await startSolanaRpcStandIn()
  t = await createTestApp({
    env: { SOLANA_RPC_URL: chain.url, RDO_MINT: chain.mint, SOLANA_RPC_TIMEOUT_MS: String(TIMEOUT_MS) },
  })
  admin = await t.createUser({ role: 'admin', name: 'Ada Admin' })
  customer = await t.createUser({ name: 'Carl Customer' })
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

type Method = 'GET' | 'POST' | 'DELETE'
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })
const track = (address: string) => call('POST', '/api/admin/wallets', admin.cookie, { address })
const refresh = (id: string) => call('POST', `/api/admin/wallets/${id}/refresh`, admin.cookie)
const list = async (query = '') => {
  const res = await call('GET', `/api/admin/wallets${query}`, admin.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { items: AdminWalletRow[]; total: number; total_capped?: boolean }
}
const storedRow = async (id: string) =>
  (await t.db.select().from(tokenBalances).where(eq(tokenBalances.id, id)))[0]
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'token_balances'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt)
const chainReads = () => chain.calls.filter((c) => c.method === 'getTokenAccountsByOwner').length

/** A wallet an account linked, with its balance row (as linking leaves it). */
async function linkWallet(u: TestUser, address: string, balance: string | null, lastUpdated: Date | null) {
  await t.db.insert(walletLinks).values({ userId: u.id, address, message: 'signed', signature: 'sig' })
  const [row] = await t.db
    .insert(tokenBalances)
    .values({ userId: u.id, walletAddress: address, balance, lastUpdated })
    .returning()
  return row!
}

describe('access', () => {
  it('refuses every wallet back-office route to visitors (401) and customers (403), changing nothing', async () => {
    const address = addressOf('access')
    const [row] = await t.db.insert(tokenBalances).values({ walletAddress: address }).returning()
    const before = chainReads()
    for (const route of ADMIN_WALLET_ROUTES) {
      const [method, path] = route.split(' ') as [Method, string]
      const url = path.replace(':id', row!.id)
      const body = route === 'POST /api/admin/wallets' ? { address: addressOf('access-new') } : undefined
      expect((await call(method, url, undefined, body)).statusCode, `${route} visitor`).toBe(401)
      const res = await call(method, url, customer.cookie, body)
      expect(res.statusCode, `${route} customer`).toBe(403)
      expect(res.json().error.message).toBe('Unauthorized access')
    }
    expect(chainReads()).toBe(before)
    expect(await storedRow(row!.id)).toBeDefined()
    const tracked = await t.db
      .select()
      .from(tokenBalances)
      .where(eq(tokenBalances.walletAddress, addressOf('access-new')))
    expect(tracked).toEqual([])
    await t.db.delete(tokenBalances).where(eq(tokenBalances.id, row!.id))
  })
})

describe('wallet list', () => {
  it('lists balances newest read first (never-read last), with the linking account, paged in SQL', async () => {
    const lister = await t.createUser({ name: 'Lena Lister', email: 'lena.lister@example.com' })
    await t.db
      .update(profiles)
      .set({ fullName: 'Lena Holder', username: 'lena_holds' })
      .where(eq(profiles.id, lister.id))
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)
    const linked = await linkWallet(lister, addressOf('list-linked'), '250.5', at(1))
    const [older] = await t.db
      .insert(tokenBalances)
      .values({ walletAddress: addressOf('list-older'), balance: '10', lastUpdated: at(30) })
      .returning()
    const [failed] = await t.db
      .insert(tokenBalances)
      .values({
        walletAddress: addressOf('list-failed'),
        balance: '999',
        lastUpdated: at(5),
        error: 'Timed out after 300 ms',
      })
      .returning()
    const [never] = await t.db
      .insert(tokenBalances)
      .values({ walletAddress: addressOf('list-never') })
      .returning()

    const page = await list()
    expect(page.total).toBe(4)
    expect(page.items.map((w) => w.id)).toEqual([linked.id, failed!.id, older!.id, never!.id])
    expect(page.items[0]).toEqual({
      id: linked.id,
      address: addressOf('list-linked'),
      user: { id: lister.id, name: 'Lena Holder', email: 'lena.lister@example.com', username: 'lena_holds' },
      balance: { status: 'ok', amount: '250.5', updated_at: linked.lastUpdated!.toISOString() },
      created_at: linked.createdAt.toISOString(),
    })
    // A failed read shows no number, even though the row keeps the earlier one.
    expect(page.items[1]!.balance).toEqual({
      status: 'unavailable',
      amount: null,
      updated_at: failed!.lastUpdated!.toISOString(),
    })
    expect(JSON.stringify(page.items[1])).not.toContain('999')
    expect(page.items[1]!.user).toBeNull()
    expect(page.items[3]!.balance).toEqual({ status: 'unavailable', amount: null, updated_at: null })

    const second = await list('?page=2&per_page=3')
    expect(second.items.map((w) => w.id)).toEqual([never!.id])
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3 })
    const oldestFirst = await list('?dir=asc')
    expect(oldestFirst.items.map((w) => w.id)).toEqual([older!.id, failed!.id, linked.id, never!.id])

    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((w) => w.id)
    expect(await ids(addressOf('list-older').slice(0, 12))).toEqual([older!.id])
    expect(await ids(addressOf('list-never').toLowerCase())).toEqual([never!.id])
    expect(await ids('LENA.LISTER@')).toEqual([linked.id])
    expect(await ids('lena lister')).toEqual([linked.id])
    expect(await ids('holder')).toEqual([linked.id])
    expect(await ids('lena_holds')).toEqual([linked.id])
    // LIKE wildcards in the search are literal characters.
    expect(await ids('%')).toEqual([])
    expect(await ids('lena_h')).toEqual([linked.id])
    expect((await list('?q=nothing-matches')).total).toBe(0)

    await t.db.delete(tokenBalances)
    await t.db.delete(walletLinks)
  })
})

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

describe('without a Solana connection', () => {
  it('tracks addresses as not_configured and never reads', async () => {
    const bare = await createTestApp()
    try {
      const boss = await bare.createUser({ role: 'admin' })
      const reads = chainReads()
      const res = await bare.request({
        method: 'POST',
        url: '/api/admin/wallets',
        cookie: boss.cookie,
        payload: { address: addressOf('bare') },
      })
      expect(res.statusCode, res.body).toBe(201)
      const { wallet } = res.json() as { wallet: AdminWalletRow }
      expect(wallet.balance).toEqual({ status: 'not_configured', amount: null, updated_at: null })
      const again = await bare.request({
        method: 'POST',
        url: `/api/admin/wallets/${wallet.id}/refresh`,
        cookie: boss.cookie,
      })
      expect(again.json().wallet.balance.status).toBe('not_configured')
      const listed = await bare.request({ method: 'GET', url: '/api/admin/wallets', cookie: boss.cookie })
      expect(listed.json().items.map((w: AdminWalletRow) => w.balance.status)).toEqual(['not_configured'])
      expect(chainReads()).toBe(reads)
    } finally {
      await bare.close()
    }
  })
})
