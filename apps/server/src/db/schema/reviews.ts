import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { products } from './catalog.ts'

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_title_check', sql`char_length(${t.title}) <= 100`),
    check('product_reviews_content_check', sql`char_length(${t.content}) <= 1000`),
    unique('product_reviews_product_user_unique').on(t.productId, t.userId),
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt.desc().nullsFirst()),
    index('product_reviews_user_idx').on(t.userId),
  ],
)

export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wishlists_user_product_unique').on(t.userId, t.productId),
    index('wishlists_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('wishlists_product_idx').on(t.productId),
  ],
)
