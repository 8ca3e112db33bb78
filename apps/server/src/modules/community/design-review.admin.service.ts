import {
  ADMIN_DESIGN_MESSAGES as M,
  ADMIN_PRODUCT_MESSAGES,
  DESIGN_IMAGE_MAX_BYTES,
  type AdminDesignSummary,
  type adminDesignListQuery,
} from '@rdo/contracts'
import { and, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { commentReports, communityDesigns, voteAnomalyDetection } from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, Invalid } from '../../lib/errors.ts'
import { readSingleFile } from '../../lib/multipart-file.ts'
import type { AppContext } from '../../types.ts'
import { storeImage } from '../files/index.ts'
import {
  designWithSubmitter,
  findDesign,
  NOW,
  toAdminDesignDetail,
  toAdminDesignRow,
  type DesignRow,
} from './community-admin-dto.ts'
import {
  approvedNotice,
  deletedNotice,
  emailDecision,
  feedbackNotice,
  notifySubmitter,
  rejectedNotice,
} from './review-notices.ts'

type ListQuery = z.output<typeof adminDesignListQuery>

const SORT_COLUMNS = {
  created_at: communityDesigns.createdAt,
  votes: communityDesigns.votes,
  net_score: communityDesigns.netScore,
} as const

/** Design submissions, one page at a time: by status, searched by title and the submitter's email or name. */
export async function listDesigns(ctx: AppContext, q: ListQuery) {
  const term = q.q ? likePattern(q.q) : null
  const where = and(
    q.status ? eq(communityDesigns.status, q.status) : undefined,
    term
      ? or(
          ilike(communityDesigns.description, term),
          ilike(user.searchText, term),
          ilike(profiles.fullName, term),
        )
      : undefined,
  )
  const { limit, offset } = pageWindow(q)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(designWithSubmitter)
      .from(communityDesigns)
      .innerJoin(user, eq(user.id, communityDesigns.createdBy))
      .leftJoin(profiles, eq(profiles.id, communityDesigns.createdBy))
      .where(where)
      .orderBy(orderBy(sql`${SORT_COLUMNS[q.sort]}`, q.dir, sql`${communityDesigns.id}`))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: count() })
      .from(communityDesigns)
      .innerJoin(user, eq(user.id, communityDesigns.createdBy))
      .leftJoin(profiles, eq(profiles.id, communityDesigns.createdBy))
      .where(where),
  ])
  return toPage(rows.map(toAdminDesignRow), total!.n, q)
}

/** The dashboard's designs tab: submissions by status, unresolved vote flags, comments awaiting moderation. */
export async function designSummary(ctx: AppContext): Promise<AdminDesignSummary> {
  const [byStatus, [anomalies], [reports]] = await Promise.all([
    ctx.db
      .select({ status: communityDesigns.status, n: count() })
      .from(communityDesigns)
      .groupBy(communityDesigns.status),
    ctx.db.select({ n: count() }).from(voteAnomalyDetection).where(eq(voteAnomalyDetection.suspicious, true)),
    ctx.db
      .select({ n: sql<number>`count(distinct ${commentReports.commentId})::int` })
      .from(commentReports)
      .where(eq(commentReports.status, 'open')),
  ])
  const of = (s: DesignRow['status']) => byStatus.find((r) => r.status === s)?.n ?? 0
  return {
    pending: of('pending'),
    approved: of('approved'),
    rejected: of('rejected'),
    open_anomalies: anomalies!.n,
    open_reports: reports!.n,
  }
}

async function openAnomaliesOf(db: DbOrTx, designId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(voteAnomalyDetection)
    .where(and(eq(voteAnomalyDetection.designId, designId), eq(voteAnomalyDetection.suspicious, true)))
  return row!.n
}

export async function getDesign(ctx: AppContext, id: string) {
  const row = await findDesign(ctx.db, id)
  return toAdminDesignDetail(row, await openAnomaliesOf(ctx.db, id))
}

/**
 * A mockup for a design under review: PNG, JPEG, GIF or WebP by its bytes, re-encoded to WebP in the
 * designs bucket. The design changes only when it is approved with this URL.
 */
export async function uploadMockup(ctx: AppContext, actor: AuditActor, id: string, req: FastifyRequest) {
  await findDesign(ctx.db, id)
  const buffer = await readSingleFile(req, {
    maxBytes: DESIGN_IMAGE_MAX_BYTES,
    messages: {
      fileRequired: ADMIN_PRODUCT_MESSAGES.fileRequired,
      tooManyFiles: ADMIN_PRODUCT_MESSAGES.tooManyFiles,
    },
  })
  const { url } = await storeImage(ctx.storage, 'designs', buffer, {
    allowed: ['png', 'jpg', 'gif', 'webp'],
    maxBytes: DESIGN_IMAGE_MAX_BYTES,
    maxPixels: 40_000_000,
  })
  await writeAudit(ctx.db, actor, {
    action: 'design.mockup_upload',
    entity: 'community_design',
    entityId: id,
    after: { url },
  })
  return { url }
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]{0,200}$/
const notStored = () => new Invalid(M.mockupRequired, 'MOCKUP_NOT_STORED')

