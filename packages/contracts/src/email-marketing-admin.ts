import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { emailSchema, text } from './common.ts'
import {
  CAMPAIGN_DEFAULT_RATE,
  CAMPAIGN_MAX_RATE,
  EMAIL_ADMIN_MESSAGES as E,
  MARKETING_MESSAGES as M,
} from './email-messages.ts'
import { CAMPAIGN_STATUSES, MARKETING_TEMPLATE_CATEGORIES, SUBSCRIBER_STATUSES } from './email.ts'
import { segmentRuleGroupSchema } from './segment-rules.ts'

/* ---------- segments ---------- */

/**
 * Who a segment holds. A preference set to true must be on for the subscriber; false or absent means
 * "either". `status` filters the count; sending always takes only active subscribers of the segment.
 */
export const segmentCriteriaSchema = z.object({
  preferences: z
    .object({
      newsletter: z.boolean().optional(),
      promotional: z.boolean().optional(),
      product_updates: z.boolean().optional(),
    })
    .default({}),
  status: z.enum(SUBSCRIBER_STATUSES).default('active'),
  /** Behaviour conditions (segment-rules.ts); absent means none. */
  rules: segmentRuleGroupSchema.optional(),
})
export type SegmentCriteria = z.infer<typeof segmentCriteriaSchema>
/** Criteria as a segment row holds them: what was given, so either part may be absent (`{}`: active). */
export type StoredSegmentCriteria = z.input<typeof segmentCriteriaSchema>
export const DEFAULT_SEGMENT_CRITERIA: SegmentCriteria = {
  preferences: { newsletter: true, promotional: true, product_updates: true },
  status: 'active',
}

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  criteria: segmentCriteriaSchema,
  /** Subscribers matching the criteria now. */
  count: z.number().int(),
  /** Of those, the ones a campaign would send to (active). */
  sendable: z.number().int(),
  created_at: z.string(),
})
export type Segment = z.infer<typeof segmentSchema>
export const segmentListResponse = adminPageOf(segmentSchema)
export type SegmentListResponse = z.infer<typeof segmentListResponse>
/** POST /api/admin/marketing/segments → 201; PATCH …/:id takes any subset (no defaults: a field left out keeps its value). */
export const segmentBody = z.object({
  name: text().trim().min(1, M.nameRequired).max(120),
  description: text().trim().max(1000).nullish(),
  criteria: segmentCriteriaSchema.default(DEFAULT_SEGMENT_CRITERIA),
})
export type SegmentBody = z.input<typeof segmentBody>
export const segmentPatch = segmentBody.extend({ criteria: segmentCriteriaSchema }).partial()
/** POST /api/admin/marketing/segments/count { criteria } → live count while the form is edited. */
export const segmentCountBody = z.object({ criteria: segmentCriteriaSchema })
export const segmentCountResponse = z.object({ count: z.number().int(), sendable: z.number().int() })
export type SegmentCountResponse = z.infer<typeof segmentCountResponse>

/* ---------- marketing templates ---------- */

export const marketingTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  category: z.enum(MARKETING_TEMPLATE_CATEGORIES),
  created_at: z.string(),
  updated_at: z.string(),
})
export type MarketingTemplate = z.infer<typeof marketingTemplateSchema>
export const marketingTemplateListResponse = adminPageOf(marketingTemplateSchema)
export type MarketingTemplateListResponse = z.infer<typeof marketingTemplateListResponse>
export const marketingTemplateBody = z.object({
  name: text().trim().min(1, M.nameRequired).max(120),
  description: text().trim().max(1000).nullish(),
  content: text().min(1, M.contentRequired).max(500_000),
  category: z.enum(MARKETING_TEMPLATE_CATEGORIES).default('general'),
})
export type MarketingTemplateBody = z.input<typeof marketingTemplateBody>
/** PATCH …/templates/:id: any subset; a field left out keeps its value (no default category). */
export const marketingTemplatePatch = marketingTemplateBody
  .extend({ category: z.enum(MARKETING_TEMPLATE_CATEGORIES) })
  .partial()

