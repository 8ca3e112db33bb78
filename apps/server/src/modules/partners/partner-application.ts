import { eq } from 'drizzle-orm'
import {
  HOST_NAME_PATTERN,
  normaliseHost,
  PARTNER_MESSAGES as M,
  type PartnerProject,
  type partnerApplicationBody,
} from '@rdo/contracts'
import type { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { partnerEmbeds, partnerProjects } from '../../db/schema/partners.ts'
import { Invalid } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { toPartnerProject, websiteHost } from './partner-dto.ts'
import { isOwnPartnerUpload } from './partner-uploads.ts'

type ProjectRow = typeof partnerProjects.$inferSelect

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const storeUrlOf = (ctx: AppContext, id: string) => `${ctx.config.APP_URL}/partners/${id}`
export const embedUrlOf = (ctx: AppContext, id: string) => `${ctx.config.APP_URL}/embed/${id}`

/** The iframe a partner pastes into their site: the compact store, lazy, sized for a product grid. */
export function embedCodeOf(ctx: AppContext, project: Pick<ProjectRow, 'id' | 'name'>) {
  const title = escapeAttribute(`${project.name} store`)
  return `<iframe src="${embedUrlOf(ctx, project.id)}" width="100%" height="640" style="border:0;max-width:100%" title="${title}" loading="lazy"></iframe>`
}

/** The website's host, when it is one a browser can name in frame-ancestors; else nothing. */
function defaultDomains(websiteUrl: string): string[] {
  const host = normaliseHost(websiteHost(websiteUrl))
  return HOST_NAME_PATTERN.test(host) ? [host] : []
}

/**
 * A partner application: the project (pending) with its default embed (framable from the project's
 * website), and every admin told by a notification and an email, in one transaction. The logo must be
 * one this applicant uploaded.
 */
export async function applyAsPartner(
  ctx: AppContext,
  applicant: SessionUser,
  body: z.output<typeof partnerApplicationBody>,
): Promise<PartnerProject> {
  if (!(await isOwnPartnerUpload(ctx, applicant.id, 'logo', body.logo_url))) {
    throw new Invalid(M.logoRequired, 'LOGO_NOT_UPLOADED')
  }
  const project = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerProjects)
      .values({
        name: body.name,
        tokenSymbol: body.token_symbol,
        tokenAddress: body.token_address || null,
        websiteUrl: body.website_url,
        logoUrl: body.logo_url,
        description: body.description,
        contactName: body.contact_name,
        contactEmail: body.contact_email,
        walletAddress: body.wallet_address,
        status: 'pending',
        createdBy: applicant.id,
      })
      .returning()
    await tx.insert(partnerEmbeds).values({
      partnerId: row!.id,
      embedCode: embedCodeOf(ctx, row!),
      embedType: 'iframe',
      allowedDomains: defaultDomains(row!.websiteUrl),
      isActive: true,
    })
    await tellAdmins(ctx, tx, row!, applicant)
    return row!
  })
  return toPartnerProject(project)
}

/**
 * A `system` notification to each admin (delivered live) and the `partner-application` email to each,
 * or to the staff address while the shop has no admin. The emails are queued under a savepoint: sent
 * exactly when the application commits, and a failure to queue them is logged without losing it.
 */
async function tellAdmins(ctx: AppContext, tx: Tx, project: ProjectRow, applicant: SessionUser) {
  const admins = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.role, 'admin'))
  const link = `/admin/partners/${project.id}`
  if (admins.length) {
    await tx.insert(notifications).values(
      admins.map((admin) => ({
        userId: admin.id,
        type: 'system',
        title: 'New partner application',
        message: `${project.name} ($${project.tokenSymbol}) applied to the partner programme.`,
        link,
        data: { partner_id: project.id },
      })),
    )
  }
  const data = {
    project_name: project.name,
    token_symbol: project.tokenSymbol,
    website_url: project.websiteUrl,
    contact_name: project.contactName,
    contact_email: project.contactEmail,
    applicant_email: applicant.email,
    review_url: `${ctx.config.APP_URL}${link}`,
  }
  const recipients = admins.length
    ? admins.map((a) => ({ to: a.email, userId: a.id }))
    : [{ to: ctx.config.STAFF_EMAIL, userId: null }]
  try {
    await tx.transaction(async (sp) => {
      for (const r of recipients) {
        await ctx.mailer.enqueueTemplate(
          {
            template: 'partner-application',
            to: r.to,
            userId: r.userId,
            idempotencyKey: `partner-application:${project.id}:${r.userId ?? 'staff'}`,
            data,
          },
          sp,
        )
      }
    })
  } catch (err) {
    ctx.log.error('Could not queue the partner application emails', {
      partnerId: project.id,
      err: (err as Error).message,
    })
  }
}
