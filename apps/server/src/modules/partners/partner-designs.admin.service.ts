import {
  ADMIN_PARTNER_MESSAGES as A,
  type AdminPartnerDesignsResponse,
  type adminPartnerDesignsQuery,
} from '@rdo/contracts'
import { and, count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { partnerDesigns } from '../../db/schema/partners.ts'
import { pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { toPartnerDesign } from './partner-dto.ts'
import { createPartnerProducts } from './partner-products.ts'
import { designApprovedNotice, designRejectedNotice, tellPartner } from './partner-notices.ts'
import { findDesignForReview, findProject, NOW, type DesignRow } from './partners-admin-dto.ts'

type DesignsQuery = z.output<typeof adminPartnerDesignsQuery>

/** A project's designs, newest first, optionally by status. 404 for an unknown project. */
export async function listPartnerDesigns(
  ctx: AppContext,
  partnerId: string,
  q: DesignsQuery,
): Promise<AdminPartnerDesignsResponse> {
  await findProject(ctx.db, partnerId)
  const where = and(
    eq(partnerDesigns.partnerId, partnerId),
    q.status !== 'all' ? eq(partnerDesigns.status, q.status) : undefined,
  )
  const { limit, offset } = pageWindow(q)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(partnerDesigns)
      .where(where)
      .orderBy(desc(partnerDesigns.createdAt), desc(partnerDesigns.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(partnerDesigns).where(where),
  ])
  return toPage(rows.map(toPartnerDesign), total!.n, q)
}

const snapshot = (d: DesignRow) => ({
  status: d.status,
  reviewed_at: d.reviewedAt?.toISOString() ?? null,
})

/**
 * Approves or rejects a pending partner design in one transaction: an approval first needs the project
 * approved and puts the design on sale (its products are created here); the partner is notified and
 * emailed, and the audit row records the change. The design row is locked, so a second decision in
 * flight finds it decided.
 */
export async function decidePartnerDesign(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  decision: 'approved' | 'rejected',
) {
  return ctx.db.transaction(async (tx) => {
    const { design, project, owner } = await findDesignForReview(tx, id)
    if (design.status !== 'pending') throw new Conflict(A.designNotPending, 'DESIGN_NOT_PENDING')
    if (decision === 'approved' && project.status !== 'approved') {
      throw new Conflict(A.designProjectNotApproved, 'PROJECT_NOT_APPROVED')
    }
    const [after] = await tx
      .update(partnerDesigns)
      .set({ status: decision, reviewedAt: NOW, updatedAt: NOW })
      .where(eq(partnerDesigns.id, id))
      .returning()
    if (decision === 'approved') await createPartnerProducts(tx, after!, project)
    const notice =
      decision === 'approved' ? designApprovedNotice(project, after!) : designRejectedNotice(project, after!)
    await tellPartner(ctx, tx, project, owner, notice, { design_title: after!.title })
    await writeAudit(tx, actor, {
      action: decision === 'approved' ? 'partner_design.approve' : 'partner_design.reject',
      entity: 'partner_design',
      entityId: id,
      before: snapshot(design),
      after: snapshot(after!),
    })
    return { design: toPartnerDesign(after!) }
  })
}
