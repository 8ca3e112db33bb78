import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import type { Config } from '../config.ts'
import { createDb, createPool } from './client.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts'
import { runMigrations } from './migrate.ts'

/** Resolves the database (external or embedded), applies migrations, seeds an empty one. */
export async function prepareDatabase(config: Config, logger: pino.Logger) {
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
    if (config.SEED_DEMO_DATA) {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from "user"`)
      if (rows[0]!.n === 0) {
        if (config.isProduction)
          logger.warn('SEED_DEMO_DATA=true in production: adding demo accounts with publicly known passwords')
        const started = Date.now()
        logger.info('Empty database: adding the demo data…')
        const { seedWithStorage } = await import('./seed/run.ts')
        await seedWithStorage(db, config, (m) => logger.info(m))
        logger.info(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      }
    }
  } finally {
    await pool.end()
  }
  return { url, embedded }
}
