import { eq } from 'drizzle-orm'
import { PARTNER_MESSAGES as M, type PartnerDesign, type partnerDesignBody } from '@rdo/contracts'
import type { z } from 'zod'
import { partnerDesigns, partnerProjects } from '../../db/schema/partners.ts'
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { toPartnerDesign } from './partner-dto.ts'
import { isOwnPartnerUpload } from './partner-uploads.ts'

/**
 * A design for one of the caller's approved projects, pending review. Someone else's project is one
 * that does not exist (404); the caller's own pending or rejected project is a 409; the image must be
 * one the caller uploaded for a partner design.
 */
export async function submitPartnerDesign(
  ctx: AppContext,
  userId: string,
  body: z.output<typeof partnerDesignBody>,
): Promise<PartnerDesign> {
  const [project] = await ctx.db
    .select({ createdBy: partnerProjects.createdBy, status: partnerProjects.status })
    .from(partnerProjects)
    .where(eq(partnerProjects.id, body.partner_id))
  if (!project || project.createdBy !== userId) throw new NotFound(M.projectNotFound)
  if (project.status !== 'approved') throw new Conflict(M.projectNotApproved, 'PROJECT_NOT_APPROVED')
  if (!(await isOwnPartnerUpload(ctx, userId, 'design', body.image_url))) {
    throw new Invalid(M.imageRequired, 'IMAGE_NOT_UPLOADED')
  }
  const [row] = await ctx.db
    .insert(partnerDesigns)
    .values({
      partnerId: body.partner_id,
      imageUrl: body.image_url,
      title: body.title,
      description: body.description || null,
      style: body.style,
      status: 'pending',
      createdBy: userId,
    })
    .returning()
  return toPartnerDesign(row!)
}
