import crypto from 'node:crypto'
import {
  WALLET_MESSAGES as M,
  WALLET_NONCE_TTL_SECONDS,
  type LinkedWallet,
  type WalletNonceResponse,
} from '@rdo/contracts'
import { isAddress } from '@solana/kit'
import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm'
import { tokenBalances, walletLinks, walletNonces } from '../../db/schema/wallets.ts'
import { Conflict, Invalid, isUniqueViolation, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { balanceOf } from './balance.ts'
import { buildSiwsMessage, parseSiwsMessage } from './siws-message.ts'
import { toLinkedWallet } from './wallet-dto.ts'
import { verifyWalletSignature } from './wallet-signature.ts'

const notLinked = () => new NotFound(M.notLinked, 'WALLET_NOT_LINKED')
const linkedElsewhere = () => new Conflict(M.alreadyAdded, 'WALLET_LINKED')

/**
 * A fresh sign-in request for `address`: the message to sign, with a random single-use nonce that
 * expires after WALLET_NONCE_TTL_SECONDS. The caller's expired requests are cleared on the way.
 */
export async function issueNonce(
  ctx: AppContext,
  { userId, address }: { userId: string; address: string },
): Promise<WalletNonceResponse> {
  // The pattern admits 32–44 base58 letters; only a 32-byte key can sign.
  if (!isAddress(address)) throw new Invalid(M.addressInvalid)
  const appUrl = new URL(ctx.config.APP_URL)
  const nonce = crypto.randomBytes(16).toString('hex')
  const issuedAt = new Date()
  const expiresAt = new Date(issuedAt.getTime() + WALLET_NONCE_TTL_SECONDS * 1000)
  const message = buildSiwsMessage({
    domain: appUrl.host,
    address,
    uri: ctx.config.APP_URL,
    nonce,
    issuedAt: issuedAt.toISOString(),
    expirationTime: expiresAt.toISOString(),
  })
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(walletNonces)
      .where(and(eq(walletNonces.userId, userId), lte(walletNonces.expiresAt, sql`now()`)))
    await tx.insert(walletNonces).values({ nonce, userId, address, message, expiresAt })
  })
  return { message, nonce, expires_at: expiresAt.toISOString() }
}

type VerifyInput = { userId: string; address: string; message: string; signature: string }

/**
 * Links the signed address to the caller. Checked in order, each refusal a 400 that links nothing:
 * the message is ours (domain, address); its nonce was issued to this caller for this address, unused
 * and unexpired — and is spent now, so a request gets one attempt whatever follows; the message is the
 * one issued; the signature verifies with the address's key. An address another account holds is a 409.
 */
export async function verifyAndLink(ctx: AppContext, input: VerifyInput): Promise<LinkedWallet> {
  const { userId, address, message, signature } = input
  const fields = parseSiwsMessage(message)
  if (!fields || fields.domain !== new URL(ctx.config.APP_URL).host || fields.address !== address) {
    throw new Invalid(M.messageInvalid, 'MESSAGE_INVALID')
  }
  const [issued] = await ctx.db
    .update(walletNonces)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(walletNonces.nonce, fields.nonce),
        eq(walletNonces.userId, userId),
        eq(walletNonces.address, address),
        isNull(walletNonces.usedAt),
        gt(walletNonces.expiresAt, sql`now()`),
      ),
    )
    .returning({ message: walletNonces.message })
  if (!issued) throw new Invalid(M.nonceInvalid, 'NONCE_INVALID')
  if (issued.message !== message) throw new Invalid(M.messageInvalid, 'MESSAGE_INVALID')
  const signed = await verifyWalletSignature(address, message, signature)
  if (!signed) throw new Invalid(M.signatureInvalid, 'SIGNATURE_INVALID')

  const link = await linkAddress(ctx, {
    userId,
    address,
    message,
    signature: Buffer.from(signed).toString('base64'),
  })
  // A failed read is stored with the balance and answered as unavailable, never as an error here.
  return toLinkedWallet(link, await balanceOf(ctx, address, { userId, force: true }))
}

/**
 * One transaction: an account holds at most one wallet, so a new address replaces the caller's old link
 * (its balance row goes with it); the address's balance row is created, or taken over from the back
 * office's tracking list, for this account.
 */
async function linkAddress(
  ctx: AppContext,
  v: { userId: string; address: string; message: string; signature: string },
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [holder] = await tx
        .select({ userId: walletLinks.userId })
        .from(walletLinks)
        .where(eq(walletLinks.address, v.address))
        .for('update')
      if (holder && holder.userId !== v.userId) throw linkedElsewhere()
      const replaced = await tx
        .delete(walletLinks)
        .where(and(eq(walletLinks.userId, v.userId), ne(walletLinks.address, v.address)))
        .returning({ address: walletLinks.address })
      for (const old of replaced) {
        await tx.delete(tokenBalances).where(eq(tokenBalances.walletAddress, old.address))
      }
      const verifiedAt = new Date()
      const [link] = await tx
        .insert(walletLinks)
        .values({ ...v, verifiedAt })
        .onConflictDoUpdate({
          target: walletLinks.address,
          set: { message: v.message, signature: v.signature, verifiedAt },
          // Only the caller's own link is refreshed; a concurrent link by someone else stays theirs.
          setWhere: eq(walletLinks.userId, v.userId),
        })
        .returning({ address: walletLinks.address, verifiedAt: walletLinks.verifiedAt })
      if (!link) throw linkedElsewhere()
      await tx
        .insert(tokenBalances)
        .values({ walletAddress: v.address, userId: v.userId })
        .onConflictDoUpdate({ target: tokenBalances.walletAddress, set: { userId: v.userId } })
      return link
    })
  } catch (err) {
    // Two accounts linking the same address at once: the loser meets the unique address.
    if (isUniqueViolation(err)) throw linkedElsewhere()
    throw err
  }
}

async function linkOf(ctx: AppContext, userId: string) {
  const [link] = await ctx.db
    .select({ address: walletLinks.address, verifiedAt: walletLinks.verifiedAt })
    .from(walletLinks)
    .where(eq(walletLinks.userId, userId))
  return link ?? null
}

/** The caller's wallet with its balance (the stored read while fresh), or null. */
export async function walletOf(ctx: AppContext, userId: string): Promise<LinkedWallet | null> {
  const link = await linkOf(ctx, userId)
  if (!link) return null
  return toLinkedWallet(link, await balanceOf(ctx, link.address, { userId }))
}

/** The caller's wallet after a chain read now. */
export async function refreshWallet(ctx: AppContext, userId: string): Promise<LinkedWallet> {
  const link = await linkOf(ctx, userId)
  if (!link) throw notLinked()
  return toLinkedWallet(link, await balanceOf(ctx, link.address, { userId, force: true }))
}

/** Unlinks the caller's wallet and forgets its balance. */
export async function unlinkWallet(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(walletLinks)
      .where(eq(walletLinks.userId, userId))
      .returning({ address: walletLinks.address })
    if (!removed.length) throw notLinked()
    for (const { address } of removed) {
      await tx.delete(tokenBalances).where(eq(tokenBalances.walletAddress, address))
    }
  })
}
