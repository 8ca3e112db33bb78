import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

/** A wallet linked to an account, with the proof that its owner signed our message. */
export const walletLinks = pgTable(
  'wallet_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    address: text('address').notNull().unique(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_links_user_idx').on(t.userId)],
)

/**
 * The last token balance read from the chain, per address. `error` set means the last read failed (the
 * balance is then unavailable, whatever `balance` still holds); balance null means never read.
 */
export const tokenBalances = pgTable(
  'token_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    walletAddress: text('wallet_address').notNull().unique(),
    balance: numeric('balance', { precision: 30, scale: 9 }),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('token_balances_user_idx').on(t.userId),
    index('token_balances_updated_idx').on(t.lastUpdated.desc().nullsLast(), t.id),
  ],
)

/**
 * A sign-in-with-Solana request: the nonce the server issued for one account and address, valid until
 * `expires_at`, used at most once (`used_at`).
 */
export const walletNonces = pgTable(
  'wallet_nonces',
  {
    nonce: text('nonce').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    message: text('message').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_nonces_user_idx').on(t.userId, t.createdAt),
    index('wallet_nonces_expires_idx').on(t.expiresAt),
  ],
)
