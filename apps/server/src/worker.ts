import { loadConfig } from './config.ts'
import { lowerCpuPriority } from './lib/cpu-priority.ts'
import { closeContext, createContext } from './context.ts'
import { createLogger } from './logger.ts'
import { startOpsPorts } from './ops-ports.ts'
import { shutdownDeadlineMs } from './shutdown.ts'
import { startWorkers } from './workers.ts'

/** A separate job-worker process for scaled-out deployments (needs DATABASE_URL). */
const config = loadConfig()
const logger = createLogger(config)
if (!config.DATABASE_URL) {
  logger.error('npm run worker needs DATABASE_URL: workers join a shared database run by the web processes.')
  process.exit(1)
}
// Jobs wait; pages and checkouts do not: on a host shared with web instances, they get the CPU first.
lowerCpuPriority(config.WORKER_NICE, (msg) => logger.warn(msg))
const ctx = createContext(config, config.DATABASE_URL, logger, 4)
await startWorkers(ctx)
// Live and ready on WORKER_HEALTH_PORT (0: none), metrics on METRICS_PORT.
const ops = await startOpsPorts(ctx, { healthPort: config.WORKER_HEALTH_PORT })
logger.info('Job workers started')

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  logger.info(`${signal} received: letting the current jobs finish`)
  ctx.runtimes.health.beginShutdown()
  const force = setTimeout(() => {
    logger.error('Shutdown did not finish in time: exiting')
    process.exit(1)
  }, shutdownDeadlineMs(config)).unref()
  // Stops fetching jobs and waits up to SHUTDOWN_GRACE_MS for those in hand, then closes the database side.
  await closeContext(ctx)
  await ops.close()
  clearTimeout(force)
  logger.info('Stopped cleanly')
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
