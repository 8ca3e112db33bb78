import { WALLET_MESSAGES as M, WALLET_NONCE_TTL_SECONDS } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tokenBalances, walletLinks, walletNonces } from '../../db/schema/wallets.ts'
import {
  linkWallet,
  makeWallet,
  nonceRow,
  requestNonce,
  verify,
  walletRowsOf,
} from '../../../test/fixtures/wallets.ts'
import { getWallet, newUser, t, useWalletLinkApp } from './wallet-link.fixtures.ts'

useWalletLinkApp()

describe('signing in with a wallet', () => {
  it('issues a sign-in-with-Solana message for this shop, the address and a single-use nonce', async () => {
    const user = await newUser()
    const wallet = makeWallet()
    const before = Date.now()
    const issued = await requestNonce(t, user, wallet.address)
    expect(issued.nonce).toMatch(/^[0-9a-f]{32}$/)
    const lines = issued.message.split('\n')
    expect(lines.slice(0, 9)).toEqual([
      'localhost:3000 wants you to sign in with your Solana account:',
      wallet.address,
      '',
      'Link this wallet to your RDO Shop account.',
      '',
      'URI: http://localhost:3000',
      'Version: 1',
      'Chain ID: mainnet',
      `Nonce: ${issued.nonce}`,
    ])
    const issuedAt = Date.parse(lines[9]!.replace('Issued At: ', ''))
    expect(issuedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(lines[10]).toBe(`Expiration Time: ${issued.expires_at}`)
    expect(Date.parse(issued.expires_at) - issuedAt).toBe(WALLET_NONCE_TTL_SECONDS * 1000)
    const row = await nonceRow(t, issued.nonce)
    expect(row).toMatchObject({
      userId: user.id,
      address: wallet.address,
      message: issued.message,
      usedAt: null,
    })
    // Each request gets its own nonce; the caller's expired ones are cleared when a new one is issued.
    await t.db
      .update(walletNonces)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(walletNonces.nonce, issued.nonce))
    const next = await requestNonce(t, user, wallet.address)
    expect(next.nonce).not.toBe(issued.nonce)
    expect(await nonceRow(t, issued.nonce)).toBeUndefined()
  })

  it('refuses an address that is not a public key, and a visitor', async () => {
    const user = await newUser()
    const res = await t.request({
      method: 'POST',
      url: '/api/wallet/nonce',
      cookie: user.cookie,
      payload: { address: 'z'.repeat(44) },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(M.addressInvalid)
    const visitor = await t.request({
      method: 'POST',
      url: '/api/wallet/nonce',
      payload: { address: makeWallet().address },
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('links the signer’s address, with the signed message and signature kept as proof', async () => {
    const user = await newUser()
    const wallet = makeWallet()
    const res = await linkWallet(t, user, wallet)
    expect(res.statusCode, res.body).toBe(200)
    const { wallet: linked } = res.json()
    expect(linked).toMatchObject({
      address: wallet.address,
      balance: { status: 'not_configured', amount: null, updated_at: null },
      holder: false,
    })
    expect((await getWallet(user)).json()).toEqual({ wallet: linked })
    const { links, balances } = await walletRowsOf(t, user.id)
    expect(links).toHaveLength(1)
    expect(links[0]!.message).toContain(`\n${wallet.address}\n`)
    expect(Buffer.from(links[0]!.signature, 'base64')).toHaveLength(64)
    expect(balances.map((b) => b.walletAddress)).toEqual([wallet.address])
  })

  it('takes a base58 signature as well as base64', async () => {
    const user = await newUser()
    const wallet = makeWallet()
    const { message } = await requestNonce(t, user, wallet.address)
    const res = await verify(t, user, {
      address: wallet.address,
      message,
      signature: wallet.sign(message, 'base58'),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().wallet.address).toBe(wallet.address)
  })
})

describe('one wallet per account, one account per wallet', () => {
  it('refuses an address another account has linked', async () => {
    const first = await newUser()
    const second = await newUser()
    const wallet = makeWallet()
    expect((await linkWallet(t, first, wallet)).statusCode).toBe(200)
    const res = await linkWallet(t, second, wallet)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'WALLET_LINKED', message: M.alreadyAdded })
    expect(await walletRowsOf(t, second.id)).toEqual({ links: [], balances: [] })
    expect((await getWallet(first)).json().wallet.address).toBe(wallet.address)
  })

  it('replaces the caller’s wallet with a newly linked one, and signs the same one in again', async () => {
    const user = await newUser()
    const first = makeWallet()
    const second = makeWallet()
    await linkWallet(t, user, first)
    const relinked = await linkWallet(t, user, first)
    expect(relinked.statusCode).toBe(200)
    expect((await walletRowsOf(t, user.id)).links).toHaveLength(1)
    expect((await linkWallet(t, user, second)).statusCode).toBe(200)
    const { links, balances } = await walletRowsOf(t, user.id)
    expect(links.map((l) => l.address)).toEqual([second.address])
    expect(balances.map((b) => b.walletAddress)).toEqual([second.address])
    const oldRows = await t.db
      .select()
      .from(tokenBalances)
      .where(eq(tokenBalances.walletAddress, first.address))
    expect(oldRows).toEqual([])
    // The released address is free for another account.
    expect((await linkWallet(t, await newUser(), first)).statusCode).toBe(200)
  })

  it('takes over an address the back office tracks', async () => {
    const user = await newUser()
    const wallet = makeWallet()
    await t.db.insert(tokenBalances).values({ walletAddress: wallet.address, userId: null })
    expect((await linkWallet(t, user, wallet)).statusCode).toBe(200)
    const [row] = await t.db
      .select()
      .from(tokenBalances)
      .where(eq(tokenBalances.walletAddress, wallet.address))
    expect(row!.userId).toBe(user.id)
  })
})

describe('disconnecting', () => {
  it('unlinks the caller’s wallet only, and forgets its balance', async () => {
    const alice = await newUser()
    const bob = await newUser()
    const aliceWallet = makeWallet()
    const bobWallet = makeWallet()
    await linkWallet(t, alice, aliceWallet)
    await linkWallet(t, bob, bobWallet)

    const res = await t.request({ method: 'DELETE', url: '/api/wallet', cookie: bob.cookie })
    expect(res.statusCode).toBe(204)
    expect((await getWallet(bob)).json()).toEqual({ wallet: null })
    expect(await walletRowsOf(t, bob.id)).toEqual({ links: [], balances: [] })
    expect(
      await t.db.select().from(tokenBalances).where(eq(tokenBalances.walletAddress, bobWallet.address)),
    ).toEqual([])
    // Alice's wallet is untouched by Bob's disconnect, however often he asks.
    const again = await t.request({ method: 'DELETE', url: '/api/wallet', cookie: bob.cookie })
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toEqual({ code: 'WALLET_NOT_LINKED', message: M.notLinked })
    expect((await getWallet(alice)).json().wallet.address).toBe(aliceWallet.address)
    const [aliceLink] = await t.db
      .select()
      .from(walletLinks)
      .where(eq(walletLinks.address, aliceWallet.address))
    expect(aliceLink!.userId).toBe(alice.id)

    const refresh = await t.request({ method: 'POST', url: '/api/wallet/refresh', cookie: bob.cookie })
    expect(refresh.statusCode).toBe(404)
    expect(refresh.json().error.message).toBe(M.notLinked)
    expect((await t.request({ method: 'DELETE', url: '/api/wallet' })).statusCode).toBe(401)
  })
})
