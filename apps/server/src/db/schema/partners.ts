import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  PARTNER_LEDGER_KINDS,
  PARTNER_LEDGER_STATUSES,
  PARTNER_PAYOUT_ASSETS,
  PARTNER_STATUSES,
} from '@rdo/contracts'
import { user } from './auth.ts'
import { orderItems } from './orders.ts'

export const partnerStatus = pgEnum('partner_status', PARTNER_STATUSES)
export const partnerLedgerStatus = pgEnum('partner_ledger_status', PARTNER_LEDGER_STATUSES)
export const partnerLedgerKind = pgEnum('partner_ledger_kind', PARTNER_LEDGER_KINDS)

export const partnerProjects = pgTable(
  'partner_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    tokenAddress: text('token_address'),
    websiteUrl: text('website_url').notNull(),
    logoUrl: text('logo_url'),
    description: text('description').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    walletAddress: text('wallet_address').notNull(),
    status: partnerStatus('status').notNull().default('pending'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_projects_created_by_idx').on(t.createdBy, t.createdAt.desc().nullsFirst()),
    index('partner_projects_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
)

export const partnerDesigns = pgTable(
  'partner_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partnerProjects.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    style: text('style').notNull().default('modern streetwear'),
    status: partnerStatus('status').notNull().default('pending'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    votes: integer('votes').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partner_designs_title_check', sql`char_length(${t.title}) <= 100`),
    check('partner_designs_description_check', sql`char_length(${t.description}) <= 500`),
    index('partner_designs_partner_status_created_idx').on(
      t.partnerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
    ),
  ],
)

export const partnerEmbeds = pgTable(
  'partner_embeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partnerProjects.id, { onDelete: 'cascade' }),
    embedCode: text('embed_code').notNull(),
    embedType: text('embed_type').notNull().default('iframe'),
    // host names allowed to frame the store (CSP frame-ancestors)
    allowedDomains: text('allowed_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_embeds_partner_idx').on(t.partnerId, t.createdAt.desc().nullsFirst())],
)

export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partnerProjects.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    // on-chain transaction signature or other payment reference
    transaction: text('transaction'),
    // A payout checked on chain: the token paid ('RDO' or the project's own 'TOKEN'), its mint, the rate
    // (tokens per US dollar) the dollars due were converted at, the amount due and what the chain showed.
    asset: text('asset', { enum: PARTNER_PAYOUT_ASSETS }),
    mint: text('mint'),
    rate: numeric('rate', { precision: 38, scale: 9 }),
    tokenAmount: numeric('token_amount', { precision: 38, scale: 9 }),
    transferred: numeric('transferred', { precision: 38, scale: 9 }),
    wallet: text('wallet'),
    signature: text('signature'),
    verified: jsonb('verified').$type<Record<string, unknown>>(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partner_payouts_amount_cents_check', sql`${t.amountCents} >= 0`),
    index('partner_payouts_partner_created_idx').on(t.partnerId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('partner_payouts_signature_idx').on(t.signature),
  ],
)

/**
 * The partner's revenue share, one signed entry per event: an accrual (+20% of a paid partner order
 * line) and, when that order is refunded, one reversal (−the same amount). Entries without a payout are
 * the pending balance; a payout takes all of them, so a refund after a payout lowers the next one.
 */
export const partnerLedger = pgTable(
  'partner_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partnerProjects.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: partnerLedgerKind('kind').notNull().default('accrual'),
    amountCents: integer('amount_cents').notNull(),
    status: partnerLedgerStatus('status').notNull().default('accrued'),
    payoutId: uuid('payout_id').references(() => partnerPayouts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'partner_ledger_amount_sign_check',
      sql`(${t.kind} = 'accrual' and ${t.amountCents} >= 0) or (${t.kind} = 'reversal' and ${t.amountCents} <= 0)`,
    ),
    uniqueIndex('partner_ledger_item_kind_idx').on(t.orderItemId, t.kind),
    index('partner_ledger_partner_created_idx').on(t.partnerId, t.createdAt.desc().nullsFirst()),
    index('partner_ledger_partner_status_idx').on(t.partnerId, t.status),
    index('partner_ledger_payout_idx').on(t.payoutId),
  ],
)
