import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { migrationsFolder } from '../../db/migrate.ts'

/** The timestamps of the migrations this build ships (drizzle's journal), read once at start. */
export function shippedMigrations(folder = migrationsFolder): number[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return journal.entries.map((e) => e.when)
}

/**
 * How many of the shipped migrations the database lacks. Drizzle records each applied migration with
 * its journal timestamp and applies those newer than the last one recorded, so the same rule says
 * what is still to apply. A database without the table has none applied.
 */
export async function pendingMigrations(db: Db, shipped: number[]): Promise<number> {
  const { rows } = await db.execute<{ last: number | null }>(
    sql`select max(created_at)::float8 as last from drizzle.__drizzle_migrations`,
  )
  const last = rows[0]?.last ?? -Infinity
  return shipped.filter((when) => when > last).length
}
