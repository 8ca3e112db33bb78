import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'
import { EMAIL_ADMIN_MESSAGES as M, EMAIL_PERIODS, EMAIL_SEND_MAX_RECIPIENTS } from './email-messages.ts'

/**
 * A template variable as stored: its key is the normalised name (trimmed, lower-cased, spaces → `_`);
 * description and example default to the name.
 */
export const emailTemplateVariableSchema = z.object({
  name: z.string(),
  description: z.string(),
  example: z.string(),
})
export type EmailTemplateVariable = z.infer<typeof emailTemplateVariableSchema>

/** Normalises a variable name the way the editor and the server both do. */
export const normaliseVariableName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '_')

export const emailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  html_content: z.string(),
  text_content: z.string().nullable(),
  is_active: z.boolean(),
  variables: z.record(z.string(), emailTemplateVariableSchema),
  /** One of the templates the shop sends by name: it cannot be deleted. */
  built_in: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type EmailTemplate = z.infer<typeof emailTemplateSchema>

export const EMAIL_TEMPLATE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const
/** GET /api/admin/email/templates?q&status&page&per_page — by name (search over name, subject, description). */
export const emailTemplateListQuery = adminListQuery.extend({
  status: z.enum(EMAIL_TEMPLATE_STATUS_FILTERS).default('all'),
})
export type EmailTemplateListQuery = z.infer<typeof emailTemplateListQuery>
export const emailTemplateListResponse = adminPageOf(emailTemplateSchema)
export type EmailTemplateListResponse = z.infer<typeof emailTemplateListResponse>

/** A variable as the editor sends it: only the name is required. */
export const emailTemplateVariableInput = z.object({
  name: text().trim().min(1, M.variableNameRequired).max(64),
  description: text().trim().max(500).optional(),
  example: text().max(2000).optional(),
})

/** POST /api/admin/email/templates → 201 template (created active); PATCH …/:id takes any subset. */
export const emailTemplateBody = z.object({
  name: text().trim().min(1, M.requiredFields).max(120),
  description: text().trim().max(1000).nullish(),
  subject: text().trim().min(1, M.requiredFields).max(300),
  html_content: text().min(1, M.requiredFields).max(500_000),
  text_content: text().max(200_000).nullish(),
  variables: z.array(emailTemplateVariableInput).max(50).default([]),
})
export type EmailTemplateBody = z.input<typeof emailTemplateBody>
/** Fields left out of a patch keep their value (no defaults here: `variables` absent keeps them). */
export const emailTemplatePatch = emailTemplateBody
  .extend({ variables: z.array(emailTemplateVariableInput).max(50) })
  .partial()
  .extend({ is_active: z.boolean().optional() })
export type EmailTemplatePatch = z.input<typeof emailTemplatePatch>
export type EmailTemplatePatchBody = z.infer<typeof emailTemplatePatch>

/**
 * POST /api/admin/email/templates/preview: renders the editor's current content on the server with
 * `data` (by default each variable's example): HTML with CSS inlined, plus subject and text part.
 * The page shows the HTML in a sandboxed frame.
 */
export const emailPreviewBody = z.object({
  subject: text().max(300).default(''),
  html_content: text().max(500_000),
  text_content: text().max(200_000).nullish(),
  variables: z.array(emailTemplateVariableInput).max(50).default([]),
  data: z.record(z.string(), z.unknown()).optional(),
})
export type EmailPreviewBody = z.input<typeof emailPreviewBody>
export const emailPreviewResponse = z.object({ subject: z.string(), html: z.string(), text: z.string() })
export type EmailPreviewResponse = z.infer<typeof emailPreviewResponse>

/** One event of the email log, with the user it concerns when known. */
export const emailLogSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  recipient: z.string().nullable(),
  subject: z.string().nullable(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  email_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  created_at: z.string(),
})
export type EmailLog = z.infer<typeof emailLogSchema>

/** GET /api/admin/email/logs?q&event&period — newest first, searched over recipient, subject, user email and name. */
export const emailLogListQuery = adminListQuery.extend({
  event: text().trim().max(40).optional(),
  period: z.enum(EMAIL_PERIODS).default('all'),
  campaign_id: z.uuid().optional(),
})
export type EmailLogListQuery = z.infer<typeof emailLogListQuery>
export const emailLogListResponse = adminPageOf(emailLogSchema)
export type EmailLogListResponse = z.infer<typeof emailLogListResponse>

export const emailCountsSchema = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  bounced: z.number().int(),
  complained: z.number().int(),
})
export type EmailCounts = z.infer<typeof emailCountsSchema>

/**
 * Rates as fractions 0–1, null when the denominator is 0: delivery = delivered/sent, open =
 * opened/delivered, click = clicked/opened, bounce = bounced/sent.
 */
export const emailRatesSchema = z.object({
  delivery_rate: z.number().nullable(),
  open_rate: z.number().nullable(),
  click_rate: z.number().nullable(),
  bounce_rate: z.number().nullable(),
})
export type EmailRates = z.infer<typeof emailRatesSchema>

/** GET /api/admin/email/overview?period — counted by the server over the whole period. */
export const emailOverviewQuery = z.object({ period: z.enum(EMAIL_PERIODS).default('week') })
export const emailOverviewResponse = z.object({
  period: z.enum(EMAIL_PERIODS),
  /** Start of the period (ISO), null for All Time. */
  from: z.string().nullable(),
  counts: emailCountsSchema,
  rates: emailRatesSchema,
  /** The chart: one point per hour (today) or per day (other periods), oldest first. */
  bucket: z.enum(['hour', 'day']),
  series: z.array(
    z.object({
      at: z.string(),
      sent: z.number().int(),
      opened: z.number().int(),
      clicked: z.number().int(),
      bounced: z.number().int(),
    }),
  ),
  /** The 10 most recent events (of any period). */
  recent: z.array(emailLogSchema),
})
export type EmailOverviewResponse = z.infer<typeof emailOverviewResponse>

/** Comma-separated addresses, trimmed; each must be valid; at most EMAIL_SEND_MAX_RECIPIENTS. */
export const recipientListSchema = text()
  .max(20_000)
  .transform((v) =>
    v
      .split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((list) => list.length > 0, M.requiredFields)
  .refine((list) => list.length <= EMAIL_SEND_MAX_RECIPIENTS, M.tooManyRecipients(EMAIL_SEND_MAX_RECIPIENTS))
  .refine(
    (list) => list.every((a) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(a) && a.length <= 254),
    M.invalidRecipients,
  )

/**
 * POST /api/admin/email/send: a custom email (subject + HTML) or a template with its data given as JSON
 * text ('Invalid template data JSON' when it does not parse to an object). Queued through the outbox;
 * answers { success, message: 'Email sent successfully' } with the queued ids.
 */
export const emailSendBody = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('custom'),
    to: recipientListSchema,
    subject: text().trim().min(1, M.requiredFields).max(300),
    html: text().min(1, M.requiredFields).max(500_000),
  }),
  z.object({
    mode: z.literal('template'),
    to: recipientListSchema,
    template_id: z.uuid(M.requiredFields),
    data_json: text().max(100_000).default('{}'),
  }),
])
export type EmailSendBody = z.input<typeof emailSendBody>
export const emailSendResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  ids: z.array(z.string()),
})
export type EmailSendResponse = z.infer<typeof emailSendResponse>
