import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { products } from './catalog.ts'
import { orders } from './orders.ts'

/**
 * A scheduled limited release of one product: public start, an optional holder window before it
 * (holders of at least `holder_minimum` $RDO may buy from `holder_starts_at`), and a per-customer limit.
 * The units its places hold are counted from its active admissions (no order yet): the admission
 * step only grants a place while those plus the request fit in the product's remaining stock (ordered
 * units have already left the stock).
 */
export const productDrops = pgTable(
  'product_drops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    holderStartsAt: timestamp('holder_starts_at', { withTimezone: true }),
    holderMinimum: numeric('holder_minimum', { precision: 30, scale: 9 }),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    /** The IANA time zone the admin scheduled in (the editor shows the times in it). */
    timeZone: text('time_zone').notNull().default('UTC'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_drops_product_idx').on(t.productId),
    index('product_drops_starts_idx').on(t.startsAt),
    check('product_drops_limit_check', sql`${t.perCustomerLimit} between 1 and 10`),
    check(
      'product_drops_window_check',
      sql`${t.holderStartsAt} is null or ${t.holderStartsAt} < ${t.startsAt}`,
    ),
  ],
)

export const DROP_ADMISSION_STATUSES = ['active', 'ordered', 'expired'] as const
export type DropAdmissionStatus = (typeof DROP_ADMISSION_STATUSES)[number]

/**
 * A buyer's place in a drop: granted by the admission step (one per customer and drop, whatever the
 * tab or device), good for `units` units until `expires_at`; the order that uses it records itself.
 * `position` is the order of arrival (fairness, and the admin's queue figures).
 */
export const dropAdmissions = pgTable(
  'drop_admissions',
  {
    dropId: uuid('drop_id')
      .notNull()
      .references(() => productDrops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Arrival order across all drops (a sequence): earlier admissions have smaller numbers. */
    position: bigserial('position', { mode: 'number' }).notNull(),
    units: integer('units').notNull(),
    status: text('status').$type<DropAdmissionStatus>().notNull().default('active'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dropId, t.userId] }),
    index('drop_admissions_expiry_idx').on(t.dropId, t.status, t.expiresAt),
    check('drop_admissions_status_check', sql`${t.status} in ('active', 'ordered', 'expired')`),
  ],
)

/** Customers who asked to be told when a drop opens. */
export const dropNotifyRequests = pgTable(
  'drop_notify_requests',
  {
    dropId: uuid('drop_id')
      .notNull()
      .references(() => productDrops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dropId, t.userId] }),
    // Segments: who asked to be told of any drop.
    index('drop_notify_requests_user_idx').on(t.userId),
  ],
)

/**
 * An arrival in a window's opening draw, whichever instance received it: one per customer and window
 * (a second tab or instance shares it). `rank` is its place in the draw's random order and `outcome`
 * what it got ('granted', 'sold_out', 'limit_reached'), both set when the draw is decided.
 */
export const dropDrawEntries = pgTable(
  'drop_draw_entries',
  {
    dropId: uuid('drop_id')
      .notNull()
      .references(() => productDrops.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true, precision: 3 }).notNull(),
    instance: text('instance').notNull(),
    rank: integer('rank'),
    outcome: text('outcome'),
    /** When it was decided: arrivals decided after their window's first decision came too late for it. */
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.dropId, t.opensAt, t.userId] }),
    index('drop_draw_entries_pending_idx')
      .on(t.dropId)
      .where(sql`${t.outcome} is null`),
  ],
)

/**
 * An instance taking part in a window's opening draw: registered when its first arrival joins, ready
 * once it has written its arrivals. The draw is decided when every instance is ready; past `decide_by`
 * it no longer waits for an instance that stopped (its presence lock gone), and a little later for any
 * (modules/drops/drop-draw.ts).
 */
export const dropDrawInstances = pgTable(
  'drop_draw_instances',
  {
    dropId: uuid('drop_id')
      .notNull()
      .references(() => productDrops.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    instance: text('instance').notNull(),
    decideBy: timestamp('decide_by', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.dropId, t.opensAt, t.instance] })],
)

/** The wallet that let an account in during a drop's holder window: one account per address and drop. */
export const dropHolderClaims = pgTable(
  'drop_holder_claims',
  {
    dropId: uuid('drop_id')
      .notNull()
      .references(() => productDrops.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dropId, t.address] })],
)
