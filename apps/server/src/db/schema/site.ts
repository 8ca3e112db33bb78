import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Keys: logo, hero_image. */
export const siteImages = pgTable('site_images', {
  key: text('key').primaryKey(),
  url: text('url').notNull(),
  altText: text('alt_text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
