import fs from 'node:fs'
import pino from 'pino'
import type { Config } from '../config.ts'
import { createDb, createPool, type Db } from './client.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts'
import { migrateUnderLock } from './migrate.ts'

/**
 * Resolves the database (external or embedded) and applies migrations, then runs `seed` (the demo data
 * step the entry point passes, `demoDataSeeder`), both under the shop-wide migration lock so that
 * several instances starting together on one database migrate and seed it once.
 */
export async function prepareDatabase(config: Config, logger: pino.Logger, seed?: (db: Db) => Promise<void>) {
  let embedded: EmbeddedPostgres | undefined
  let url = config.DATABASE_URL
  if (!url) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true })
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      log: (m) => logger.info(m),
    })
    url = embedded.url
  }
  // One connection holds the lock, two do the work.
  const pool = createPool(url, 3)
  try {
    const applied = await migrateUnderLock(pool, createDb(pool), seed)
    if (applied) logger.info(`Applied ${applied} database migration(s)`)
  } finally {
    await pool.end()
  }
  return { url, embedded }
}
