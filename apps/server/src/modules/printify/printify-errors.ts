import { PRINTIFY_ERROR_CODES as CODES, PRINTIFY_MESSAGES as M } from '@rdo/contracts'
import { AppError, Unavailable } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import {
  createPrintifyClient,
  PrintifyAuthError,
  PrintifyRequestError,
  type PrintifyClient,
} from './printify-client.ts'
import { sharedRateLimit } from './rate-slots.ts'

/** The client for the configured token, or null when PRINTIFY_API_TOKEN is not set. */
export function printifyClientFor(ctx: Pick<AppContext, 'config' | 'log' | 'db'>): PrintifyClient | null {
  const token = ctx.config.PRINTIFY_API_TOKEN?.trim()
  if (!token) return null
  return createPrintifyClient({
    baseUrl: ctx.config.PRINTIFY_BASE_URL,
    token,
    onRetry: (info) => ctx.log.warn('Printify request retried', info),
    beforeRequest: sharedRateLimit(ctx, 'printify', ctx.config.PRINTIFY_REQUESTS_PER_MINUTE),
  })
}

export const notConfigured = () => new Unavailable(M.notConfigured, CODES.notConfigured)

export function requireClient(ctx: Pick<AppContext, 'config' | 'log' | 'db'>): PrintifyClient {
  const client = printifyClientFor(ctx)
  if (!client) throw notConfigured()
  return client
}

/**
 * Turns a Printify failure into the route's answer: a refused token is the key message (502), any
 * other failure the screen's own text (502) with the cause in the log only.
 */
export function printifyFailure(ctx: Pick<AppContext, 'log'>, message: string) {
  return (err: unknown): never => {
    if (err instanceof PrintifyAuthError) {
      ctx.log.warn('Printify refused the API token', { status: err.status })
      throw new AppError(502, CODES.keyRejected, M.keyRejected)
    }
    if (err instanceof PrintifyRequestError) {
      ctx.log.warn('Printify request failed', { reason: err.message, status: err.status })
      throw new AppError(502, CODES.unavailable, message)
    }
    throw err
  }
}
