import { APIError } from 'better-auth/api'
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import {
  ADMIN_SEARCH_COUNT_CAP,
  ADMIN_USER_MESSAGES,
  type AdminUserListQuery,
  type AdminUserListResponse,
  type AdminUserRow,
  type Role,
} from '@rdo/contracts'
import { session, user, userRoleCounts } from '../../db/schema/auth.ts'
import { orders } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { isUuid } from '../../lib/access.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { AppError, Forbidden, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'

export const userNotFound = () => new NotFound(ADMIN_USER_MESSAGES.notFound)
export const iso = (d: Date) => d.toISOString()
export const asRole = (role: string): Role => (role === 'admin' ? 'admin' : 'user')

/** The list's search: the trigram index on the stored, lower-cased `search_text` serves this LIKE. */
function userFilter(query: Pick<AdminUserListQuery, 'q' | 'role'>): SQL | undefined {
  return and(
    query.role ? eq(user.role, query.role) : undefined,
    query.q ? sql`${user.searchText} like ${likePattern(query.q)}` : undefined,
  )
}

const SORT_COLUMNS = { created_at: user.createdAt, email: user.email, name: user.name } as const

const rowColumns = {
  id: user.id,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
  fullName: profiles.fullName,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
}

function toRow(r: {
  id: string
  email: string
  role: string
  createdAt: Date
  fullName: string | null
  username: string | null
  avatarUrl: string | null
}): AdminUserRow {
  return {
    id: r.id,
    email: r.email,
    full_name: r.fullName,
    username: r.username,
    role: asRole(r.role),
    avatar_url: r.avatarUrl,
    created_at: iso(r.createdAt),
  }
}

/**
 * One page of users: filtered and sorted in the database by indexed columns, profiles joined only for
 * the page's rows. Without a search the total comes from the per-role counts a trigger keeps, so paging
 * through 50,000 accounts never counts them; with one, the trigram index finds the matches to count.
 */
export async function listUsers(ctx: AppContext, query: AdminUserListQuery): Promise<AdminUserListResponse> {
  const where = userFilter(query)
  const { limit, offset } = pageWindow(query)
  const sortColumn = SORT_COLUMNS[query.sort]
  const page = ctx.db
    .select(rowColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where)
    .orderBy(orderBy(sql`${sortColumn}`, query.dir, sql`${user.id}`))
    .limit(limit)
    .offset(offset)
  // A search counts its matches up to one past the cap: a broad term (thousands of accounts) costs a
  // bounded amount, and the list says "1,000+" instead of an exact figure nobody pages through.
  const total = query.q
    ? ctx.db.select({ n: sql<number>`count(*)::int` }).from(
        ctx.db
          .select({ one: sql`1` })
          .from(user)
          .where(where)
          .limit(ADMIN_SEARCH_COUNT_CAP + 1)
          .as('m'),
      )
    : ctx.db
        .select({ n: sql<number>`coalesce(sum(${userRoleCounts.n}), 0)::int` })
        .from(userRoleCounts)
        .where(query.role ? eq(userRoleCounts.role, query.role) : undefined)
  const [rows, [n]] = await Promise.all([page, total])
  const found = n?.n ?? 0
  if (query.q && found > ADMIN_SEARCH_COUNT_CAP) {
    return { ...toPage(rows.map(toRow), ADMIN_SEARCH_COUNT_CAP, query), total_capped: true }
  }
  return toPage(rows.map(toRow), found, query)
}

/** The CSV export's query: every matching user, newest first, read through a cursor. */
export function exportQuery(query: Pick<AdminUserListQuery, 'q' | 'role'>) {
  const values: unknown[] = []
  const conditions: string[] = []
  if (query.role) {
    values.push(query.role)
    conditions.push(`u.role = $${values.length}`)
  }
  if (query.q) {
    values.push(likePattern(query.q))
    conditions.push(`u.search_text like $${values.length}`)
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : ''
  return {
    text: `select u.id, u.email, p.full_name as name, p.username, u.role, u.created_at
      from "user" u left join profiles p on p.id = u.id ${where}
      order by u.created_at desc, u.id desc`,
    values,
  }
}

export const EXPORT_COLUMNS = [
  { key: 'id', header: 'id' },
  { key: 'email', header: 'email' },
  { key: 'name', header: 'name' },
  { key: 'username', header: 'username' },
  { key: 'role', header: 'role' },
  { key: 'created_at', header: 'created_at' },
]

async function findRow(ctx: AppContext, id: string): Promise<AdminUserRow | null> {
  const [row] = await ctx.db
    .select(rowColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id))
  return row ? toRow(row) : null
}

