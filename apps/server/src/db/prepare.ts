import fs from 'node:fs'
import pino from 'pino'
import type { Config } from '../config.ts'
import { createDb, createPool, type Db } from './client.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts'
import { runMigrations } from './migrate.ts'

/**
 * Resolves the database (external or embedded) and applies migrations, then runs `seed` (the demo data
 * step the entry point passes, `demoDataSeeder`).
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
  const pool = createPool(url, 2)
  try {
    const db = createDb(pool)
    await runMigrations(db)
    await seed?.(db)
  } finally {
    await pool.end()
  }
  return { url, embedded }
}
