import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { EMAIL_MESSAGE_STATUSES, type EmailTemplateVariable } from '@rdo/contracts'
import { user } from './auth.ts'

export const emailMessageStatus = pgEnum('email_message_status', EMAIL_MESSAGE_STATUSES)

export type EmailTemplateVariables = Record<string, EmailTemplateVariable>

export const emailTemplates = pgTable('email_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  subject: text('subject').notNull(),
  htmlContent: text('html_content').notNull(),
  textContent: text('text_content'),
  isActive: boolean('is_active').notNull().default(true),
  variables: jsonb('variables').$type<EmailTemplateVariables>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The outbox: one row per email to deliver, also the delivery record. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    toAddresses: text('to_addresses').array().notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    templateName: text('template_name'),
    /** Set while a template email waits for its delivery job to render it (html is null until then). */
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: emailMessageStatus('status').notNull().default('queued'),
    transport: text('transport'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('email_messages_status_created_idx').on(t.status, t.createdAt),
  ],
)

export const emailLogs = pgTable(
  'email_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: uuid('email_id').references(() => emailMessages.id, { onDelete: 'set null' }),
    // e.g. queued, sent, failed, opened, clicked, bounced, complained, unsubscribed
    eventType: text('event_type').notNull(),
    recipient: text('recipient'),
    subject: text('subject'),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The marketing campaign the message belonged to (no foreign key: logs outlive campaigns). */
    campaignId: uuid('campaign_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_logs_campaign_event_idx').on(t.campaignId, t.eventType),
    index('email_logs_user_idx').on(t.userId),
    // The log search (recipient or subject containing a term) over millions of rows.
    index('email_logs_recipient_trgm_idx').using('gin', sql`lower(${t.recipient}) gin_trgm_ops`),
    index('email_logs_subject_trgm_idx').using('gin', sql`lower(${t.subject}) gin_trgm_ops`),
    // A message's first open and first click are its only ones in the log (rates stay ≤ 100%).
    uniqueIndex('email_logs_first_event_idx')
      .on(t.emailId, t.eventType)
      .where(sql`${t.eventType} in ('opened', 'clicked')`),
    index('email_logs_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('email_logs_event_created_idx').on(t.eventType, t.createdAt.desc().nullsFirst()),
    index('email_logs_email_idx').on(t.emailId),
  ],
)