/** The mockup must be a file this shop stored in the designs bucket (an upload through the route above). */
async function assertStoredMockup(ctx: AppContext, url: string) {
  const prefix = ctx.storage.publicUrl('designs', '')
  if (!url.startsWith(prefix)) throw notStored()
  const key = url.slice(prefix.length)
  if (!SAFE_KEY.test(key) || key.includes('..')) throw notStored()
  const stored = await ctx.storage.get('designs', key)
  if (!stored) throw notStored()
  stored.body.destroy()
}

const reviewSnapshot = (d: DesignRow) => ({
  status: d.status,
  image_url: d.imageUrl,
  additional_images: d.metadata?.additional_images ?? [],
  review_feedback: d.reviewFeedback,
})

/**
 * Approves a design with its mockup, in one transaction: the mockup becomes the primary image, the
 * previous primary image goes first among the additional ones, the reviewers' earlier change request
 * is cleared (it no longer applies), and the submitter gets a notification and an email.
 */
export async function approveDesign(ctx: AppContext, actor: AuditActor, id: string, mockupUrl: string) {
  await findDesign(ctx.db, id)
  await assertStoredMockup(ctx, mockupUrl)
  return ctx.db.transaction(async (tx) => {
    const row = await findDesign(tx, id, true)
    const before = row.design
    if (before.status === 'approved') throw new Conflict(M.alreadyApproved, 'ALREADY_APPROVED')
    const extras = (before.metadata?.additional_images ?? []).filter(
      (u) => u !== before.imageUrl && u !== mockupUrl,
    )
    const additional = before.imageUrl === mockupUrl ? extras : [before.imageUrl, ...extras]
    const [after] = await tx
      .update(communityDesigns)
      .set({
        status: 'approved',
        imageUrl: mockupUrl,
        metadata: { ...before.metadata, additional_images: additional },
        reviewFeedback: null,
        reviewedAt: NOW,
        updatedAt: NOW,
      })
      .where(eq(communityDesigns.id, id))
      .returning()
    const notificationId = await notifySubmitter(tx, row, approvedNotice(row))
    await emailDecision(ctx, tx, row, notificationId, { template: 'design-approved' })
    await writeAudit(tx, actor, {
      action: 'design.approve',
      entity: 'community_design',
      entityId: id,
      before: reviewSnapshot(before),
      after: reviewSnapshot(after!),
    })
    const updated = { ...row, design: after! }
    return toAdminDesignDetail(updated, await openAnomaliesOf(tx, id))
  })
}

/** 'Request Changes': rejected with the reviewers' feedback, which the submitter is notified and emailed. */
export async function rejectDesign(ctx: AppContext, actor: AuditActor, id: string, feedback: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await findDesign(tx, id, true)
    const [after] = await tx
      .update(communityDesigns)
      .set({ status: 'rejected', reviewFeedback: feedback, reviewedAt: NOW, updatedAt: NOW })
      .where(eq(communityDesigns.id, id))
      .returning()
    const notificationId = await notifySubmitter(tx, row, rejectedNotice(row, feedback))
    await emailDecision(ctx, tx, row, notificationId, { template: 'design-rejected', feedback })
    await writeAudit(tx, actor, {
      action: 'design.reject',
      entity: 'community_design',
      entityId: id,
      before: reviewSnapshot(row.design),
      after: reviewSnapshot(after!),
    })
    return toAdminDesignDetail({ ...row, design: after! }, await openAnomaliesOf(tx, id))
  })
}

/** A note to the submitter; the status stays as it is. */
export async function sendFeedback(ctx: AppContext, actor: AuditActor, id: string, feedback: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await findDesign(tx, id, true)
    const [after] = await tx
      .update(communityDesigns)
      .set({ reviewFeedback: feedback, updatedAt: NOW })
      .where(eq(communityDesigns.id, id))
      .returning()
    await notifySubmitter(tx, row, feedbackNotice(row, feedback))
    await writeAudit(tx, actor, {
      action: 'design.feedback',
      entity: 'community_design',
      entityId: id,
      before: { review_feedback: row.design.reviewFeedback },
      after: { review_feedback: feedback },
    })
    return toAdminDesignDetail({ ...row, design: after! }, await openAnomaliesOf(tx, id))
  })
}

/**
 * Deletes a design; its votes, dislikes, weights, comments and vote flags go with it (foreign keys).
 * The submitter is told, without a link to the page that no longer exists.
 */
export async function deleteDesign(ctx: AppContext, actor: AuditActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await findDesign(tx, id, true)
    await tx.delete(communityDesigns).where(eq(communityDesigns.id, id))
    await notifySubmitter(tx, row, deletedNotice(row))
    const d = row.design
    await writeAudit(tx, actor, {
      action: 'design.delete',
      entity: 'community_design',
      entityId: id,
      before: {
        ...reviewSnapshot(d),
        description: d.description,
        prompt: d.prompt,
        created_by: d.createdBy,
        votes: d.votes,
        dislike_count: d.dislikeCount,
        net_score: d.netScore,
        weighted_score: d.weightedScore,
        comment_count: d.commentCount,
        created_at: d.createdAt.toISOString(),
      },
    })
  })
}
