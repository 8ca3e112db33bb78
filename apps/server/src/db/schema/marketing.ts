import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { CAMPAIGN_STATUSES, MARKETING_TEMPLATE_CATEGORIES, SUBSCRIBER_STATUSES } from '@rdo/contracts'
import { user } from './auth.ts'

export const subscriberStatus = pgEnum('subscriber_status', SUBSCRIBER_STATUSES)
export const marketingTemplateCategory = pgEnum('marketing_template_category', MARKETING_TEMPLATE_CATEGORIES)
export const campaignStatus = pgEnum('campaign_status', CAMPAIGN_STATUSES)

export type SubscriberPreferences = {
  newsletter: boolean
  promotional: boolean
  product_updates: boolean
  frequency: 'daily' | 'weekly' | 'monthly' | 'never'
}
export type SegmentCriteria = {
  preferences?: { newsletter?: boolean; promotional?: boolean; product_updates?: boolean }
  status?: 'active' | 'unsubscribed' | 'bounced' | 'complained'
}

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
  criteria: jsonb('criteria').$type<SegmentCriteria>().notNull().default({}),
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