/* ---------- campaigns ---------- */

export const campaignProgressSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Skipped at send time: the subscriber unsubscribed, bounced or complained meanwhile. */
  skipped: z.number().int(),
  remaining: z.number().int(),
})
export type CampaignProgress = z.infer<typeof campaignProgressSchema>

/** Counted from the email events of the campaign's messages (each message's first open/click). */
export const campaignStatsSchema = z.object({
  sent_count: z.number().int(),
  open_count: z.number().int(),
  click_count: z.number().int(),
  bounce_count: z.number().int(),
  unsubscribe_count: z.number().int(),
  /** opens / sent, clicks / sent: fractions, null before anything was sent. */
  open_rate: z.number().nullable(),
  click_rate: z.number().nullable(),
})
export type CampaignStats = z.infer<typeof campaignStatsSchema>

export const CAMPAIGN_CONTENT_MODES = ['marketing_template', 'email_template', 'custom'] as const
export type CampaignContentMode = (typeof CAMPAIGN_CONTENT_MODES)[number]

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  content_mode: z.enum(CAMPAIGN_CONTENT_MODES),
  template_id: z.string().nullable(),
  template_name: z.string().nullable(),
  email_template_id: z.string().nullable(),
  segment_id: z.string().nullable(),
  segment_name: z.string().nullable(),
  /** The discount code the messages carry as {{discount_code}}, if any. */
  discount_code: z.string().nullable(),
  subject: z.string(),
  preview_text: z.string().nullable(),
  from_email: z.string(),
  from_name: z.string(),
  schedule_time: z.string().nullable(),
  rate_per_second: z.number().int(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  progress: campaignProgressSchema,
  stats: campaignStatsSchema,
})
export type Campaign = z.infer<typeof campaignSchema>

export const campaignListQuery = adminListQuery.extend({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
})
export type CampaignListQuery = z.infer<typeof campaignListQuery>
export const campaignListResponse = adminPageOf(campaignSchema)
export type CampaignListResponse = z.infer<typeof campaignListResponse>

const rate = z.coerce.number().int().min(1).max(CAMPAIGN_MAX_RATE).default(CAMPAIGN_DEFAULT_RATE)
/**
 * A discount code the messages carry: its code fills {{discount_code}} (in the template data). Only a
 * code customers can use now or once it starts: not an inactive, expired or used-up one.
 */
const discountCodeId = z.uuid().nullish()

/**
 * The content a campaign sends, by mode: a marketing template (its HTML), an email template (its
 * subject and HTML, with `data_json`), or custom subject + HTML. Placeholders {{first_name}} (fallback
 * 'there'), {{email}}, {{subscriber_id}} and {{unsubscribe_url}} are filled per recipient, escaped.
 */
export const campaignContentBody = z.object({
  content_mode: z.enum(CAMPAIGN_CONTENT_MODES),
  template_id: z.uuid(E.selectTemplate).nullish(),
  email_template_id: z.uuid(E.selectTemplate).nullish(),
  subject: text().trim().max(300).default(''),
  html: text().max(500_000).nullish(),
  data_json: text().max(100_000).default('{}'),
  discount_code_id: discountCodeId,
})

/**
 * POST /api/admin/marketing/campaigns → 201 campaign. `send`: 'draft' keeps it (status draft),
 * 'now' starts sending (status active), 'schedule' sends at `schedule_time` (status scheduled).
 * Name, segment, subject, sender name and a valid sender address are required; a template unless custom.
 */
export const campaignBody = campaignContentBody.extend({
  name: text().trim().min(1, M.nameRequired).max(200),
  description: text().trim().max(1000).nullish(),
  segment_id: z.uuid(E.selectSegment),
  subject: text().trim().min(1, M.subjectRequired).max(300),
  preview_text: text().trim().max(300).nullish(),
  from_email: emailSchema.or(z.literal('')).refine((v) => v !== '', M.fromEmailInvalid),
  from_name: text().trim().min(1, M.fromNameRequired).max(120),
  send: z.enum(['draft', 'now', 'schedule']).default('draft'),
  schedule_time: z.iso.datetime({ offset: true }).nullish(),
  rate_per_second: rate,
})
export type CampaignBody = z.input<typeof campaignBody>

