import type { AdminWalletRow } from '@rdo/contracts'
import { ADMIN_WALLET_ROUTES } from '@rdo/contracts/paths/wallets'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/helper.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { tokenBalances, walletLinks } from '../../db/schema/wallets.ts'
import {
  addressOf,
  call,
  chainReads,
  customer,
  linkWallet,
  list,
  storedRow,
  t,
  useWalletsAdminWorld,
  type Method,
} from './wallets-admin.fixtures.ts'

useWalletsAdminWorld()

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
