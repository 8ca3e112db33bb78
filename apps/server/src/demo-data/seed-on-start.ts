import { sql } from 'drizzle-orm'
import type pino from 'pino'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'

/**
 * The demo data step of start-up, when `SEED_DEMO_DATA` asks for it: an empty database (no user yet)
 * gets the demo data. The demo data itself is loaded only then.
 */
export function demoDataSeeder(config: Config, logger: pino.Logger): ((db: Db) => Promise<void>) | undefined {
  if (!config.SEED_DEMO_DATA) return undefined
  return async (db) => {
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from "user"`)
    if (rows[0]!.n !== 0) return
    if (config.isProduction)
      logger.warn('SEED_DEMO_DATA=true in production: adding demo accounts with publicly known passwords')
    const started = Date.now()
    logger.info('Empty database: adding the demo data…')
    const { seedWithStorage } = await import('./run.ts')
    await seedWithStorage(db, config, (m) => logger.info(m))
    logger.info(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}
