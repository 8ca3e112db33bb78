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

/** Last token balance read from the chain; balance null means it could not be read (see error). */
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
  (t) => [index('token_balances_user_idx').on(t.userId)],
)
