import crypto from 'node:crypto'
import type { AdminWalletRow } from '@rdo/contracts'
import { getBase58Decoder } from '@solana/kit'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../../test/stand-ins/solana-rpc.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { tokenBalances, walletLinks } from '../../db/schema/wallets.ts'

// The shop the admin wallet API tests share: a stand-in Solana node, an admin and a customer, with the
// requests they make. Each test file that calls `useWalletsAdminWorld()` gets its own app and database.

/** A valid Solana address, the same for the same seed. */
export const addressOf = (seed: string) =>
  getBase58Decoder().decode(crypto.createHash('sha256').update(`wallet-admin:${seed}`).digest())

export const TIMEOUT_MS = 300

export let chain: SolanaRpcStandIn
export let t: TestApp
export let admin: TestUser
export let customer: TestUser

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useWalletsAdminWorld() {
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
}

export type Method = 'GET' | 'POST' | 'DELETE'
export const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })
export const track = (address: string) => call('POST', '/api/admin/wallets', admin.cookie, { address })
export const refresh = (id: string) => call('POST', `/api/admin/wallets/${id}/refresh`, admin.cookie)
export const list = async (query = '') => {
  const res = await call('GET', `/api/admin/wallets${query}`, admin.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { items: AdminWalletRow[]; total: number; total_capped?: boolean }
}
export const storedRow = async (id: string) =>
  (await t.db.select().from(tokenBalances).where(eq(tokenBalances.id, id)))[0]
export const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'token_balances'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt)
export const chainReads = () => chain.calls.filter((c) => c.method === 'getTokenAccountsByOwner').length

/** A wallet an account linked, with its balance row (as linking leaves it). */
export async function linkWallet(
  u: TestUser,
  address: string,
  balance: string | null,
  lastUpdated: Date | null,
) {
  await t.db.insert(walletLinks).values({ userId: u.id, address, message: 'signed', signature: 'sig' })
  const [row] = await t.db
    .insert(tokenBalances)
    .values({ userId: u.id, walletAddress: address, balance, lastUpdated })
    .returning()
  return row!
}
