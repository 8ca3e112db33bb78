import type { FastifyInstance } from 'fastify'
import type pino from 'pino'

/**
 * Closes the HTTP side of a stopping server: event streams end with a reconnect hint (their routes'
 * preClose hooks), the listener stops accepting, idle keep-alive connections close, requests already
 * arriving on open connections get 503, and requests in flight run to their end. Those still running
 * after `graceMs` are cut, so a stuck client cannot hold a rolling restart. The same goes for the
 * connections of more listening sockets (`closeMore`).
 */
export async function closeHttp(
  app: FastifyInstance,
  graceMs: number,
  logger: pino.Logger,
  /** Closes more listening sockets whose connections the app serves (lib/listeners.ts). */
  closeMore: () => Promise<void> = async () => {},
) {
  // The app's close waits for the connections of its own listener only: the others' are waited for
  // beside it, and cut with it.
  const closed = Promise.all([app.close(), closeMore()])
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
