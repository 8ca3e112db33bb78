import crypto from 'node:crypto'
import {
  EMAIL_ADMIN_MESSAGES as E,
  FIRST_NAME_FALLBACK,
  MARKETING_MESSAGES as M,
  type TestSendBody,
} from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import { emailTemplates } from '../../../db/schema/email.ts'
import { marketingCampaigns, marketingSubscribers, marketingTemplates } from '../../../db/schema/marketing.ts'
import { Invalid, NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'
import { finishMarketingHtml } from '../delivery/tracking.ts'
import { createTemplateRenderer, htmlToText, inlineCss } from '../templates/render.ts'
import { CAMPAIGN_SAMPLE_DATA, SAMPLE_RECIPIENT } from '../templates/send-data.ts'
import { checkTemplateParts, trialRender } from '../templates/template-check.ts'
import { unsubscribeUrl } from '../newsletter/newsletter.service.ts'
import { withDiscountCode } from './campaign-discount.ts'

/**
 * A campaign's message before personalisation: CSS already inlined, placeholders still in; the text
 * part is the template's own or derived from the HTML once (its placeholders survive the conversion).
 */
export type CampaignContent = {
  subject: string
  html: string
  text: string
  data: Record<string, unknown>
}

const withText = (c: Omit<CampaignContent, 'text'> & { text?: string | null }): CampaignContent => ({
  ...c,
  text: c.text || htmlToText(c.html),
})

type ContentSource = {
  contentMode: string
  templateId?: string | null
  emailTemplateId?: string | null
  subject: string
  html?: string | null
  templateData?: Record<string, unknown>
}

/** Parses template data typed by an admin: a JSON object, else 'Invalid template data JSON'. */
export function parseTemplateData(json: string | undefined | null): Record<string, unknown> {
  if (!json || !json.trim()) return {}
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw new Invalid(E.invalidTemplateData, 'INVALID_TEMPLATE_DATA')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Invalid(E.invalidTemplateData, 'INVALID_TEMPLATE_DATA')
  }
  return value as Record<string, unknown>
}

/** Resolves what a campaign sends: a marketing template, an (active) email template, or custom HTML. */
export async function loadContent(db: DbOrTx, source: ContentSource): Promise<CampaignContent> {
  const data = source.templateData ?? {}
  if (source.contentMode === 'marketing_template') {
    const [t] = source.templateId
      ? await db.select().from(marketingTemplates).where(eq(marketingTemplates.id, source.templateId))
      : []
    if (!t) throw new NotFound(M.templateNotFound, 'TEMPLATE_NOT_FOUND')
    return withText({ subject: source.subject, html: inlineCss(t.content), data })
  }
  if (source.contentMode === 'email_template') {
    const [t] = source.emailTemplateId
      ? await db
          .select()
          .from(emailTemplates)
          .where(and(eq(emailTemplates.id, source.emailTemplateId), eq(emailTemplates.isActive, true)))
      : []
    if (!t) throw new NotFound(M.templateNotFound, 'TEMPLATE_NOT_FOUND')
    return withText({
      subject: source.subject || t.subject,
      html: inlineCss(t.htmlContent),
      text: t.textContent,
      data,
    })
  }
  if (!source.html?.trim() || !source.subject.trim())
    throw new Invalid(E.subjectAndContent, 'CONTENT_REQUIRED')
  return withText({ subject: source.subject, html: inlineCss(source.html), data })
}

export async function loadCampaignContent(db: DbOrTx, campaignId: string) {
  const [c] = await db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, campaignId))
  if (!c) throw new NotFound(M.campaignNotFound, 'CAMPAIGN_NOT_FOUND')
  return { campaign: c, content: await loadContent(db, c) }
}

export type Recipient = {
  subscriberId: string
  email: string
  firstName: string | null
  lastName: string | null
  unsubscribeToken: string
}

/**
 * One recipient's message: placeholders filled and escaped ({{first_name}} falls back to 'there'),
 * a visible unsubscribe link (the author's own, or a footer), tracked links and open pixel, and the
 * one-click unsubscribe headers.
 */
