import type { FastifyInstance } from 'fastify'
import type pino from 'pino'

/**
 * Closes the HTTP side of a stopping server: event streams end with a reconnect hint (their routes'
 * preClose hooks), the listener stops accepting, idle keep-alive connections close, requests already
 * arriving on open connections get 503, and requests in flight run to their end. Those still running
 * after `graceMs` are cut, so a stuck client cannot hold a rolling restart.
 */
export async function closeHttp(app: FastifyInstance, graceMs: number, logger: pino.Logger) {
  const closed = app.close()
  const timer = setTimeout(() => {
    logger.warn(`Requests still running after ${graceMs} ms (SHUTDOWN_GRACE_MS): closing their connections`)
    app.server.closeAllConnections()
  }, graceMs)
  try {
    await closed
  } finally {
    clearTimeout(timer)
  }
}

/** After a signal, the longest the whole stop may take before the process gives up and exits 1. */
export const shutdownDeadlineMs = (config: { SHUTDOWN_DELAY_MS: number; SHUTDOWN_GRACE_MS: number }) =>
  config.SHUTDOWN_DELAY_MS + 2 * config.SHUTDOWN_GRACE_MS + 15_000

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