/**
 * POST /api/admin/marketing/bulk: the Send Bulk Email form. Records a campaign named
 * 'Bulk Email - {template} - {date}' or 'Custom Email - {subject} - {date}' (status active) and starts
 * sending at once. 404 'Segment not found'; 422 'No subscribers match the segment criteria'.
 */
export const bulkSendBody = z.object({
  segment_id: z.uuid(E.selectSegment),
  mode: z.enum(['template', 'custom']),
  email_template_id: z.uuid(E.selectTemplate).nullish(),
  data_json: text().max(100_000).default('{}'),
  subject: text().trim().max(300).default(''),
  html: text().max(500_000).default(''),
  rate_per_second: rate,
  discount_code_id: discountCodeId,
})
export type BulkSendBody = z.input<typeof bulkSendBody>
export const campaignResponse = z.object({ campaign: campaignSchema, message: z.string() })
export type CampaignResponse = z.infer<typeof campaignResponse>

/**
 * POST /api/admin/marketing/test-send: sends the bulk form's (or a campaign's) content once to a test
 * address, rendered for that address ('Test email sent successfully').
 */
export const testSendBody = z.object({
  test_email: text().trim().min(1, E.testAddressRequired).pipe(emailSchema),
  mode: z.enum(['template', 'custom', 'marketing_template']),
  email_template_id: z.uuid(E.selectTemplate).nullish(),
  template_id: z.uuid(E.selectTemplate).nullish(),
  data_json: text().max(100_000).default('{}'),
  subject: text().trim().max(300).default(''),
  html: text().max(500_000).default(''),
  discount_code_id: discountCodeId,
})
export type TestSendBody = z.input<typeof testSendBody>
export const messageResponse = z.object({ message: z.string() })

/* ---------- subscribers ---------- */

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  status: z.enum(SUBSCRIBER_STATUSES),
  preferences: z.object({
    newsletter: z.boolean(),
    promotional: z.boolean(),
    product_updates: z.boolean(),
    frequency: z.string(),
  }),
  created_at: z.string(),
})
export type Subscriber = z.infer<typeof subscriberSchema>
export const subscriberListQuery = adminListQuery.extend({
  status: z.enum(['all', ...SUBSCRIBER_STATUSES]).default('all'),
})
export type SubscriberListQuery = z.infer<typeof subscriberListQuery>
export const subscriberListResponse = adminPageOf(subscriberSchema)
export type SubscriberListResponse = z.infer<typeof subscriberListResponse>

/* ---------- overview ---------- */

export const campaignPerformanceRowSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  sent_count: z.number().int(),
  open_count: z.number().int(),
  click_count: z.number().int(),
  open_rate: z.number().nullable(),
  updated_at: z.string(),
})
export type CampaignPerformanceRow = z.infer<typeof campaignPerformanceRowSchema>

/** GET /api/admin/marketing/overview — counts, average open rate, 5 recent campaigns, 5 performance rows, 30-day chart. */
export const marketingOverviewResponse = z.object({
  counts: z.object({
    subscribers: z.number().int(),
    active_subscribers: z.number().int(),
    campaigns: z.number().int(),
    templates: z.number().int(),
    segments: z.number().int(),
  }),
  /** Mean of the open rates of campaigns that sent something; null when none has. */
  average_open_rate: z.number().nullable(),
  recent_campaigns: z.array(campaignSchema),
  performance: z.array(campaignPerformanceRowSchema),
  series: z.array(
    z.object({ at: z.string(), sent: z.number().int(), opened: z.number().int(), clicked: z.number().int() }),
  ),
})
export type MarketingOverviewResponse = z.infer<typeof marketingOverviewResponse>
