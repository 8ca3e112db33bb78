import { sql } from 'drizzle-orm'
import {
  bigint,
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
  DESIGN_PRODUCTION_STATUSES,
  DESIGN_REWARD_KINDS,
  REWARD_ASSETS,
  type PublishDesignBody,
} from '@rdo/contracts'
import { user } from './auth.ts'
import { products } from './catalog.ts'
import { communityDesigns } from './community.ts'
import { orderItems } from './orders.ts'
import { partnerDesigns } from './partners.ts'
import { refunds } from './refunds.ts'

export const designRewardKind = pgEnum('design_reward_kind', DESIGN_REWARD_KINDS)
export const rewardAsset = pgEnum('reward_asset', REWARD_ASSETS)

/**
 * A design being made into a Printify product: one row per community design, or per partner design and
 * store type (its `printify_tag` is the key the Printify product carries, so a retry finds the product
 * an earlier attempt created instead of making another). One attempt at a time holds the row through
 * `lease_until`.
 */
export const designProductions = pgTable(
  'design_productions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id').references(() => communityDesigns.id, { onDelete: 'cascade' }),
    partnerDesignId: uuid('partner_design_id').references(() => partnerDesigns.id, { onDelete: 'cascade' }),
    // The partner store type (tshirt, hoodie, hat) the Printify product takes over; partner designs only.
    productType: text('product_type'),
    status: text('status', { enum: DESIGN_PRODUCTION_STATUSES }).notNull().default('creating'),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    blueprintId: integer('blueprint_id').notNull(),
    printProviderId: integer('print_provider_id').notNull(),
    request: jsonb('request').$type<PublishDesignBody>().notNull(),
    printifyTag: text('printify_tag').notNull(),
    printifyImageId: text('printify_image_id'),
    printifyProductId: text('printify_product_id'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'design_productions_subject_check',
      sql`(${t.designId} is null) <> (${t.partnerDesignId} is null) and (${t.partnerDesignId} is null) = (${t.productType} is null)`,
    ),
    uniqueIndex('design_productions_design_idx').on(t.designId),
    uniqueIndex('design_productions_partner_type_idx')
      .on(t.partnerDesignId, t.productType)
      .where(sql`${t.partnerDesignId} is not null`),
    uniqueIndex('design_productions_tag_idx').on(t.printifyTag),
    index('design_productions_product_idx').on(t.productId),
  ],
)

/** A payout to a designer's wallet, checked on chain: the transaction, what it moved and what it paid. */
export const designPayouts = pgTable(
  'design_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => communityDesigns.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    asset: rewardAsset('asset').notNull(),
    amount: numeric('amount', { precision: 38, scale: 9 }).notNull(),
    wallet: text('wallet').notNull(),
    signature: text('signature').notNull(),
    transferred: numeric('transferred', { precision: 38, scale: 9 }).notNull(),
    verified: jsonb('verified').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('design_payouts_signature_idx').on(t.signature),
    check('design_payouts_amount_check', sql`${t.amount} > 0 and ${t.transferred} >= ${t.amount}`),
    index('design_payouts_design_created_idx').on(t.designId, t.createdAt.desc().nullsFirst()),
    index('design_payouts_recipient_created_idx').on(t.recipientId, t.createdAt.desc().nullsFirst()),
  ],
)

/**
 * The designer's rewards, one signed entry per event: the production bonus (SOL, once per design), a
 * sale share per paid line ($RDO at the stored rate), and reversals of refunded units. Entries without a
 * payout are pending; a payout locks the entries it paid.
 */
export const designRewardEntries = pgTable(
  'design_reward_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designId: uuid('design_id')
      .notNull()
      .references(() => communityDesigns.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: designRewardKind('kind').notNull(),
    asset: rewardAsset('asset').notNull(),
    amount: numeric('amount', { precision: 38, scale: 9 }).notNull(),
    rdoPerUsd: numeric('rdo_per_usd', { precision: 20, scale: 6 }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    payoutId: uuid('payout_id').references(() => designPayouts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'design_reward_entries_sign_check',
      sql`(${t.kind} = 'reversal' and ${t.amount} < 0) or (${t.kind} <> 'reversal' and ${t.amount} > 0)`,
    ),
    check(
      'design_reward_entries_kind_check',
      sql`(${t.kind} = 'production_bonus' and ${t.asset} = 'SOL') or (${t.kind} <> 'production_bonus' and ${t.asset} = 'RDO' and ${t.rdoPerUsd} is not null)`,
    ),
    uniqueIndex('design_reward_entries_bonus_idx')
      .on(t.designId)
      .where(sql`${t.kind} = 'production_bonus'`),
    uniqueIndex('design_reward_entries_sale_idx')
      .on(t.orderItemId)
      .where(sql`${t.kind} = 'sale_share'`),
    uniqueIndex('design_reward_entries_reversal_idx')
      .on(t.orderItemId, t.refundId)
      .where(sql`${t.kind} = 'reversal'`),
    index('design_reward_entries_design_created_idx').on(t.designId, t.createdAt.desc().nullsFirst()),
    index('design_reward_entries_recipient_idx').on(t.recipientId, t.designId),
    index('design_reward_entries_pending_idx')
      .on(t.designId, t.asset)
      .where(sql`${t.payoutId} is null`),
    index('design_reward_entries_payout_idx').on(t.payoutId),
  ],
)
