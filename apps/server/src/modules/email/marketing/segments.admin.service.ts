import {
  EMAIL_ADMIN_MESSAGES as E,
  segmentCriteriaSchema,
  type AdminListQuery,
  type Segment,
  type SegmentCountResponse,
  type SegmentCriteria,
  type SegmentListResponse,
  type segmentBody,
  type segmentPatch,
} from '@rdo/contracts'
import { eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../../db/client.ts'
import { marketingSegments, marketingSubscribers } from '../../../db/schema/marketing.ts'
import { isUuid } from '../../../lib/access.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../../lib/audit.ts'
import { NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'
import { segmentCountParts } from './segment-sql.ts'

type SegmentInput = z.infer<typeof segmentBody>
type SegmentPatch = z.infer<typeof segmentPatch>
type SegmentRow = typeof marketingSegments.$inferSelect

const segmentNotFound = () => new NotFound(E.segmentNotFound, 'SEGMENT_NOT_FOUND')

/** Stored criteria with the contract's defaults filled in (an empty object means active subscribers). */
const criteriaOf = (row: SegmentRow): SegmentCriteria =>
  segmentCriteriaSchema.safeParse(row.criteria).data ?? segmentCriteriaSchema.parse({})

/** How many subscribers the criteria hold now, and how many of them a campaign would send to. */
export async function countSegment(db: DbOrTx, criteria: SegmentCriteria): Promise<SegmentCountResponse> {
  const { where, held, sendable } = segmentCountParts(criteria)
  const [row] = await db
    .select({
      count: sql<number>`(count(*) filter (where ${held}))::int`,
      sendable: sql<number>`(count(*) filter (where ${sendable}))::int`,
    })
    .from(marketingSubscribers)
    .where(where)
  return { count: row?.count ?? 0, sendable: row?.sendable ?? 0 }
}

async function toSegment(db: DbOrTx, row: SegmentRow): Promise<Segment> {
  const criteria = criteriaOf(row)
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    criteria,
    ...(await countSegment(db, criteria)),
    created_at: row.createdAt.toISOString(),
  }
}

const snapshot = (row: SegmentRow) => ({
  name: row.name,
  description: row.description,
  criteria: row.criteria,
})

/** One page of segments, newest first, searched by name or description, each with its live counts. */
export async function listSegments(ctx: AppContext, q: AdminListQuery): Promise<SegmentListResponse> {
  const term = q.q ? likePattern(q.q) : null
  const where = term
    ? or(ilike(marketingSegments.name, term), ilike(marketingSegments.description, term))
    : undefined
  const { limit, offset } = pageWindow(q)
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select()
      .from(marketingSegments)
      .where(where)
      .orderBy(orderBy(sql`${marketingSegments.createdAt}`, q.dir, sql`${marketingSegments.id}`))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketingSegments)
      .where(where),
  ])
  // Each segment has its own criteria, so each is counted on its own; a page holds at most 100.
  const items = await Promise.all(rows.map((row) => toSegment(ctx.db, row)))
  return toPage(items, n?.n ?? 0, q)
}

export async function createSegment(
  ctx: AppContext,
  actor: AuditActor,
  body: SegmentInput,
): Promise<Segment> {
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketingSegments)
      .values({ name: body.name, description: body.description || null, criteria: body.criteria })
      .returning()
    await writeAudit(tx, actor, {
      action: 'segment.create',
      entity: 'marketing_segments',
      entityId: row!.id,
      after: snapshot(row!),
    })
    return row!
  })
  return toSegment(ctx.db, row)
}

export async function updateSegment(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  patch: SegmentPatch,
): Promise<Segment> {
  if (!isUuid(id)) throw segmentNotFound()
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(marketingSegments)
      .where(eq(marketingSegments.id, id))
      .for('update')
    if (!before) throw segmentNotFound()
    const [row] = await tx
      .update(marketingSegments)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description || null }),
        ...(patch.criteria !== undefined && { criteria: patch.criteria }),
      })
      .where(eq(marketingSegments.id, id))
      .returning()
    await writeAudit(tx, actor, {
      action: 'segment.update',
      entity: 'marketing_segments',
      entityId: id,
      before: snapshot(before),
      after: snapshot(row!),
    })
    return row!
  })
  return toSegment(ctx.db, row)
}

/** Deletes a segment; campaigns that used it keep their own row (their segment becomes none). */
export async function deleteSegment(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw segmentNotFound()
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(marketingSegments).where(eq(marketingSegments.id, id)).returning()
    if (!row) throw segmentNotFound()
    await writeAudit(tx, actor, {
      action: 'segment.delete',
      entity: 'marketing_segments',
      entityId: id,
      before: snapshot(row),
    })
  })
}
