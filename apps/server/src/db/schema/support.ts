import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { TICKET_PRIORITIES, TICKET_SOURCES, TICKET_STATUSES } from '@rdo/contracts'
import { user } from './auth.ts'
import { orders } from './orders.ts'

export const ticketPriority = pgEnum('ticket_priority', TICKET_PRIORITIES)
export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES)
export const ticketSource = pgEnum('ticket_source', TICKET_SOURCES)

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    priority: ticketPriority('priority').notNull().default('medium'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: ticketStatus('status').notNull().default('open'),
    source: ticketSource('source').notNull().default('support'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('support_tickets_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
)

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_created_idx').on(t.ticketId, t.createdAt)],
)
