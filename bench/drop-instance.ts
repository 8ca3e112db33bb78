import crypto from 'node:crypto'
import pino from 'pino'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { lowerCpuPriority } from '../apps/server/src/lib/cpu-priority.ts'
import { closeContext, createContext } from '../apps/server/src/context.ts'
import { startWorkers } from '../apps/server/src/workers.ts'
import { startBenchHeld } from './drop-held.ts'
import { routeTimer } from './drop-watch.ts'

/**
 * One more process of the drop benchmark's scale-out (a child process), with the same settings as the
 * first instance (bench-shop.ts), on its database and with its secret. `web`: a shop instance serving
 * pages and the API without job workers, following the database's announcements (`npm start` with
 * WORKERS=false); sends its port when listening. `worker`: the job workers alone, as `npm run worker`
 * runs them; sends port 0 once working.
 */
type Start = { databaseUrl: string; authSecret: string; appUrl: string; role: 'web' | 'worker' }

process.once('message', async ({ databaseUrl, authSecret, appUrl, role }: Start) => {
  process.env.NODE_ENV = 'production'
  const env = {
    NODE_ENV: 'production',
    AUTH_SECRET: authSecret,
    APP_URL: appUrl,
    DATA_DIR: `.data/bench/files-${crypto.randomBytes(3).toString('hex')}`,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    WORKERS: String(role === 'worker'),
  }
  const config = loadConfig(env)
  const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'warn' })
  if (role === 'worker') {
    // As apps/server/src/worker.ts: a lower CPU priority (WORKER_NICE) and a pool of 4 for the job workers.
    lowerCpuPriority(config.WORKER_NICE, (msg) => logger.warn(msg))
    const ctx = createContext(config, databaseUrl, logger, 4)
    await startWorkers(ctx)
    process.send!({ port: 0, pid: process.pid })
    process.once('message', async () => {
      await closeContext(ctx)
      process.exit(0)
    })
    return
  }
  const ctx = createContext(config, databaseUrl, logger)
  await ctx.realtime.start()
  const app = await buildApp(ctx, { serveWeb: true, logger })
  routeTimer(app)
  const address = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 })
  const more = await startBenchHeld(env, databaseUrl)
  process.send!({ port: Number(new URL(address).port), ports: more.ports, pid: process.pid })
  process.once('message', async () => {
    await app.close()
    await closeContext(ctx)
    process.exit(0)
  })
})
