import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'
import type { Db } from './client.ts'

// Two folders below apps/server, in the sources and in the compiled server alike (scripts/build-server.ts).
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle')

/** The advisory lock every process of the shop takes to change the schema (any fixed number, shop-wide). */
export const MIGRATION_LOCK_KEY = 7_240_417_001

export async function runMigrations(db: Db) {
  await migrate(db, { migrationsFolder })
}

async function appliedCount(db: Db) {
  const { rows } = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )
  if (!rows[0]!.present) return 0
  const counted = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )
  return counted.rows[0]!.n
}

/**
 * Runs `step` (migrations, then whatever must happen once per database, such as the demo data) while
 * holding a PostgreSQL advisory lock, so instances started at the same moment on one database take
 * turns: the first migrates, the others wait and then find nothing left to do. The lock is held on its
 * own connection, released at the end or by PostgreSQL if this process dies. Answers how many
 * migrations this process applied.
 */
export async function migrateUnderLock(pool: pg.Pool, db: Db, step?: (db: Db) => Promise<void>) {
  const lock = await pool.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      const before = await appliedCount(db)
      await runMigrations(db)
      const applied = (await appliedCount(db)) - before
      await step?.(db)
      return applied
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    lock.release()
  }
}
