import {
  EMAIL_ADMIN_MESSAGES as E,
  MARKETING_MESSAGES as M,
  isStorableJson,
  type bulkSendBody,
  type campaignBody,
  type CampaignResponse,
} from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../../db/client.ts'
import { emailTemplates } from '../../../db/schema/email.ts'
import { marketingCampaigns, marketingSegments, marketingTemplates } from '../../../db/schema/marketing.ts'
import { isUuid } from '../../../lib/access.ts'
import { writeAudit, type AuditActor } from '../../../lib/audit.ts'
import { Invalid, NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'
import { checkLoadedContent, loadContent, parseTemplateData } from './campaign-content.ts'
import { withDiscountCode } from './campaign-discount.ts'
import { pauseCampaign, resumeCampaign, scheduleCampaign } from './campaign-control.ts'
import { startCampaignWithPerformance } from './campaign-start.ts'
import { campaignNotFound, getCampaign } from './campaigns.admin.service.ts'

type CampaignInput = z.infer<typeof campaignBody>
type BulkSendInput = z.infer<typeof bulkSendBody>

const templateNotFound = () => new NotFound(M.templateNotFound, 'TEMPLATE_NOT_FOUND')
const selectTemplate = () => new Invalid(E.selectTemplate, 'TEMPLATE_REQUIRED')
const subjectAndContent = () => new Invalid(E.subjectAndContent, 'CONTENT_REQUIRED')

/** Template data as sent (a JSON object), held to what the database can store. */
function templateDataOf(json: string): Record<string, unknown> {
  const data = parseTemplateData(json)
  if (!isStorableJson(data)) throw new Invalid(E.invalidTemplateData, 'INVALID_TEMPLATE_DATA')
  return data
}

/** Refuses (400, nothing stored) a campaign whose message would not render when it is sent. */
async function checkSendable(ctx: AppContext, tx: DbOrTx, row: typeof marketingCampaigns.$inferSelect) {
  checkLoadedContent(ctx, await loadContent(tx, row))
}

async function requireSegment(tx: DbOrTx, id: string) {
  const [segment] = await tx
    .select({ id: marketingSegments.id })
    .from(marketingSegments)
    .where(eq(marketingSegments.id, id))
  if (!segment) throw new NotFound(E.segmentNotFound, 'SEGMENT_NOT_FOUND')
}

/** An email template a campaign may send: it exists and is active. */
async function sendableEmailTemplate(tx: DbOrTx, id: string) {
  const [template] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id))
  if (!template?.isActive) throw templateNotFound()
  return template
}

/** Sender name and address from the configured "Name <address>" (or a bare address). */
export function senderOf(mailFrom: string) {
  const m = mailFrom.match(/^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/)
  if (m) return { name: m[1]!.trim() || m[2]!, email: m[2]! }
  return { name: mailFrom.trim(), email: mailFrom.trim() }
}

/**
 * Creates a campaign with its content checked, then keeps it as a draft, schedules it or starts
 * sending. The row, the start (recipient ledger, send job) and the audit entry commit together, so a
 * refused start (no subscribers, a time in the past) leaves no campaign behind.
 */
export async function createCampaign(
  ctx: AppContext,
  actor: AuditActor,
  body: CampaignInput,
): Promise<CampaignResponse> {
  const mode = body.content_mode
  if (mode === 'marketing_template' && !body.template_id) throw selectTemplate()
  if (mode === 'email_template' && !body.email_template_id) throw selectTemplate()
  if (mode === 'custom' && !body.html?.trim()) throw subjectAndContent()
  const data = await withDiscountCode(ctx.db, templateDataOf(body.data_json), body.discount_code_id)
  if (body.send === 'schedule' && !body.schedule_time)
    throw new Invalid(M.scheduleRequired, 'SCHEDULE_REQUIRED')

  const id = await ctx.db.transaction(async (tx) => {
    if (mode === 'marketing_template') {
      const [template] = await tx
        .select({ id: marketingTemplates.id })
        .from(marketingTemplates)
        .where(eq(marketingTemplates.id, body.template_id!))
      if (!template) throw templateNotFound()
    }
    if (mode === 'email_template') await sendableEmailTemplate(tx, body.email_template_id!)
    await requireSegment(tx, body.segment_id)
    const [row] = await tx
      .insert(marketingCampaigns)
      .values({
        name: body.name,
        description: body.description || null,
        contentMode: mode,
        templateId: mode === 'marketing_template' ? body.template_id! : null,
        emailTemplateId: mode === 'email_template' ? body.email_template_id! : null,
        html: mode === 'custom' ? body.html! : null,
        templateData: data,
        segmentId: body.segment_id,
        subject: body.subject,
        previewText: body.preview_text || null,
        fromEmail: body.from_email,
        fromName: body.from_name,
        ratePerSecond: body.rate_per_second,
        status: 'draft',
        createdBy: actor.id,
      })
      .returning()
    await checkSendable(ctx, tx, row!)
    const campaignId = row!.id
    if (body.send === 'schedule') await scheduleCampaign(ctx, tx, campaignId, new Date(body.schedule_time!))
    if (body.send === 'now') await startCampaignWithPerformance(ctx, tx, campaignId)
    await writeAudit(tx, actor, {
      action: 'campaign.create',
      entity: 'marketing_campaigns',
      entityId: campaignId,
      after: { name: body.name, content_mode: mode, segment_id: body.segment_id, send: body.send },
    })
    return campaignId
  })
  return { campaign: await getCampaign(ctx, id), message: M.campaignCreated }
}

