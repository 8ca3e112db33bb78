import crypto from 'node:crypto'
import pino from 'pino'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { closeContext, createContext } from '../apps/server/src/context.ts'
import { routeTimer } from './drop-watch.ts'

/**
 * One more shop instance for the drop benchmark's scale-out (a child process): the same settings as the
 * first (bench-shop.ts), on its database and with its secret, serving pages and the API, following the
 * database's announcements. Job workers run in the first instance only. Sends its port when listening.
 */
type Start = { databaseUrl: string; authSecret: string; appUrl: string }

process.once('message', async ({ databaseUrl, authSecret, appUrl }: Start) => {
  process.env.NODE_ENV = 'production'
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: authSecret,
    APP_URL: appUrl,
    DATA_DIR: `.data/bench/files-${crypto.randomBytes(3).toString('hex')}`,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  })
  const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'warn' })
  const ctx = createContext(config, databaseUrl, logger)
  await ctx.realtime.start()
  const app = await buildApp(ctx, { serveWeb: true, logger })
  routeTimer(app)
  const address = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 })
  process.send!({ port: Number(new URL(address).port), pid: process.pid })
  process.once('message', async () => {
    await app.close()
    await closeContext(ctx)
    process.exit(0)
  })
})