/** Changes a user's role; an admin cannot take away their own. An unchanged role writes nothing. */
export async function setRole(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  role: Role,
): Promise<AdminUserRow> {
  if (id === actor.id && role !== 'admin') {
    throw new Forbidden(ADMIN_USER_MESSAGES.cannotDemoteSelf, 'CANNOT_DEMOTE_SELF')
  }
  if (!isUuid(id)) throw userNotFound()
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ role: user.role }).from(user).where(eq(user.id, id)).for('update')
    if (!current) throw userNotFound()
    if (current.role === role) return
    await tx
      .update(user)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(user.id, id))
    // A demoted admin's impersonations end with their role (the session check refuses them anyway).
    if (role !== 'admin') await tx.delete(session).where(eq(session.impersonatedBy, id))
    await writeAudit(tx, actor, {
      action: 'user.role_change',
      entity: 'user',
      entityId: id,
      before: { role: current.role },
      after: { role },
    })
  })
  return (await findRow(ctx, id))!
}

/**
 * Deletes an account in one transaction with its audit entry. Sessions, profile, addresses, wishlist,
 * designs and votes go with it (foreign keys cascade, and a deleted session closes the user's live
 * streams); orders and support tickets stay for the books with the person removed (user_id set null).
 */
export async function deleteUser(ctx: AppContext, actor: AuditActor, id: string) {
  if (id === actor.id) throw new Forbidden(ADMIN_USER_MESSAGES.cannotDeleteSelf, 'CANNOT_DELETE_SELF')
  if (!isUuid(id)) throw userNotFound()
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        email: user.email,
        name: user.name,
        role: user.role,
        createdAt: user.createdAt,
        fullName: profiles.fullName,
        username: profiles.username,
        phoneNumber: profiles.phoneNumber,
        walletAddress: profiles.walletAddress,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, id))
      .for('update', { of: user })
    if (!before) throw userNotFound()
    const [orderCount] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, id))
    await tx.delete(session).where(eq(session.impersonatedBy, id))
    await tx.delete(user).where(eq(user.id, id))
    await writeAudit(tx, actor, {
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      before: {
        email: before.email,
        name: before.name,
        role: before.role,
        full_name: before.fullName,
        username: before.username,
        phone_number: before.phoneNumber,
        wallet_address: before.walletAddress,
        created_at: iso(before.createdAt),
        orders_kept: orderCount?.n ?? 0,
      },
    })
  })
  return { ok: true as const, id }
}

/**
 * Starts browsing the shop as a customer through the auth library's admin plugin: a new session for
 * the customer marked with the admin's id (one hour), the admin's own session kept aside in a signed
 * cookie for the way back. Admins and oneself are refused. The audit entry is written once the session
 * exists; if it cannot be written the session is removed, so no impersonation goes unrecorded.
 */
export async function impersonate(
  ctx: AppContext,
  actor: AuditActor,
  targetId: string,
  headers: Headers,
): Promise<{ user: { id: string; email: string }; setCookie: string[] }> {
  if (targetId === actor.id) {
    throw new Forbidden(ADMIN_USER_MESSAGES.cannotImpersonateSelf, 'CANNOT_IMPERSONATE_SELF')
  }
  if (!isUuid(targetId)) throw userNotFound()
  const [target] = await ctx.db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, targetId))
  if (!target) throw userNotFound()
  if (target.role === 'admin') {
    throw new Forbidden(ADMIN_USER_MESSAGES.cannotImpersonateAdmin, 'CANNOT_IMPERSONATE_ADMIN')
  }
  let result
  try {
    result = await ctx.auth.api.impersonateUser({ body: { userId: targetId }, headers, returnHeaders: true })
  } catch (err) {
    if (!(err instanceof APIError)) throw err
    throw new AppError(err.statusCode || 400, 'IMPERSONATE_FAILED', ADMIN_USER_MESSAGES.impersonateFailed)
  }
  const created = result.response.session
  try {
    await writeAudit(ctx.db, actor, {
      action: 'user.impersonate',
      entity: 'user',
      entityId: target.id,
      after: { email: target.email, session_id: created.id, expires_at: iso(new Date(created.expiresAt)) },
    })
  } catch (err) {
    await ctx.db.delete(session).where(eq(session.token, created.token))
    throw err
  }
  return { user: { id: target.id, email: target.email }, setCookie: result.headers.getSetCookie() }
}
