import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { closeContext, createContext } from './context.ts'
import { createLogger } from './logger.ts'
import { prepareDatabase } from './db/prepare.ts'
import { demoDataSeeder } from './demo-data/seed-on-start.ts'
import { startOpsPorts } from './ops-ports.ts'
import { webDist, webServerEntry } from './plugins/spa.ts'
import { startHeldThread, type HeldThread } from './held/held-thread.ts'
import { closeHttp, shutdownDeadlineMs, sleep } from './shutdown.ts'
import { startWorkers } from './workers.ts'

const config = loadConfig()
const logger = createLogger(config)

async function ensureWebBuilt() {
  // Both halves: the browser build and the server renderer of the public pages.
  if (fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(webServerEntry)) return
  // Production starts what "npm run build" made; building there would slow every start and deploy.
  if (config.isProduction)
    throw new Error('No web build in apps/web/dist: run "npm run build" before starting')
  logger.info('Building the web app (first start)…')
  execFileSync('npm', ['run', 'build', '-w', '@rdo/web'], {
    stdio: 'inherit',
    cwd: path.resolve(webDist, '../../..'),
  })
}

async function main() {
  const started = Date.now()
  if (config.SERVE_WEB) await ensureWebBuilt()
  const { url, embedded } = await prepareDatabase(config, logger, demoDataSeeder(config, logger))
  if (config.isProduction && embedded) {
    logger.warn(
      `Production on the embedded PostgreSQL in ${config.DATA_DIR}/postgres: one machine, no replica; set DATABASE_URL, or take snapshots with "npm run backup" (docs/operations.md#backups)`,
    )
  }
  if (config.isProduction && !config.S3_BUCKET) {
    logger.warn(
      `Production with uploads on local disk in ${config.DATA_DIR}/files: they are lost with this machine and not shared by other instances; set S3_BUCKET, or include them in "npm run backup" snapshots (docs/operations.md#backups)`,
    )
  }
  // With LISTENERS, the next ports are served by a thread of its own (held/held-thread.ts), started
  // beside this one's own set-up and listening before this one does: once PORT answers, they all do.
  const heldStarting =
    config.LISTENERS > 1
      ? startHeldThread({
          env: { ...process.env },
          databaseUrl: url,
          host: config.HOST,
          ports: Array.from({ length: config.LISTENERS - 1 }, (_, i) => config.PORT + 1 + i),
          backlog: 4096,
        })
      : null
  heldStarting?.catch(() => {})
  const ctx = createContext(config, url, logger)
  if (config.WORKERS) await startWorkers(ctx)
  await ctx.realtime.start()
  const app = await buildApp(ctx, { logger, serveWeb: config.SERVE_WEB })
  const ops = await startOpsPorts(ctx)

  // docs/operations.md#shutdown: readiness turns 503 at once; after SHUTDOWN_DELAY_MS (the balancer's
  // time to notice) the server stops accepting, finishes what is in flight within SHUTDOWN_GRACE_MS while
  // the job workers finish their current jobs, then closes the database side.
  let closing = false
  // The thread serving the ports past the first (LISTENERS), once listening.
  let held: HeldThread | null = null
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    logger.info(`${signal} received: shutting down`)
    ctx.runtimes.health.beginShutdown()
    // The held answers' thread stops alongside, on the same clock.
    const heldClosed = held?.close({ delayMs: config.SHUTDOWN_DELAY_MS, graceMs: config.SHUTDOWN_GRACE_MS })
    const force = setTimeout(() => {
      logger.error('Shutdown did not finish in time: exiting')
      process.exit(1)
    }, shutdownDeadlineMs(config)).unref()
    if (config.SHUTDOWN_DELAY_MS) await sleep(config.SHUTDOWN_DELAY_MS)
    await Promise.all([
      closeHttp(app, config.SHUTDOWN_GRACE_MS, logger).catch((err) =>
        logger.error({ err }, 'HTTP close failed'),
      ),
      ctx.jobs.stop().catch((err) => logger.error({ err }, 'Job queue stop failed')),
      heldClosed,
    ])
    await ops.close()
    await closeContext(ctx)
    await embedded?.stop()
    clearTimeout(force)
    logger.info('Stopped cleanly')
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  held = await heldStarting
  if (held) {
    ctx.metrics.addSource(held.metrics)
    // Without it the instance would answer only half of its ports: it stops, to be started again.
    void held.exited.then((code) => {
      if (closing) return
      logger.error(`The held answers' thread stopped (${code}): exiting`)
      process.exit(1)
    })
  }
  // A long accept queue: at a drop's start thousands connect in the same second (as on the held ports).
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    [
      '',
      `  RDO Shop is running at ${config.APP_URL}  (ready in ${seconds} s)`,
      ...(config.API_DOCS ? [`  API docs:   ${config.APP_URL}/api/docs`] : []),
      `  Database:   ${embedded ? `embedded PostgreSQL (${config.DATA_DIR}/postgres, port ${config.EMBEDDED_PG_PORT})` : 'DATABASE_URL'}`,
      `  Email:      ${ctx.mailer.transportName === 'smtp' ? 'SMTP' : 'built-in outbox (GET /api/admin/outbox)'}`,
      `  Payments:   ${ctx.payments.stripe ? 'Stripe Checkout' : ctx.payments.simulation.enabled ? 'simulated (no card is charged)' : 'not configured (orders cannot be paid)'}`,
      '',
      ...(config.SEED_DEMO_DATA
        ? [
            '  Demo accounts (in a database seeded with the demo data):',
            '    admin     admin@rdo.shop     / admin123     (sign in at /admin/login)',
            '    customer  alice@example.com  / password123',
            '    customer  bob@example.com    / password123',
            '',
          ]
        : []),
    ].join('\n'),
  )
}

main().catch((err) => {
  logger.error({ err }, `Start-up failed: ${err?.message ?? err}`)
  process.exit(1)
})
