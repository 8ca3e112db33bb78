import {
  ADMIN_SEARCH_COUNT_CAP,
  WALLET_MESSAGES as M,
  type AdminWalletRow,
  type AdminWalletsResponse,
  type Balance,
  type adminWalletsQuery,
} from '@rdo/contracts'
import type { z } from 'zod'
import { eq, ilike, or, sql } from 'drizzle-orm'
import { user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { tokenBalances, walletLinks } from '../../db/schema/wallets.ts'
import type { DbOrTx } from '../../db/client.ts'
import { isUuid } from '../../lib/access.ts'
import { likePattern, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { balanceOf, balancesConfigured, toBalance } from './balance.ts'

type AdminWalletsQuery = z.infer<typeof adminWalletsQuery>

const walletNotFound = () => new NotFound(M.walletNotFound, 'WALLET_NOT_FOUND')

const rowColumns = {
  wallet: tokenBalances,
  userEmail: user.email,
  userName: sql<string | null>`coalesce(nullif(trim(${profiles.fullName}), ''), ${user.name})`,
  username: profiles.username,
}
type Row = {
  wallet: typeof tokenBalances.$inferSelect
  userEmail: string | null
  userName: string | null
  username: string | null
}

function toRow(r: Row, configured: boolean): AdminWalletRow {
  const w = r.wallet
  return {
    id: w.id,
    address: w.walletAddress,
    user:
      w.userId && r.userEmail
        ? { id: w.userId, name: r.userName ?? '', email: r.userEmail, username: r.username }
        : null,
    balance: toBalance(w, { configured }),
    created_at: w.createdAt.toISOString(),
  }
}

/** Newest read first; addresses never read go last. The id keeps pages stable. */
const ORDER = {
  desc: sql`${tokenBalances.lastUpdated} desc nulls last, ${tokenBalances.id} asc`,
  asc: sql`${tokenBalances.lastUpdated} asc nulls last, ${tokenBalances.id} asc`,
}

/**
 * One page of token balances (tracked addresses and linked wallets) with the account that linked each,
 * searched by address, e-mail, name or username. A search counts its matches only up to the shared cap.
 */
export async function listWallets(ctx: AppContext, q: AdminWalletsQuery): Promise<AdminWalletsResponse> {
  const term = q.q ? likePattern(q.q) : null
  const where = term
    ? or(
        ilike(tokenBalances.walletAddress, term),
        sql`${user.searchText} like ${term}`,
        ilike(profiles.fullName, term),
        ilike(profiles.username, term),
      )
    : undefined
  const { limit, offset } = pageWindow(q)
  const page = ctx.db
    .select(rowColumns)
    .from(tokenBalances)
    .leftJoin(user, eq(user.id, tokenBalances.userId))
    .leftJoin(profiles, eq(profiles.id, tokenBalances.userId))
    .where(where)
    .orderBy(ORDER[q.dir])
    .limit(limit)
    .offset(offset)
  const matches = ctx.db
    .select({ one: sql`1` })
    .from(tokenBalances)
    .leftJoin(user, eq(user.id, tokenBalances.userId))
    .leftJoin(profiles, eq(profiles.id, tokenBalances.userId))
    .where(where)
  const total = ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from((term ? matches.limit(ADMIN_SEARCH_COUNT_CAP + 1) : matches).as('m'))
  const [rows, [n]] = await Promise.all([page, total])
  const configured = balancesConfigured(ctx.config)
  const items = rows.map((r) => toRow(r, configured))
  const found = n?.n ?? 0
  if (term && found > ADMIN_SEARCH_COUNT_CAP) {
    return { ...toPage(items, ADMIN_SEARCH_COUNT_CAP, q), total_capped: true }
  }
  return toPage(items, found, q)
}

async function findRow(db: DbOrTx, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null
  const [row] = await db
    .select(rowColumns)
    .from(tokenBalances)
    .leftJoin(user, eq(user.id, tokenBalances.userId))
    .leftJoin(profiles, eq(profiles.id, tokenBalances.userId))
    .where(eq(tokenBalances.id, id))
  return row ?? null
}

async function walletRow(ctx: AppContext, id: string): Promise<AdminWalletRow> {
  const row = await findRow(ctx.db, id)
  if (!row) throw walletNotFound()
  return toRow(row, balancesConfigured(ctx.config))
}

const balanceSnapshot = (b: Balance) => ({ status: b.status, amount: b.amount, updated_at: b.updated_at })

/**
 * Tracks an address no account has linked: the row and its audit entry commit together, then its balance
 * is read once (a failed read is stored as such; the address stays tracked). 409 when the address is
 * tracked or linked already.
 */
export async function trackWallet(
  ctx: AppContext,
  actor: AuditActor,
  address: string,
): Promise<{ wallet: AdminWalletRow }> {
  const id = await ctx.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: walletLinks.id })
      .from(walletLinks)
      .where(eq(walletLinks.address, address))
    if (linked) throw new Conflict(M.alreadyAdded, 'WALLET_EXISTS')
    const [row] = await tx
      .insert(tokenBalances)
      .values({ walletAddress: address, userId: null })
      .onConflictDoNothing({ target: tokenBalances.walletAddress })
      .returning({ id: tokenBalances.id })
    if (!row) throw new Conflict(M.alreadyAdded, 'WALLET_EXISTS')
    await writeAudit(tx, actor, {
      action: 'wallet.track',
      entity: 'token_balances',
      entityId: row.id,
      after: { address },
    })
    return row.id
  })
  await balanceOf(ctx, address, { force: true })
  return { wallet: await walletRow(ctx, id) }
}

/**
 * Reads the chain for one address now (sharing a read already under way) and stores it. The audit entry
 * records the balance before and after; it is written once the read is stored, as a chain read is not
 * held inside a database transaction.
 */
export async function refreshWallet(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<{ wallet: AdminWalletRow }> {
  const row = await findRow(ctx.db, id)
  if (!row) throw walletNotFound()
  const before = toBalance(row.wallet, { configured: balancesConfigured(ctx.config) })
  const after = await balanceOf(ctx, row.wallet.walletAddress, { force: true })
  const wallet = await walletRow(ctx, id)
  await writeAudit(ctx.db, actor, {
    action: 'wallet.refresh',
    entity: 'token_balances',
    entityId: id,
    before: balanceSnapshot(before),
    after: balanceSnapshot(after),
  })
  return { wallet }
}

/** Stops tracking an address. A wallet an account linked is removed by its owner only (409). */
export async function untrackWallet(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!isUuid(id)) throw walletNotFound()
    const [row] = await tx.select().from(tokenBalances).where(eq(tokenBalances.id, id)).for('update')
    if (!row) throw walletNotFound()
    const [linked] = await tx
      .select({ id: walletLinks.id })
      .from(walletLinks)
      .where(eq(walletLinks.address, row.walletAddress))
    if (row.userId || linked) throw new Conflict(M.linkedWalletRemove, 'WALLET_LINKED')
    await tx.delete(tokenBalances).where(eq(tokenBalances.id, id))
    await writeAudit(tx, actor, {
      action: 'wallet.untrack',
      entity: 'token_balances',
      entityId: id,
      before: { address: row.walletAddress, balance: balanceSnapshot(toBalance(row)) },
    })
  })
}
