import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { closeContext, createContext } from '../context.ts'
import { listenMore } from '../lib/listeners.ts'
import { labelFamilies } from '../lib/metrics/registry.ts'
import { createLogger } from '../logger.ts'
import { closeHttp, sleep } from '../shutdown.ts'
import type { HeldCommand, HeldMessage, HeldStart } from './held-thread.ts'

// The held answers' thread (held-thread.ts): the shop's app, without the web pages or job workers, on
// the ports it is given, until its instance tells it to stop.
if (!parentPort) throw new Error('held.ts is the thread of a shop instance with LISTENERS ≥ 2, not a command')
const start = workerData as HeldStart
const port = parentPort
const post = (msg: HeldMessage) => port.postMessage(msg)

const config = loadConfig(start.env)
const logger = createLogger(config)
// Below the instance's own thread (HELD_NICE): when a drop's answers and a winner's checkout want the
// same cores, the checkout goes first. Only on Linux, where a thread's priority is its own: elsewhere
// it would lower the whole process's.
if (process.platform === 'linux' && config.HELD_NICE > 0) {
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + config.HELD_NICE))
  } catch (err) {
    logger.warn({ err }, 'The held answers’ thread could not lower its priority')
  }
}
const ctx = createContext(config, start.databaseUrl, logger)
await ctx.realtime.start()
const app = await buildApp(ctx, { logger, serveWeb: false })
const [first = 0, ...rest] = start.ports
const address = await app.listen({ port: first, host: start.host, backlog: start.backlog })
const more = await listenMore(app.server, {
  host: start.host,
  ports: rest,
  backlog: start.backlog,
  onError: (err) => logger.error({ err }, 'A listening socket failed'),
})
post({ type: 'listening', ports: [Number(new URL(address).port), ...more.ports] })

// The process's own figures (CPU, memory, version) are the instance's to report, not this thread's.
const processWide = (name: string) => name.startsWith('process_') || name === 'nodejs_version_info'

let closing = false
port.on('message', async (command: HeldCommand) => {
  if (command.type === 'metrics') {
    const families = (await ctx.metrics.families()).filter((f) => !processWide(f.name))
    post({ type: 'metrics', id: command.id, families: labelFamilies(families, { thread: 'held' }) })
    return
  }
  if (closing) return
  closing = true
  ctx.runtimes.health.beginShutdown()
  if (command.delayMs) await sleep(command.delayMs)
  await closeHttp(app, command.graceMs, logger, more.close).catch((err) =>
    logger.error({ err }, 'HTTP close failed'),
  )
  await closeContext(ctx)
  // Ends this thread only; the instance waits for it.
  process.exit(0)
})
