import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'
import { SOLANA_ADDRESS_PATTERN } from './community-messages.ts'
import { WALLET_MESSAGES as M } from './wallet-messages.ts'

export * from './wallet-messages.ts'

const address = text({ error: M.addressInvalid }).trim().regex(SOLANA_ADDRESS_PATTERN, M.addressInvalid)

/**
 * Where a balance stands. `ok`: read from the chain at `updated_at`. `unreachable`: the last read could
 * not reach the Solana RPC (no answer in time, connection refused, an HTTP error). `unavailable`: the last
 * read failed otherwise (the RPC refused the request, an answer the shop cannot read) or the address was
 * never read. Neither shows a number. `not_configured`: the shop has no RPC endpoint or mint set.
 */
export const BALANCE_STATES = ['ok', 'unreachable', 'unavailable', 'not_configured'] as const
export const balanceSchema = z.object({
  status: z.enum(BALANCE_STATES),
  /** $RDO as a decimal string (token units, not raw), null unless status is ok. */
  amount: z.string().nullable(),
  updated_at: z.string().nullable(),
})
export type Balance = z.infer<typeof balanceSchema>

// ——— The signed-in person's wallet ———

/**
 * POST /api/wallet/nonce { address } (signed in) → the Sign-In-With-Solana message to sign: this shop's
 * domain, the address, a statement, URI, version, chain, a single-use nonce, issued-at and expiry.
 */
export const walletNonceBody = z.object({ address })
export const walletNonceResponse = z.object({
  message: z.string(),
  nonce: z.string(),
  expires_at: z.string(),
})
export type WalletNonceResponse = z.infer<typeof walletNonceResponse>

/**
 * POST /api/wallet/verify { address, message, signature } (signed in) → { wallet }. The signature is the
 * ed25519 signature of the UTF-8 message bytes, base64 or base58 encoded. Refused (400) when the nonce is
 * unknown, used or expired, the message is not the one issued (domain, address), or the signature does
 * not verify with the address's key; 409 'Wallet already added' when another account holds the address.
 */
export const walletVerifyBody = z.object({
  address,
  message: text().max(2000),
  signature: text().trim().min(1).max(200),
})

export const linkedWalletSchema = z.object({
  address: z.string(),
  verified_at: z.string(),
  balance: balanceSchema,
  /** The server's decision: balance ≥ HOLDER_MINIMUM. */
  holder: z.boolean(),
})
export type LinkedWallet = z.infer<typeof linkedWalletSchema>

/** GET /api/wallet (signed in) → the linked wallet, or null. POST /api/wallet/verify answers the same. */
export const walletResponse = z.object({ wallet: linkedWalletSchema.nullable() })
export type WalletResponse = z.infer<typeof walletResponse>

/** POST /api/wallet/refresh (signed in) → { wallet }: reads the chain again (at most every 30 s). */
/** DELETE /api/wallet (signed in) → 204: unlinks the wallet. */

/**
 * GET /api/token-gate?minimum=1 (public; signed-out callers are not_connected) → the server's decision
 * for gated content, from the linked wallet's balance.
 */
export const tokenGateQuery = z.object({
  minimum: z.coerce.number().min(0).max(1_000_000_000).default(1),
})
export const TOKEN_GATE_STATES = ['not_connected', 'insufficient', 'granted', 'unavailable'] as const
export const tokenGateResponse = z.object({
  status: z.enum(TOKEN_GATE_STATES),
  minimum: z.number(),
  balance: z.string().nullable(),
})
export type TokenGateResponse = z.infer<typeof tokenGateResponse>

/** GET /api/token (public) → the token's configured mint and links; mint null when not configured. */
export const tokenInfoResponse = z.object({
  mint: z.string().nullable(),
  explorer_url: z.string().nullable(),
  trade_url: z.string().nullable(),
  charts_url: z.string().nullable(),
  holder_minimum: z.number(),
  balances_available: z.boolean(),
})
export type TokenInfoResponse = z.infer<typeof tokenInfoResponse>

// ——— Back office ———

/** GET /api/admin/wallets?q&page&per_page — address, e-mail, name or username; newest update first. */
export const adminWalletsQuery = adminListQuery.extend({
  sort: z.enum(['last_updated']).default('last_updated'),
})
export const adminWalletRowSchema = z.object({
  id: z.string(),
  address: z.string(),
  /** The account that linked it; null for an address the back office tracks. */
  user: z
    .object({ id: z.string(), name: z.string(), email: z.string(), username: z.string().nullable() })
    .nullable(),
  balance: balanceSchema,
  created_at: z.string(),
})
export type AdminWalletRow = z.infer<typeof adminWalletRowSchema>
export const adminWalletsResponse = adminPageOf(adminWalletRowSchema)
export type AdminWalletsResponse = z.infer<typeof adminWalletsResponse>

/** POST /api/admin/wallets { address } → 201 { wallet }: tracks an address (409 'Wallet already added'). */
export const adminTrackWalletBody = z.object({ address })
export const adminWalletResponse = z.object({ wallet: adminWalletRowSchema })
/** POST /api/admin/wallets/:id/refresh → { wallet }: a real chain read now. */
/** DELETE /api/admin/wallets/:id → 204: stops tracking (409 for a wallet an account linked). */
