import type { FastifyRequest } from 'fastify'

/** The longest a request is taken to have waited in front of the server (a stamp older is clamped). */
export const MAX_QUEUED_MS = 30_000

/**
 * When the load balancer in front received a request, from the `X-Request-Start` header it sets:
 * `t=` and the time since the epoch in seconds with milliseconds (nginx's `$msec`, as deploy/nginx
 * sends it), milliseconds or microseconds. Believed only from a trusted proxy (TRUST_PROXY: the
 * request came through a hop the shop believes `X-Forwarded-For` from), which overwrites whatever a
 * client sent; otherwise, or when the header is missing or malformed, null. Never later than `readAt`
 * (when the server read the request), never more than MAX_QUEUED_MS before it.
 */
export function requestStart(req: FastifyRequest, readAt: number): number | null {
  // Behind a trusted proxy the request's addresses run from that proxy back to the client.
  if (!req.ips || req.ips.length < 2) return null
  return parseRequestStart(req.headers['x-request-start'], readAt)
}

export function parseRequestStart(header: string | string[] | undefined, readAt: number): number | null {
  if (typeof header !== 'string') return null
  const match = /^(?:t=)?(\d{1,16}(?:\.\d{1,6})?)$/.exec(header.trim())
  if (!match) return null
  const value = Number(match[1])
  // Seconds until the year 5138, milliseconds until then too; microseconds beyond.
  const ms = value < 1e11 ? value * 1000 : value < 1e14 ? value : value / 1000
  return Math.min(readAt, Math.max(ms, readAt - MAX_QUEUED_MS))
}
