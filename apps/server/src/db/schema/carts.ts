import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { products } from './catalog.ts'
import { orders } from './orders.ts'

/** One stored cart line: what identifies it and how many (the catalogue supplies the rest). */
export type StoredCartLine = {
  product_id: string
  size: string | null
  color: string | null
  quantity: number
  image_url: string | null
}

/**
 * A signed-in customer's cart, one per account. `cart_id` names the current cart: it changes when an
 * order is placed or the cart is emptied, so a reminder sent for one cart never repeats for it and a
 * new cart can get its own.
 */
export const carts = pgTable(
  'carts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id').notNull().defaultRandom(),
    lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
    itemCount: integer('item_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this cart's reminder went out; null while none has. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The browser's key of the last visitor cart merged in: a retried merge with it changes nothing. */
    lastMergeKey: uuid('last_merge_key'),
  },
  (t) => [
    check('carts_item_count_check', sql`${t.itemCount} >= 0`),
    // The reminder scan: carts with items, not yet reminded, oldest change first.
    index('carts_abandoned_idx')
      .on(t.updatedAt)
      .where(sql`${t.remindedAt} is null and ${t.itemCount} > 0`),
  ],
)

/** A reminder sent for an abandoned cart, and the order that followed it (its conversion). */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** At most one reminder per cart, whatever runs the scan. */
    cartId: uuid('cart_id').notNull().unique(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    emailMessageId: uuid('email_message_id'),
    itemCount: integer('item_count').notNull(),
    valueCents: integer('value_cents').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
  },
  (t) => [index('cart_reminders_sent_idx').on(t.sentAt.desc().nullsFirst())],
)

/**
 * Each customer's orders summed up, kept by a trigger on `orders`: placed orders (past payment, not
 * cancelled), the newest one's time, and what paid orders cost less refunds. Segments ask these
 * instead of aggregating every order of every subscriber.
 */
export const customerOrderStats = pgTable(
  'customer_order_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    placedCount: integer('placed_count').notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('customer_order_stats_last_order_idx').on(t.lastOrderAt),
    index('customer_order_stats_spent_idx').on(t.spentCents),
  ],
)

/**
 * Which products each customer has bought: one row per (product, customer) with a line in an order
 * that counts as bought (same rule as customer_order_stats). Kept by triggers on orders and
 * order_items; the "bought a product / from a category" segments read it instead of every order line.
 */
export const customerProductPurchases = pgTable(
  'customer_product_purchases',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    index('customer_product_purchases_user_idx').on(t.userId),
  ],
)
