import crypto from 'node:crypto'
import type { WalletNonceResponse } from '@rdo/contracts'
import { getBase58Decoder } from '@solana/kit'
import { eq } from 'drizzle-orm'
import { tokenBalances, walletLinks, walletNonces } from '../../db/schema/wallets.ts'
import type { TestApp, TestUser } from '../../../test/helper.ts'

/** Test data for the wallet API tests: wallets with real ed25519 keys, and the sign-in steps. */

export type TestWallet = {
  address: string
  /** The ed25519 signature of the message's UTF-8 bytes, as a wallet hands it out. */
  sign: (message: string, encoding?: 'base64' | 'base58') => string
}

/** A fresh key pair; its address is the raw 32-byte public key in base58, as on Solana. */
export function makeWallet(): TestWallet {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'jwk' }).x!
  const address = getBase58Decoder().decode(Buffer.from(raw, 'base64url'))
  return {
    address,
    sign: (message, encoding = 'base64') => {
      const signature = crypto.sign(null, Buffer.from(message, 'utf8'), privateKey)
      return encoding === 'base64' ? signature.toString('base64') : getBase58Decoder().decode(signature)
    },
  }
}

export async function requestNonce(t: TestApp, user: TestUser, address: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/wallet/nonce',
    cookie: user.cookie,
    payload: { address },
  })
  if (res.statusCode !== 200) throw new Error(`nonce: ${res.statusCode} ${res.body}`)
  return res.json() as WalletNonceResponse
}

export function verify(
  t: TestApp,
  user: TestUser,
  body: { address: string; message: string; signature: string },
) {
  return t.request({ method: 'POST', url: '/api/wallet/verify', cookie: user.cookie, payload: body })
}

/** Signs in with `wallet` as its owner would: a nonce, the signature, the verification. */
export async function linkWallet(t: TestApp, user: TestUser, wallet: TestWallet) {
  const { message } = await requestNonce(t, user, wallet.address)
  return verify(t, user, { address: wallet.address, message, signature: wallet.sign(message) })
}

/** The rows the wallet routes write for `userId`, to prove a refusal wrote none. */
export async function walletRowsOf(t: TestApp, userId: string) {
  const links = await t.db.select().from(walletLinks).where(eq(walletLinks.userId, userId))
  const balances = await t.db.select().from(tokenBalances).where(eq(tokenBalances.userId, userId))
  return { links, balances }
}

export async function nonceRow(t: TestApp, nonce: string) {
  const [row] = await t.db.select().from(walletNonces).where(eq(walletNonces.nonce, nonce))
  return row
}
