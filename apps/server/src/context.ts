import type pino from 'pino'
import type { Config } from './config.ts'
import { createDb, createPool } from './db/client.ts'
import { createPipelinedReads } from './db/pipelined-reads.ts'
import { createMetricsRegistry } from './lib/metrics/registry.ts'
import { createStreamSlots } from './lib/stream-slots.ts'
import { createAuth } from './modules/auth/auth.ts'
import {
  CATALOG_CHANGES_CHANNEL,
  createCatalogCaches,
  type CatalogCacheOptions,
} from './modules/catalog/catalog-cache.ts'
import { createMailer } from './modules/email/delivery/mailer.ts'
import { createStorage } from './modules/files/storage.ts'
import { modules } from './modules/index.ts'
import type { ModuleRuntime } from './modules/manifest.ts'
import { createPayments, type PaymentsOptions } from './modules/payments/payment-setup.ts'
import { rateTableProvider } from './modules/shipping/rate-table.ts'
import type { ShippingProvider } from './modules/shipping/shipping-provider.ts'
import { createJobs } from './plugins/jobs.ts'
import { createRealtime } from './plugins/realtime.ts'
import type { AppContext, ModuleRuntimes } from './types.ts'

export type ContextOptions = {
  payments?: PaymentsOptions
  /** The catalogue and shared-page caches' window and how announced changes are coalesced. */
  caches?: CatalogCacheOptions
  /** The source of shipping rates (a carrier API client); the shop's own rate table by default. */
  shipping?: ShippingProvider
}

/**
 * Builds the process-wide services and starts every module's runtime. Nothing here holds state another
 * instance would need.
 */
export function createContext(
  config: Config,
  databaseUrl: string,
  logger: pino.Logger,
  poolSize = 10,
  options: ContextOptions = {},
): AppContext {
  const pool = createPool(databaseUrl, poolSize)
  const db = createDb(pool)
  const log = {
    info: (msg: string, extra?: object) => logger.info(extra ?? {}, msg),
    warn: (msg: string, extra?: object) => logger.warn(extra ?? {}, msg),
    error: (msg: string, extra?: object) => logger.error(extra ?? {}, msg),
  }
  const metrics = createMetricsRegistry()
  const jobs = createJobs({
    connectionString: databaseUrl,
    log: log.warn,
    stopTimeoutMs: config.SHUTDOWN_GRACE_MS,
  })
  const mailer = createMailer({ db, config, jobs, metrics, log: log.info })
  const auth = createAuth({ db, config, mailer, log: log.info, warn: log.warn })
  const storage = createStorage(config)
  const realtime = createRealtime({ connectionString: databaseUrl, pool, log: log.warn })
  const caches = createCatalogCaches(options.caches)
  // Every instance drops its catalogue and page caches when any instance (or any SQL) changes the catalogue.
  realtime.listen(CATALOG_CHANGES_CHANNEL, () => caches.changed())
  const shipping = options.shipping ?? rateTableProvider
  const payments = createPayments(config, options.payments)
  const streamSlots = createStreamSlots(config.EVENT_STREAMS_PER_CLIENT)
  // Short reads outside any transaction that a rush must not queue in the shared pool (shipping and
  // checkout quotes), over two pipelined connections opened on first use.
  const reads = createPipelinedReads(databaseUrl, 2)
  const ctx: AppContext = {
    config,
    db,
    pool,
    reads,
    auth,
    jobs,
    mailer,
    storage,
    realtime,
    streamSlots,
    metrics,
    payments,
    caches,
    shipping,
    runtimes: {} as ModuleRuntimes,
    log,
  }
  // Each module's per-app state, started once with the context it serves (see ModuleManifest.start).
  const runtimes = ctx.runtimes as unknown as Record<string, unknown>
  for (const m of modules) if (m.start) runtimes[m.name] = m.start(ctx)
  return ctx
}

export async function closeContext(ctx: AppContext) {
  await ctx.jobs.stop().catch(() => {})
  const runtimes = Object.values(ctx.runtimes) as ModuleRuntime[]
  for (const runtime of runtimes.reverse()) await runtime.stop?.()
  await ctx.realtime.stop()
  ctx.caches.stop()
  await Promise.all([ctx.reads.end(), ctx.pool.end().catch(() => {})])
}
