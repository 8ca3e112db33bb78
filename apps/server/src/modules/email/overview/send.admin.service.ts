import crypto from 'node:crypto'
import {
  EMAIL_ADMIN_MESSAGES as M,
  isStorableJson,
  TEXT_MESSAGES,
  type EmailSendResponse,
  type emailSendBody,
} from '@rdo/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { user } from '../../../db/schema/auth.ts'
import { emailTemplates } from '../../../db/schema/email.ts'
import { writeAudit, type AuditActor } from '../../../lib/audit.ts'
import { Invalid, NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'
import { renderChecked } from '../templates/template-source.ts'

type SendBody = z.infer<typeof emailSendBody>

const invalidData = () => new Invalid(M.invalidTemplateData, 'INVALID_TEMPLATE_DATA')

/** The template data the admin typed: it must be a JSON object. */
export function parseTemplateData(json: string): Record<string, unknown> {
  let data: unknown
  try {
    data = JSON.parse(json || '{}')
  } catch {
    throw invalidData()
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw invalidData()
  // "\u0000" inside JSON text parses to a character no email row can hold.
  if (!isStorableJson(data)) throw new Invalid(TEXT_MESSAGES.unstorable, 'INVALID_TEMPLATE_DATA')
  return data as Record<string, unknown>
}

/** What to send: a custom message, or an active template rendered with the admin's data. */
async function contentOf(ctx: AppContext, body: SendBody) {
  if (body.mode === 'custom') {
    const rendered = renderChecked(ctx, { subject: body.subject, html: body.html }, {})
    return { ...rendered, templateName: undefined, templateId: null }
  }
  const data = parseTemplateData(body.data_json)
  const [template] = await ctx.db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, body.template_id), eq(emailTemplates.isActive, true)))
  if (!template) throw new NotFound(M.templateNotFound, 'TEMPLATE_NOT_FOUND')
  const rendered = renderChecked(
    ctx,
    { subject: template.subject, html: template.htmlContent, text: template.textContent },
    data,
  )
  return { ...rendered, templateName: template.name, templateId: template.id }
}

/**
 * Queues one message per recipient through the outbox, with one audit row, in one transaction: either
 * every recipient's message is queued or none. Recipients who have an account are linked to it, so the
 * log shows who they are.
 */
export async function sendEmail(
  ctx: AppContext,
  actor: AuditActor,
  body: SendBody,
): Promise<EmailSendResponse> {
  const recipients = [...new Set(body.to)]
  const content = await contentOf(ctx, body)
  const sendId = crypto.randomUUID()
  const ids = await ctx.db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(inArray(user.email, recipients))
    const accountOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]))
    const ids: string[] = []
    for (const recipient of recipients) {
      ids.push(
        await ctx.mailer.enqueue(
          {
            to: recipient,
            subject: content.subject,
            html: content.html,
            text: content.text,
            idempotencyKey: `admin-send:${sendId}:${recipient}`,
            userId: accountOf.get(recipient) ?? null,
            templateName: content.templateName,
            tags: { category: 'admin' },
          },
          tx,
        ),
      )
    }
    await writeAudit(tx, actor, {
      action: 'email.send',
      entity: 'email_messages',
      entityId: null,
      after: {
        mode: body.mode,
        to: recipients,
        subject: content.subject,
        template_id: content.templateId,
        ids,
      },
    })
    return ids
  })
  return { success: true, message: M.emailSent, ids }
}