const ACTIONS = {
  send: { run: startCampaignWithPerformance, message: M.campaignStarted },
  pause: { run: pauseCampaign, message: M.campaignPaused },
  resume: { run: resumeCampaign, message: M.campaignResumed },
} as const
export type CampaignAction = keyof typeof ACTIONS

/**
 * Sends a draft or scheduled campaign now, pauses a sending one or resumes a paused one, audited in
 * the same transaction. 409 when the campaign's state does not allow the action.
 */
export async function changeCampaign(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  action: CampaignAction,
): Promise<CampaignResponse> {
  if (!isUuid(id)) throw campaignNotFound()
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: marketingCampaigns.status })
      .from(marketingCampaigns)
      .where(eq(marketingCampaigns.id, id))
    if (!before) throw campaignNotFound()
    await ACTIONS[action].run(ctx, tx, id)
    const [after] = await tx
      .select({ status: marketingCampaigns.status })
      .from(marketingCampaigns)
      .where(eq(marketingCampaigns.id, id))
    await writeAudit(tx, actor, {
      action: `campaign.${action}`,
      entity: 'marketing_campaigns',
      entityId: id,
      before,
      after,
    })
  })
  return { campaign: await getCampaign(ctx, id), message: ACTIONS[action].message }
}

/**
 * The Send Bulk Email form: records a campaign named after its template or subject and the day, from
 * the shop's own sender, and starts sending it at once (all in one transaction).
 */
export async function bulkSend(
  ctx: AppContext,
  actor: AuditActor,
  body: BulkSendInput,
): Promise<CampaignResponse> {
  const template = body.mode === 'template'
  if (template && !body.email_template_id) throw selectTemplate()
  if (!template && (!body.subject || !body.html.trim())) throw subjectAndContent()
  const data = await withDiscountCode(
    ctx.db,
    template ? templateDataOf(body.data_json) : {},
    body.discount_code_id,
  )
  const day = new Date().toISOString().slice(0, 10)
  const sender = senderOf(ctx.config.MAIL_FROM)

  const id = await ctx.db.transaction(async (tx) => {
    const source = template ? await sendableEmailTemplate(tx, body.email_template_id!) : null
    await requireSegment(tx, body.segment_id)
    const name = source ? `Bulk Email - ${source.name} - ${day}` : `Custom Email - ${body.subject} - ${day}`
    const [row] = await tx
      .insert(marketingCampaigns)
      .values({
        name,
        contentMode: source ? 'email_template' : 'custom',
        emailTemplateId: source?.id ?? null,
        html: source ? null : body.html,
        templateData: data,
        segmentId: body.segment_id,
        subject: source ? source.subject : body.subject,
        fromEmail: sender.email,
        fromName: sender.name,
        ratePerSecond: body.rate_per_second,
        status: 'draft',
        createdBy: actor.id,
      })
      .returning()
    await checkSendable(ctx, tx, row!)
    const campaignId = row!.id
    const recipients = await startCampaignWithPerformance(ctx, tx, campaignId)
    await writeAudit(tx, actor, {
      action: 'campaign.bulk_send',
      entity: 'marketing_campaigns',
      entityId: campaignId,
      after: { name, segment_id: body.segment_id, recipients },
    })
    return campaignId
  })
  return { campaign: await getCampaign(ctx, id), message: M.campaignStarted }
}
