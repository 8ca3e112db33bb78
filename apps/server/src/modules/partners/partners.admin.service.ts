import {
  ADMIN_PARTNER_MESSAGES as A,
  ADMIN_SEARCH_COUNT_CAP,
  type AdminPartnerDetailResponse,
  type AdminPartnerRow,
  type AdminPartnersQuery,
  type AdminPartnersResponse,
} from '@rdo/contracts'
import { and, count, eq, ilike, or, sql } from 'drizzle-orm'
import { user } from '../../db/schema/auth.ts'
import { partnerEmbeds, partnerProjects } from '../../db/schema/partners.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { toPartnerProject, websiteHost } from './partner-dto.ts'
import { partnerStats } from './partner-stats.ts'
import { projectApprovedNotice, projectRejectedNotice, tellPartner } from './partner-notices.ts'
import { findProject, NOW, ownerColumns, toOwner, type ProjectRow } from './partners-admin-dto.ts'

const pendingDesigns = sql<number>`(select count(*) from partner_designs d
  where d.partner_id = ${partnerProjects.id} and d.status = 'pending')::int`

function toRow(r: { project: ProjectRow; pendingDesigns: number } & Parameters<typeof toOwner>[0]) {
  const p = r.project
  return {
    id: p.id,
    name: p.name,
    token_symbol: p.tokenSymbol,
    logo_url: p.logoUrl,
    website_url: p.websiteUrl,
    website_host: websiteHost(p.websiteUrl),
    contact_name: p.contactName,
    contact_email: p.contactEmail,
    status: p.status,
    created_at: p.createdAt.toISOString(),
    owner: toOwner(r),
    pending_designs: r.pendingDesigns,
  } satisfies AdminPartnerRow
}

/**
 * Partner applications, one page at a time, newest first: by status, searched by project name, token
 * symbol, contact and owner e-mail. A search counts its matches only up to the shared cap.
 */
export async function listPartners(ctx: AppContext, q: AdminPartnersQuery): Promise<AdminPartnersResponse> {
  const term = q.q ? likePattern(q.q) : null
  const where = and(
    q.status !== 'all' ? eq(partnerProjects.status, q.status) : undefined,
    term
      ? or(
          ilike(partnerProjects.name, term),
          ilike(partnerProjects.tokenSymbol, term),
          ilike(partnerProjects.contactName, term),
          ilike(partnerProjects.contactEmail, term),
          ilike(user.email, term),
        )
      : undefined,
  )
  const { limit, offset } = pageWindow(q)
  const page = ctx.db
    .select({ project: partnerProjects, ...ownerColumns, pendingDesigns })
    .from(partnerProjects)
    .leftJoin(user, eq(user.id, partnerProjects.createdBy))
    .leftJoin(profiles, eq(profiles.id, partnerProjects.createdBy))
    .where(where)
    .orderBy(orderBy(sql`${partnerProjects.createdAt}`, q.dir, sql`${partnerProjects.id}`))
    .limit(limit)
    .offset(offset)
  const matches = ctx.db
    .select({ one: sql`1` })
    .from(partnerProjects)
    .leftJoin(user, eq(user.id, partnerProjects.createdBy))
    .where(where)
  const total = ctx.db
    .select({ n: count() })
    .from((term ? matches.limit(ADMIN_SEARCH_COUNT_CAP + 1) : matches).as('m'))
  const [rows, [n]] = await Promise.all([page, total])
  const found = n?.n ?? 0
  if (term && found > ADMIN_SEARCH_COUNT_CAP) {
    return { ...toPage(rows.map(toRow), ADMIN_SEARCH_COUNT_CAP, q), total_capped: true }
  }
  return toPage(rows.map(toRow), found, q)
}

/** One application with its owner, its figures and the host names its active embeds allow. */
export async function getPartner(ctx: AppContext, id: string): Promise<AdminPartnerDetailResponse> {
  const { project, owner } = await findProject(ctx.db, id)
  const [stats, domains] = await Promise.all([
    partnerStats(ctx.db, id),
    ctx.db
      .selectDistinct({ host: sql<string>`unnest(${partnerEmbeds.allowedDomains})` })
      .from(partnerEmbeds)
      .where(and(eq(partnerEmbeds.partnerId, id), eq(partnerEmbeds.isActive, true)))
      .orderBy(sql`1`),
  ])
  return { project: toPartnerProject(project), owner, stats, allowed_domains: domains.map((d) => d.host) }
}

const snapshot = (p: ProjectRow) => ({
  status: p.status,
  reviewed_at: p.reviewedAt?.toISOString() ?? null,
})

/**
 * Approves or rejects a pending application, in one transaction with the owner's notification, email
 * and the audit row. The row is locked first, so of two decisions in flight the second finds it decided.
 * (Designs can only be submitted to approved projects, so an approval has no earlier products to reveal.)
 */
export async function decidePartner(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  decision: 'approved' | 'rejected',
) {
  return ctx.db.transaction(async (tx) => {
    const { project, owner } = await findProject(tx, id, 'update')
    if (project.status !== 'pending') throw new Conflict(A.notPending, 'NOT_PENDING')
    const [after] = await tx
      .update(partnerProjects)
      .set({ status: decision, reviewedAt: NOW, updatedAt: NOW })
      .where(eq(partnerProjects.id, id))
      .returning()
    const notice = decision === 'approved' ? projectApprovedNotice(after!) : projectRejectedNotice(after!)
    await tellPartner(ctx, tx, after!, owner, notice)
    await writeAudit(tx, actor, {
      action: decision === 'approved' ? 'partner.approve' : 'partner.reject',
      entity: 'partner_project',
      entityId: id,
      before: snapshot(project),
      after: snapshot(after!),
    })
    return { project: toPartnerProject(after!) }
  })
}
