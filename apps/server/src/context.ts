import type pino from 'pino'
import type { Config } from './config.ts'
import { createDb, createPool } from './db/client.ts'
import { createAuth } from './modules/auth/auth.ts'
import { createMailer } from './modules/email/mailer.ts'
import { createStorage } from './modules/files/storage.ts'
import { createPayments, type PaymentsOptions } from './modules/payments/payment-setup.ts'
import { createJobs } from './plugins/jobs.ts'
import { createRealtime } from './plugins/realtime.ts'
import type { AppContext } from './types.ts'

export type ContextOptions = {
  payments?: PaymentsOptions
}

/** Builds the process-wide services. Nothing here holds state another instance would need. */
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
  const jobs = createJobs({ connectionString: databaseUrl, log: log.warn })
  const mailer = createMailer({ db, config, jobs, log: log.info })
  const auth = createAuth({ db, config, mailer, log: log.info })
  const storage = createStorage(config)
  const realtime = createRealtime({ connectionString: databaseUrl, pool, log: log.warn })
  const payments = createPayments(config, options.payments)
  return { config, db, pool, auth, jobs, mailer, storage, realtime, payments, log }
}

export async function closeContext(ctx: AppContext) {
  await ctx.jobs.stop().catch(() => {})
  await ctx.realtime.stop()
  await ctx.pool.end().catch(() => {})
}
