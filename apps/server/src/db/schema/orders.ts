import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  LINE_STATES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderAddress,
  type OrderShippingRate,
} from '@rdo/contracts'
import { user } from './auth.ts'
import { products, productVariants } from './catalog.ts'
import { fulfilments, shipments } from './fulfilment.ts'
import { partnerDesigns } from './partners.ts'

export const orderStatus = pgEnum('order_status', ORDER_STATUSES)
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the customer's account is deleted: the order stays for the books, the person is removed.
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: orderStatus('status').notNull().default('pending_payment'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    contactEmail: text('contact_email'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The discount code used (kept as typed, upper-case, even if the code is later deleted). */
    discountCodeId: uuid('discount_code_id'),
    discountCode: text('discount_code'),
    /** The whole saving: the lines' shares plus `shipping_discount_cents`. */
    discountCents: integer('discount_cents').notNull().default(0),
    shippingDiscountCents: integer('shipping_discount_cents').notNull().default(0),
    /** The whole tax: the lines' tax plus `shipping_tax_cents`. */
    taxCents: integer('tax_cents').notNull().default(0),
    shippingTaxCents: integer('shipping_tax_cents').notNull().default(0),
    /** Who computed the tax: 'shop' (the admin's rates) or 'stripe' (Stripe Tax, final at payment). */
    taxSource: text('tax_source').notNull().default('shop'),
    /** The sum of the order's refunds. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    shippingRate: jsonb('shipping_rate').$type<OrderShippingRate>(),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The checkout's Idempotency-Key: a retry with it answers with this order instead of a new one. */
    idempotencyKey: text('idempotency_key'),
    /** Digest of the request that placed the order, to tell a retry from a reused key. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    check('orders_subtotal_cents_check', sql`${t.subtotalCents} >= 0`),
    check('orders_shipping_cents_check', sql`${t.shippingCents} >= 0`),
    check('orders_total_cents_check', sql`${t.totalCents} >= 0`),
    check('orders_discount_cents_check', sql`${t.discountCents} >= 0`),
    check('orders_tax_cents_check', sql`${t.taxCents} >= 0`),
    check(
      'orders_refunded_cents_check',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`,
    ),
    index('orders_discount_code_idx').on(t.discountCodeId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The back office's filtered, sorted order pages.
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('orders_total_idx').on(t.totalCents),
    index('orders_status_total_idx').on(t.status, t.totalCents),
    index('orders_id_text_idx').using('btree', sql`(${t.id}::text) text_pattern_ops`),
    index('orders_payment_reference_idx').on(t.paymentProvider, t.paymentReference),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    partnerDesignId: uuid('partner_design_id').references(() => partnerDesigns.id, { onDelete: 'set null' }),
    // For partner store products: the derived product type (e.g. 't-shirt', 'hoodie').
    productType: text('product_type'),
    name: text('name').notNull(),
    size: text('size'),
    color: text('color'),
    imageUrl: text('image_url'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's discount (all units). */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The tax rate applied, in parts per million (7.25 % = 72,500), and the line's tax (all units). */
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** Units refunded so far (by line refunds and received returns). */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** Set when the order is paid: which provider's part of the order this line belongs to. */
    fulfilmentId: uuid('fulfilment_id').references((): AnyPgColumn => fulfilments.id, {
      onDelete: 'set null',
    }),
    /** processing → in_production → shipped → delivered (LINE_STATES). */
    fulfilmentState: text('fulfilment_state', { enum: LINE_STATES }).notNull().default('processing'),
    shipmentId: uuid('shipment_id').references((): AnyPgColumn => shipments.id, { onDelete: 'set null' }),
    /** The provider's product, variant and SKU this line was submitted as (Printify lines). */
    providerProductId: text('provider_product_id'),
    providerVariantId: text('provider_variant_id'),
    providerSku: text('provider_sku'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_items_unit_price_cents_check', sql`${t.unitPriceCents} >= 0`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_items_refunded_quantity_check',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_partner_design_idx').on(t.partnerDesignId),
    index('order_items_fulfilment_idx').on(t.fulfilmentId),
    check(
      'order_items_fulfilment_state_check',
      sql`${t.fulfilmentState} in (${sql.raw(LINE_STATES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
)

/** One line of an order's stock take: a size (or a product without sizes) and its units. */
export type StockTakeLine = { variant_id: string | null; product_id: string; quantity: number }

/**
 * An order's stock, taken as its transaction commits. The order writes its row here; a deferred
 * constraint trigger (`order_stock_takes_apply`) takes the lines out of the variants' and products'
 * stock during the commit, in the same lock order as every other stock change (variants by id, then
 * products by id), fails the commit when a line no longer fits, and deletes the row. The stock rows
 * everyone buying a product shares are locked only for the commit itself, not for the round trips of
 * the rest of the order. No foreign key: the row never outlives its transaction.
 */
export const orderStockTakes = pgTable('order_stock_takes', {
  orderId: uuid('order_id').primaryKey(),
  lines: jsonb('lines').$type<StockTakeLine[]>().notNull(),
})

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_order_idx').on(t.orderId),
  ],
)

/** The timeline of an order: every status change, by whom (null for the system) and why. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
)
