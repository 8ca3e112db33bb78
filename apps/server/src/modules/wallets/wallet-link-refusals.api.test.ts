import { WALLET_MESSAGES as M } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { walletNonces } from '../../db/schema/wallets.ts'
import type { TestUser } from '../../../test/helper.ts'
import {
  makeWallet,
  nonceRow,
  requestNonce,
  verify,
  walletRowsOf,
  type TestWallet,
} from '../../../test/fixtures/wallets.ts'
import { getWallet, newUser, t, useWalletLinkApp } from './wallet-link.fixtures.ts'

useWalletLinkApp()

/** A refusal: the status and message, and the caller left without a wallet. */
async function expectRefused(
  res: Awaited<ReturnType<typeof verify>>,
  user: TestUser,
  error: { code: string; message: string },
) {
  expect(res.statusCode, res.body).toBe(400)
  expect(res.json().error).toEqual(error)
  expect(await walletRowsOf(t, user.id)).toEqual({ links: [], balances: [] })
  expect((await getWallet(user)).json()).toEqual({ wallet: null })
}
const NONCE_INVALID = { code: 'NONCE_INVALID', message: M.nonceInvalid }
const MESSAGE_INVALID = { code: 'MESSAGE_INVALID', message: M.messageInvalid }
const SIGNATURE_INVALID = { code: 'SIGNATURE_INVALID', message: M.signatureInvalid }

describe('a verification that does not prove the wallet links nothing', () => {
  let user: TestUser
  let wallet: TestWallet
  beforeAll(async () => {
    user = await newUser()
    wallet = makeWallet()
  })

  it('refuses a wrong signature, and the request it spent cannot be tried again', async () => {
    const { message, nonce } = await requestNonce(t, user, wallet.address)
    const wrong = wallet.sign(message.replace('Link this wallet', 'Link that wallet'))
    await expectRefused(
      await verify(t, user, { address: wallet.address, message, signature: wrong }),
      user,
      SIGNATURE_INVALID,
    )
    expect((await nonceRow(t, nonce))!.usedAt).not.toBeNull()
    const retry = await verify(t, user, { address: wallet.address, message, signature: wallet.sign(message) })
    await expectRefused(retry, user, NONCE_INVALID)
    for (const signature of ['not-a-signature', 'AAAA', Buffer.alloc(64).toString('base64')]) {
      const fresh = await requestNonce(t, user, wallet.address)
      await expectRefused(
        await verify(t, user, { address: wallet.address, message: fresh.message, signature }),
        user,
        SIGNATURE_INVALID,
      )
    }
  })

  it('refuses an address signed by a different key', async () => {
    const { message } = await requestNonce(t, user, wallet.address)
    const other = makeWallet()
    const res = await verify(t, user, { address: wallet.address, message, signature: other.sign(message) })
    await expectRefused(res, user, SIGNATURE_INVALID)
  })

  it('refuses a used nonce', async () => {
    const owner = await newUser()
    const mine = makeWallet()
    const { message } = await requestNonce(t, owner, mine.address)
    const body = { address: mine.address, message, signature: mine.sign(message) }
    expect((await verify(t, owner, body)).statusCode).toBe(200)
    const again = await verify(t, owner, body)
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toEqual(NONCE_INVALID)
  })

  it('refuses an expired nonce', async () => {
    const { message, nonce } = await requestNonce(t, user, wallet.address)
    await t.db
      .update(walletNonces)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(walletNonces.nonce, nonce))
    const res = await verify(t, user, { address: wallet.address, message, signature: wallet.sign(message) })
    await expectRefused(res, user, NONCE_INVALID)
  })

  it('refuses a message for another domain or another address, without spending the nonce', async () => {
    const { message, nonce } = await requestNonce(t, user, wallet.address)
    const elsewhere = message.replace(/^localhost:3000 /, 'evil.example ')
    const res = await verify(t, user, {
      address: wallet.address,
      message: elsewhere,
      signature: wallet.sign(elsewhere),
    })
    await expectRefused(res, user, MESSAGE_INVALID)
    const other = makeWallet()
    const forOther = message.replace(wallet.address, other.address)
    const swapped = await verify(t, user, {
      address: other.address,
      message: forOther,
      signature: other.sign(forOther),
    })
    await expectRefused(swapped, user, NONCE_INVALID)
    const garbled = await verify(t, user, {
      address: wallet.address,
      message: 'hello',
      signature: wallet.sign('hello'),
    })
    await expectRefused(garbled, user, MESSAGE_INVALID)
    expect((await nonceRow(t, nonce))!.usedAt).toBeNull()
  })

  it('refuses a message changed after it was issued', async () => {
    const { message } = await requestNonce(t, user, wallet.address)
    const changed = message.replace('Link this wallet', 'Drain this wallet')
    const res = await verify(t, user, {
      address: wallet.address,
      message: changed,
      signature: wallet.sign(changed),
    })
    await expectRefused(res, user, MESSAGE_INVALID)
  })

  it('refuses another account replaying a signed request it did not ask for', async () => {
    const { message } = await requestNonce(t, user, wallet.address)
    const thief = await newUser()
    const res = await verify(t, thief, { address: wallet.address, message, signature: wallet.sign(message) })
    await expectRefused(res, thief, NONCE_INVALID)
  })
})