export function personalise(
  ctx: Pick<AppContext, 'config'>,
  render: ReturnType<typeof createTemplateRenderer>,
  content: CampaignContent,
  r: Recipient,
  messageId: string,
  { track = true } = {},
) {
  const unsubscribe = `${unsubscribeUrl(ctx.config, r.unsubscribeToken)}&m=${messageId}`
  const data = {
    ...content.data,
    email: r.email,
    first_name: r.firstName?.trim() || FIRST_NAME_FALLBACK,
    last_name: r.lastName ?? '',
    subscriber_id: r.subscriberId,
    unsubscribe_url: unsubscribe,
  }
  const html = finishMarketingHtml(render(content.html, data), {
    appUrl: ctx.config.APP_URL,
    secret: ctx.config.AUTH_SECRET,
    messageId,
    unsubscribeUrl: unsubscribe,
    track,
  })
  let text = render(content.text, data, { html: false })
  if (!text.includes(unsubscribe)) text += `\n\nUnsubscribe: ${unsubscribe}`
  return {
    subject: render(content.subject, data, { html: false }),
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

const SAMPLE_MESSAGE_ID = '00000000-0000-4000-8000-000000000001'

/**
 * Refuses (400) content that breaks the template rules or does not render as a campaign or bulk email
 * would send it: CSS inlined first, the text part derived from the HTML when there is none, then each
 * recipient's message rendered with the campaign's data and a sample recipient's fields.
 * Rule: docs/email-and-marketing.md#template-rules
 */
export function checkCampaignContent(
  ctx: Pick<AppContext, 'config'>,
  source: { subject: string; html: string; text?: string | null },
  data: Record<string, unknown>,
) {
  checkTemplateParts(source)
  checkLoadedContent(
    ctx,
    trialRender(() =>
      withText({ subject: source.subject, html: inlineCss(source.html), text: source.text, data }),
    ),
  )
}

/** The same check for content as `loadContent` prepared it for sending. */
export function checkLoadedContent(ctx: Pick<AppContext, 'config'>, content: CampaignContent) {
  checkTemplateParts(content)
  trialRender(
    () =>
      personalise(
        ctx,
        createTemplateRenderer(),
        { ...content, data: { ...CAMPAIGN_SAMPLE_DATA, ...content.data } },
        SAMPLE_RECIPIENT,
        SAMPLE_MESSAGE_ID,
        { track: false },
      ),
    'as a campaign sends it',
  )
}

/**
 * Sends the bulk form's (or a campaign's) content once to a test address, as the recipient of that
 * address would get it (a subscriber's own name and unsubscribe link when the address is one), with
 * "[Test]" before the subject. Not tracked; goes through the outbox like any other email.
 */
export async function sendTestEmail(ctx: AppContext, body: TestSendBody & { test_email: string }) {
  const mode =
    body.mode === 'template'
      ? 'email_template'
      : body.mode === 'marketing_template'
        ? 'marketing_template'
        : 'custom'
  if (mode === 'email_template' && !body.email_template_id)
    throw new Invalid(E.selectTemplate, 'TEMPLATE_REQUIRED')
  if (mode === 'marketing_template' && !body.template_id)
    throw new Invalid(E.selectTemplate, 'TEMPLATE_REQUIRED')
  const content = await loadContent(ctx.db, {
    contentMode: mode,
    templateId: body.template_id,
    emailTemplateId: body.email_template_id,
    subject: body.subject ?? '',
    html: body.html,
    templateData: await withDiscountCode(ctx.db, parseTemplateData(body.data_json), body.discount_code_id),
  })
  const email = body.test_email.trim().toLowerCase()
  const [sub] = await ctx.db.select().from(marketingSubscribers).where(eq(marketingSubscribers.email, email))
  const recipient: Recipient = {
    subscriberId: sub?.id ?? 'test',
    email,
    firstName: sub?.firstName ?? null,
    lastName: sub?.lastName ?? null,
    unsubscribeToken: sub?.unsubscribeToken ?? 'test',
  }
  checkLoadedContent(ctx, content)
  const id = crypto.randomUUID()
  const message = personalise(ctx, createTemplateRenderer(), content, recipient, id, { track: false })
  await ctx.mailer.enqueue({
    to: email,
    subject: `[Test] ${message.subject}`,
    html: message.html,
    text: message.text,
    idempotencyKey: `campaign-test:${id}`,
    headers: message.headers,
    tags: { category: 'marketing-test' },
  })
}
