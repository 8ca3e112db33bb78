import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { MarketingPreferences, NotificationPreferences, ShippingAddress } from '@rdo/contracts'
import { user } from './auth.ts'

/** The address as stored on the profile and in the address book (the contracts' address shape). */
export type AddressJson = ShippingAddress

/**
 * One row per auth user, same id. Created by a trigger on "user" insert (same transaction as
 * sign-up) with the default preferences (docs/accounts.md#profiles); the trigger also keeps email in sync. Role lives on "user".
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    username: text('username'),
    phoneNumber: text('phone_number'),
    avatarUrl: text('avatar_url'),
    walletAddress: text('wallet_address'),
    defaultShippingAddress: jsonb('default_shipping_address').$type<AddressJson | null>(),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default({ order_updates: true, marketing: false }),
    marketingPreferences: jsonb('marketing_preferences').$type<MarketingPreferences>().notNull().default({
      email_newsletter: false,
      order_updates: true,
      promotional_offers: false,
      product_updates: false,
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`),
    index('profiles_email_idx').on(t.email),
  ],
)

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    label: text('label'),
    address: jsonb('address').$type<AddressJson>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_addresses_user_idx').on(t.userId, t.createdAt)],
)
