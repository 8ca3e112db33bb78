import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AdminSummary, AuditEntry, AuditListQuery, AuditListResponse } from '@rdo/contracts'
import { auditLog } from '../../db/schema/audit.ts'
import { user } from '../../db/schema/auth.ts'
import { products } from '../../db/schema/catalog.ts'
import { orders } from '../../db/schema/orders.ts'
import { supportTickets } from '../../db/schema/support.ts'
import { likePattern, pageWindow, toPage } from '../../lib/admin-list.ts'
import type { AppContext } from '../../types.ts'

/** The dashboard cards: four counts in one round trip. */
export async function summary(ctx: AppContext): Promise<AdminSummary> {
  const {
    rows: [row],
  } = await ctx.db.execute<Record<keyof AdminSummary, string>>(sql`select
      (select count(*) from ${user}) as users,
      (select count(*) from ${orders}) as orders,
      (select count(*) from ${supportTickets}) as support_tickets,
      (select count(*) from ${supportTickets} where ${supportTickets.status} in ('open', 'in_progress')) as open_support_tickets,
      (select count(*) from ${products}) as products,
      (select count(*) from ${products} where ${products.active}) as active_products`)
  const n = (v: string | undefined) => Number(v ?? 0)
  return {
    users: n(row?.users),
    orders: n(row?.orders),
    support_tickets: n(row?.support_tickets),
    open_support_tickets: n(row?.open_support_tickets),
    products: n(row?.products),
    active_products: n(row?.active_products),
  }
}

export async function listAudit(ctx: AppContext, query: AuditListQuery): Promise<AuditListResponse> {
  const filters: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
    query.q
      ? sql`(${auditLog.action} ilike ${likePattern(query.q)} or ${auditLog.entityId} ilike ${likePattern(query.q)} or ${user.email} ilike ${likePattern(query.q)})`
      : undefined,
  ]
  const where = and(...filters)
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ log: auditLog, email: user.email, name: user.name })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(query.dir === 'asc' ? auditLog.createdAt : desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(auditLog).leftJoin(user, eq(user.id, auditLog.actorId)).where(where),
  ])
  const items: AuditEntry[] = rows.map(({ log, email, name }) => ({
    id: log.id,
    actor: log.actorId && email ? { id: log.actorId, email, name: name ?? '' } : null,
    action: log.action,
    entity: log.entity,
    entity_id: log.entityId,
    before: log.before ?? null,
    after: log.after ?? null,
    ip: log.ip,
    created_at: log.createdAt.toISOString(),
  }))
  return toPage(items, total?.n ?? 0, query)
}
