import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { FULFILMENT_PROVIDERS, FULFILMENT_STATUSES, OPEN_FULFILMENT_STATUSES } from '@rdo/contracts'
import { products } from './catalog.ts'
import { orders } from './orders.ts'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * The Printify variant that makes one of our sellable combinations (size × colour; '' where the
 * product has none). Written by the import and by linking a product in the editor; read when an
 * order is submitted (by variant id) and when a shipment arrives (by SKU).
 */
export const printifyVariantLinks = pgTable(
  'printify_variant_links',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    printifyProductId: text('printify_product_id').notNull(),
    printifyVariantId: bigint('printify_variant_id', { mode: 'number' }).notNull(),
    sku: text('sku'),
    /** Printify's is_available (and is_enabled) at the last import or check. */
    available: boolean('available').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'printify_variant_links_pk', columns: [t.productId, t.size, t.color] }),
    index('printify_variant_links_sku_idx').on(t.sku),
  ],
)

/** One provider's part of a paid order: its lines go to Printify together, or ship from stock. */
export const fulfilments = pgTable(
  'fulfilments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: FULFILMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: FULFILMENT_STATUSES }).notNull().default('pending'),
    /** The provider's order id (Printify's), once created. */
    providerOrderId: text('provider_order_id'),
    providerShopId: bigint('provider_shop_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** While a worker is talking to the provider: no other worker submits before this passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fulfilments_provider_check', sql`${t.provider} in (${list(FULFILMENT_PROVIDERS)})`),
    check('fulfilments_status_check', sql`${t.status} in (${list(FULFILMENT_STATUSES)})`),
    unique('fulfilments_order_provider_unique').on(t.orderId, t.provider),
    uniqueIndex('fulfilments_provider_order_idx')
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    // The back office's queue: by status (and provider), oldest first.
    index('fulfilments_status_created_idx').on(t.status, t.createdAt),
    index('fulfilments_provider_status_created_idx').on(t.provider, t.status, t.createdAt),
    index('fulfilments_created_idx').on(t.createdAt),
    // The queue's default view (everything still open), in page order without a sort.
    index('fulfilments_open_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in (${list(OPEN_FULFILMENT_STATUSES)})`),
    index('fulfilments_provider_open_created_idx')
      .on(t.provider, t.createdAt)
      .where(sql`${t.status} in (${list(OPEN_FULFILMENT_STATUSES)})`),
  ],
)

/**
 * How many fulfilments each (provider, status) has, kept by a trigger on `fulfilments` so the queue's
 * totals are a sum of a few rows instead of a count of the table. Each change lands on one of 16 shards
 * (picked at random), so payments and workers changing fulfilments at the same time do not queue up
 * on one counter row; a total sums the shards.
 */
export const fulfilmentCounts = pgTable(
  'fulfilment_counts',
  {
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.provider, t.status, t.shard] })],
)

/** A parcel: its carrier and tracking; the lines in it point at it (order_items.shipment_id). */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fulfilmentId: uuid('fulfilment_id')
      .notNull()
      .references(() => fulfilments.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.shippedAt),
    unique('shipments_fulfilment_tracking_unique').on(t.fulfilmentId, t.carrier, t.trackingNumber),
  ],
)

/** Provider events (webhooks) already applied: a delivery repeated by the provider is applied once. */
export const fulfilmentEvents = pgTable(
  'fulfilment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    fulfilmentId: uuid('fulfilment_id').references(() => fulfilments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'fulfilment_events_pk', columns: [t.provider, t.eventId] }),
    index('fulfilment_events_fulfilment_idx').on(t.fulfilmentId),
  ],
)

/** The webhooks registered with Printify, per shop: each shop's deliveries are signed with its secret. */
export const printifyWebhooks = pgTable('printify_webhooks', {
  shopId: bigint('shop_id', { mode: 'number' }).primaryKey(),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  /** topic → Printify's webhook id */
  webhookIds: jsonb('webhook_ids').$type<Record<string, string>>().notNull().default({}),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Requests the shop may send Printify, shared by every process: each request takes the next free
 * slot, so all instances together keep to the configured rate.
 */
export const providerRateSlots = pgTable('provider_rate_slots', {
  provider: text('provider').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
})
