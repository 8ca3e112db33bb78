import {
  COMMENT_MODERATION_MESSAGES as M,
  type ReportedComment,
  type reportedCommentListQuery,
} from '@rdo/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import { commentReports, communityDesigns, designComments } from '../../db/schema/community.ts'
import { isUuid } from '../../lib/access.ts'
import { likePattern, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'

type ListQuery = z.output<typeof reportedCommentListQuery>

export const commentNotFound = () => new NotFound(M.notFound, 'COMMENT_NOT_FOUND')

type Row = {
  comment_id: string
  content: string
  hidden: boolean
  created_at: Date | string
  author_id: string
  author_email: string
  author_name: string
  design_id: string
  design_description: string
  report_count: number
  reasons: string[] | null
  last_reported_at: Date | string
}

const iso = (v: Date | string) => new Date(v).toISOString()

/**
 * Comments with open reports, one row per comment: how many reports, their distinct non-empty reasons
 * and the latest report's time; searched by the comment's text or its author's email or name.
 */
export async function listReportedComments(ctx: AppContext, q: ListQuery) {
  const term = q.q ? likePattern(q.q) : null
  const search = term
    ? sql`and (c.content ilike ${term} or u.search_text like ${term} or p.full_name ilike ${term})`
    : sql``
  const sortColumn = q.sort === 'report_count' ? sql`r.report_count` : sql`r.last_reported_at`
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`
  const { limit, offset } = pageWindow(q)
  const grouped = sql`
    from (
      select comment_id, count(*)::int as report_count, max(created_at) as last_reported_at,
        array_agg(distinct btrim(reason)) filter (where btrim(coalesce(reason, '')) <> '') as reasons
      from ${commentReports} where status = 'open' group by comment_id
    ) r
    join ${designComments} c on c.id = r.comment_id
    join "user" u on u.id = c.user_id
    left join profiles p on p.id = c.user_id
    join ${communityDesigns} d on d.id = c.design_id
    where true ${search}`
  const [page, total] = await Promise.all([
    ctx.db.execute<Row>(sql`
      select c.id as comment_id, c.content, c.hidden, c.created_at, c.user_id as author_id,
        u.email as author_email, coalesce(nullif(btrim(p.full_name), ''), u.name) as author_name,
        d.id as design_id, d.description as design_description,
        r.report_count, r.reasons, r.last_reported_at
      ${grouped}
      order by ${sortColumn} ${dir}, c.id ${dir}
      limit ${limit} offset ${offset}`),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n ${grouped}`),
  ])
  const items: ReportedComment[] = page.rows.map((r) => ({
    comment_id: r.comment_id,
    content: r.content,
    hidden: r.hidden,
    created_at: iso(r.created_at),
    author: { id: r.author_id, email: r.author_email, name: r.author_name },
    design: { id: r.design_id, description: r.design_description },
    report_count: r.report_count,
    reasons: r.reasons ?? [],
    last_reported_at: iso(r.last_reported_at),
  }))
  return toPage(items, total.rows[0]!.n, q)
}

async function findComment(tx: Tx, id: string) {
  if (!isUuid(id)) throw commentNotFound()
  const [row] = await tx.select().from(designComments).where(eq(designComments.id, id)).for('update')
  if (!row) throw commentNotFound()
  return row
}

const resolveOpenReports = (tx: Tx, commentId: string) =>
  tx
    .update(commentReports)
    .set({ status: 'resolved' })
    .where(and(eq(commentReports.commentId, commentId), eq(commentReports.status, 'open')))
    .returning({ id: commentReports.id })

/**
 * Hides a reported comment (kept for the record, never shown again) and resolves its open reports.
 * The design's comment count drops by one if the comment was still visible.
 */
export async function hideComment(ctx: AppContext, actor: AuditActor, commentId: string) {
  await ctx.db.transaction(async (tx) => {
    const comment = await findComment(tx, commentId)
    if (!comment.hidden) {
      await tx.update(designComments).set({ hidden: true }).where(eq(designComments.id, commentId))
      await tx
        .update(communityDesigns)
        .set({ commentCount: sql`greatest(0, ${communityDesigns.commentCount} - 1)` })
        .where(eq(communityDesigns.id, comment.designId))
    }
    const resolved = await resolveOpenReports(tx, commentId)
    await writeAudit(tx, actor, {
      action: 'comment.hide',
      entity: 'design_comment',
      entityId: commentId,
      before: { hidden: comment.hidden, design_id: comment.designId, content: comment.content },
      after: { hidden: true, resolved_reports: resolved.length },
    })
  })
}

/** Dismisses a comment's open reports: they are resolved and the comment stays as it is. */
export async function dismissReports(ctx: AppContext, actor: AuditActor, commentId: string) {
  await ctx.db.transaction(async (tx) => {
    const comment = await findComment(tx, commentId)
    const resolved = await resolveOpenReports(tx, commentId)
    await writeAudit(tx, actor, {
      action: 'comment_reports.dismiss',
      entity: 'design_comment',
      entityId: commentId,
      before: { hidden: comment.hidden, open_reports: resolved.length },
      after: { open_reports: 0 },
    })
  })
}
