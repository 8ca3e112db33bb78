import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { orderItems, orders } from './orders.ts'

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const

/**
 * A customer's request to send back lines of a delivered order. The admin approves (instructions go
 * by email) or rejects it with a message; on "received" the lines are refunded and restocked.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    /** The admin's instructions (approved) or reason (rejected), as sent to the customer. */
    adminMessage: text('admin_message'),
    decidedBy: uuid('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_status_created_idx').on(t.status, t.createdAt.desc()),
    index('order_returns_created_idx').on(t.createdAt.desc()),
  ],
)

export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('return_lines_return_item_idx').on(t.returnId, t.orderItemId),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
)

/**
 * One refund of part (or the rest) of an order's payment: chosen lines and quantities, shipping, or a
 * custom amount. `idempotency_key` is the provider's key, so a retried refund is the same refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id').references(() => orderReturns.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** Of the amount: the shipping (with its tax) and the custom part. */
    shippingCents: integer('shipping_cents').notNull().default(0),
    customCents: integer('custom_cents').notNull().default(0),
    reason: text('reason'),
    provider: text('provider'),
    providerRefundId: text('provider_refund_id'),
    status: text('status').notNull().default('succeeded'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_idx').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
)

export const refundLines = pgTable(
  'refund_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What these units cost the customer: price less their discount share, plus their tax. */
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    restock: boolean('restock').notNull().default(false),
  },
  (t) => [
    index('refund_lines_refund_idx').on(t.refundId),
    index('refund_lines_item_idx').on(t.orderItemId),
    check('refund_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
)

/** Free-standing internal notes on an order (staff only). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
)
