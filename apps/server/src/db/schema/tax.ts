import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Destination-based sales tax. A rate for a country (state '') applies everywhere in it; a rate for a
 * state or province adds to its country's. Rates are parts per million of the price
 * (7.25 % = 72,500), exact for every published rate.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').notNull(),
    /** '' for the whole country, else the state or province code (upper-case). */
    state: text('state').notNull().default(''),
    ratePpm: integer('rate_ppm').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_rates_place_idx').on(t.country, t.state),
    check('tax_rates_rate_check', sql`${t.ratePpm} between 0 and 1000000`),
  ],
)
