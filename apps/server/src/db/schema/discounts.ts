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
import { orders } from './orders.ts'

export const DISCOUNT_KINDS = ['percentage', 'fixed', 'free_shipping'] as const
export const DISCOUNT_SCOPES = ['order', 'products', 'categories'] as const

/**
 * A discount code. `uses` counts the live redemptions (paid orders and unpaid ones not yet expired):
 * a checkout takes a use with one conditional update (`uses < usage_limit`), so concurrent checkouts
 * for the last use serialise on the row and exactly one gets it; an unpaid order that expires or is
 * cancelled gives its use back.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; customers may type it in any case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** Percentage codes: 1–100. */
    percentOff: integer('percent_off'),
    /** Fixed-amount codes: the amount off, in cents. */
    amountOffCents: integer('amount_off_cents'),
    scope: text('scope', { enum: DISCOUNT_SCOPES }).notNull().default('order'),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The IANA time zone the admin scheduled in (the editor shows the times in it). */
    timeZone: text('time_zone').notNull().default('UTC'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Whether the code may discount a drop's product. */
    allowDropProducts: boolean('allow_drop_products').notNull().default(false),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(sql`upper(${t.code})`),
    index('discount_codes_created_idx').on(t.createdAt.desc()),
    check('discount_codes_uses_check', sql`${t.uses} >= 0`),
    check(
      'discount_codes_cap_check',
      sql`${t.usageLimit} is null or (${t.usageLimit} > 0 and ${t.uses} <= ${t.usageLimit})`,
    ),
    check(
      'discount_codes_per_customer_check',
      sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0`,
    ),
    check('discount_codes_percent_check', sql`${t.percentOff} is null or ${t.percentOff} between 1 and 100`),
    check('discount_codes_amount_check', sql`${t.amountOffCents} is null or ${t.amountOffCents} > 0`),
    check('discount_codes_min_check', sql`${t.minSubtotalCents} >= 0`),
    check(
      'discount_codes_window_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
)

/** One order's use of a code. Deleted (and the code's `uses` decremented) when an unpaid order lapses. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_idx').on(t.orderId),
    index('discount_redemptions_code_user_idx').on(t.codeId, t.userId),
    check('discount_redemptions_cents_check', sql`${t.discountCents} >= 0`),
  ],
)
