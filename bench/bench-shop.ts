import crypto from 'node:crypto'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import pino from 'pino'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { closeContext, createContext } from '../apps/server/src/context.ts'
import { createDb, createPool, type Db } from '../apps/server/src/db/client.ts'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts'
import { runMigrations } from '../apps/server/src/db/migrate.ts'
import type { AppContext } from '../apps/server/src/types.ts'
import { startWorkers } from '../apps/server/src/workers.ts'

// BENCH_DATABASE_NAME lets runs beside each other on one server keep to their own database.
const DB_NAME = process.env.BENCH_DATABASE_NAME ?? 'rdo_bench'

/** An empty database for one benchmark: on BENCH_DATABASE_URL's server, or on the embedded one. */
async function freshDatabase() {
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.resolve('.data/bench'), port: 54350 })
  const adminUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url
  const admin = new pg.Client(adminUrl)
  await admin.connect()
  await admin.query(`drop database if exists "${DB_NAME}" with (force)`)
  await admin.query(`create database "${DB_NAME}"`)
  await admin.end()
  const u = new URL(adminUrl)
  u.pathname = `/${DB_NAME}`
  return { url: u.toString(), stop: async () => embedded?.stop() }
}

export type BenchShop<S> = {
  ctx: AppContext
  databaseUrl: string
  /** Built, not yet listening: hooks may still be added. */
  app: FastifyInstance
  /** What `seed` returned. */
  seeded: S
  /** The settings the shop was started with, as an environment. */
  env: Record<string, string>
  close(): Promise<void>
}

/**
 * The shop as it runs in production (its own secret, no demo data, quiet logs) on a fresh database,
 * migrated and filled by `seed` first. `env` adds or overrides settings; `workers` also runs the job
 * workers and the database's change announcements, as the production server does.
 */
export async function startBenchShop<S>(opts: {
  appUrl: string
  seed: (db: Db, pool: pg.Pool) => Promise<S>
  env?: Record<string, string>
  serveWeb?: boolean
  workers?: boolean
  /** Follows the database's change announcements without running the job workers (a scaled-out web instance). */
  realtime?: boolean
}): Promise<BenchShop<S>> {
  const database = await freshDatabase()
  const pool = createPool(database.url, 4)
  await runMigrations(createDb(pool))
  const seeded = await opts.seed(createDb(pool), pool)
  await pool.end()

  const env = {
    NODE_ENV: 'production',
    AUTH_SECRET: crypto.randomBytes(24).toString('hex'),
    APP_URL: opts.appUrl,
    DATA_DIR: '.data/bench/files',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    ...(opts.workers ? { WORKERS: 'true' } : {}),
    ...opts.env,
  }
  const config = loadConfig(env)
  const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'warn' })
  const ctx = createContext(config, database.url, logger)
  if (opts.workers) await startWorkers(ctx)
  if (opts.workers || opts.realtime) await ctx.realtime.start()
  const app = await buildApp(ctx, { serveWeb: opts.serveWeb ?? false, logger })
  return {
    ctx,
    databaseUrl: database.url,
    env,
    app,
    seeded,
    async close() {
      await app.close()
      await closeContext(ctx)
      await database.stop()
    },
  }
}
