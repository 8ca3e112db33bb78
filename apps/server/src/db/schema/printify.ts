import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { PrintifyImportFailure } from '@rdo/contracts'
import { user } from './auth.ts'

/**
 * One print-on-demand import: the products asked for, its job's progress and its result. The job
 * updates the row after each product, so the back office's progress bar survives restarts.
 */
export const printifyImports = pgTable(
  'printify_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorIp: text('actor_ip'),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: jsonb('failed').$type<PrintifyImportFailure[]>().notNull().default([]),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('printify_imports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('printify_imports_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
)
