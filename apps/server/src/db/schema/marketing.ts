import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  CAMPAIGN_STATUSES,
  MARKETING_TEMPLATE_CATEGORIES,
  SUBSCRIBER_STATUSES,
  type StoredSegmentCriteria,
  type SubscriberPreferences,
} from '@rdo/contracts'
import { user } from './auth.ts'
import { emailTemplates } from './email.ts'

export const subscriberStatus = pgEnum('subscriber_status', SUBSCRIBER_STATUSES)
export const marketingTemplateCategory = pgEnum('marketing_template_category', MARKETING_TEMPLATE_CATEGORIES)
export const campaignStatus = pgEnum('campaign_status', CAMPAIGN_STATUSES)

export const marketingSubscribers = pgTable(
  'marketing_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // stored lower-cased
    email: text('email').notNull().unique(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: subscriberStatus('status').notNull().default('active'),
    preferences: jsonb('preferences')
      .$type<SubscriberPreferences>()
      .notNull()
      .default({ newsletter: true, promotional: true, product_updates: true, frequency: 'weekly' }),
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketing_subscribers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('marketing_subscribers_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('marketing_subscribers_user_idx').on(t.userId),
  ],
)

export const marketingTemplates = pgTable('marketing_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  content: text('content').notNull(),
  category: marketingTemplateCategory('category').notNull().default('general'),
  variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const marketingSegments = pgTable('marketing_segments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  criteria: jsonb('criteria').$type<StoredSegmentCriteria>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const marketingCampaigns = pgTable(
  'marketing_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    templateId: uuid('template_id').references(() => marketingTemplates.id, { onDelete: 'set null' }),
    segmentId: uuid('segment_id').references(() => marketingSegments.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    previewText: text('preview_text'),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull(),
    scheduleTime: timestamp('schedule_time', { withTimezone: true }),
    status: campaignStatus('status').notNull().default('draft'),
    /** marketing_template (template_id), email_template (email_template_id + template_data) or custom (html). */
    contentMode: text('content_mode').notNull().default('marketing_template'),
    emailTemplateId: uuid('email_template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    html: text('html'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Messages per second while sending (batches of this many, one batch a second). */
    ratePerSecond: integer('rate_per_second').notNull().default(10),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketing_campaigns_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('marketing_campaigns_status_schedule_idx').on(t.status, t.scheduleTime),
  ],
)

export const campaignPerformance = pgTable(
  'campaign_performance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .unique()
      .references(() => marketingCampaigns.id, { onDelete: 'cascade' }),
    campaignName: text('campaign_name').notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    openCount: integer('open_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    bounceCount: integer('bounce_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'campaign_performance_counts_check',
      sql`${t.sentCount} >= 0 and ${t.openCount} >= 0 and ${t.clickCount} >= 0 and ${t.bounceCount} >= 0`,
    ),
  ],
)

export const CAMPAIGN_RECIPIENT_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number]

/**
 * The send ledger of a campaign: one row per subscriber, written when sending starts. A row leaves
 * `pending` once, in the transaction that records its message, so a restarted sender continues where
 * the last one stopped and never sends a recipient twice.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => marketingCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => marketingSubscribers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status').$type<CampaignRecipientStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    emailMessageId: uuid('email_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.subscriberId] }),
    index('campaign_recipients_status_idx').on(t.campaignId, t.status),
    check('campaign_recipients_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
)

/**
 * Email events counted per hour and type, kept by a statement trigger on email_logs: the dashboard
 * reads a period's totals from here instead of counting millions of log rows.
 */
export const emailEventCounts = pgTable(
  'email_event_counts',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    eventType: text('event_type').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.eventType] })],
)

/** The same counts per UTC day (kept by the same trigger): long periods read a few hundred rows. */
export const emailEventDaily = pgTable(
  'email_event_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.eventType] })],
)
