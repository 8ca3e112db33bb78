import { loadConfig } from './config.ts'
import { closeContext, createContext } from './context.ts'
import { createLogger } from './logger.ts'
import { startWorkers } from './workers.ts'

/** A separate job-worker process for scaled-out deployments (needs DATABASE_URL). */
const config = loadConfig()
const logger = createLogger(config)
if (!config.DATABASE_URL) {
  logger.error('npm run worker needs DATABASE_URL: workers join a shared database run by the web processes.')
  process.exit(1)
}
const ctx = createContext(config, config.DATABASE_URL, logger, 4)
await startWorkers(ctx)
logger.info('Job workers started')
const stop = async () => {
  await closeContext(ctx)
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
