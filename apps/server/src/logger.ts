import crypto from 'node:crypto'
import pino from 'pino'
import type { Config } from './config.ts'

const REDACTED = '[redacted]'
const EMAIL = /[^/?&=\s]+(@|%40)[^/?&=\s]+/gi

/**
 * A request URL fit for the log: every query value replaced (search terms, tokens, emails in
 * unsubscribe links) and any email address in the path hidden; the keys stay, so the line still
 * tells which request it was.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  const path = (q === -1 ? url : url.slice(0, q)).replace(EMAIL, REDACTED)
  if (q === -1) return path
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      return eq === -1
        ? pair.replace(EMAIL, REDACTED)
        : `${pair.slice(0, eq).replace(EMAIL, REDACTED)}=${REDACTED}`
    })
    .join('&')
  return `${path}?${query}`
}

const PLAIN_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/**
 * The request's id: the caller's `X-Request-Id` when it is short and plain (so a proxy's id ties
 * lines together across services), otherwise a fresh one, so a client cannot write long or
 * odd-looking text into every log line and response of its request.
 */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && PLAIN_REQUEST_ID.test(header) ? header : crypto.randomUUID()
}

type LoggedRequest = { method?: string; url?: string; id?: string; routeOptions?: { url?: string } }

/**
 * Fields that can carry personal data wherever a service logs them (one level deep and as the
 * fields of a logged object), plus credentials in request headers.
 */
const REDACT_PATHS = [
  'email',
  'to',
  'address',
  'contactEmail',
  'shippingAddress',
  'shipping_address',
  'detail',
  '*.email',
  '*.to',
  '*.address',
  '*.contactEmail',
  '*.shippingAddress',
  '*.shipping_address',
  '*.detail',
  'req.headers.cookie',
  'req.headers.authorization',
]

/**
 * The process logger. Request lines carry the method, the redacted URL and the route pattern, never
 * the client's IP address (the x-request-id ties lines together); logged objects lose their email,
 * postal-address and database-detail fields.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: pino.DestinationStream) {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: req.url && redactUrl(req.url),
          route: req.routeOptions?.url,
        }),
      },
    },
    destination,
  )
}
