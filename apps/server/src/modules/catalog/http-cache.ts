import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** A JSON body serialised once, with its weak ETag. */
export type JsonBody = { body: string; etag: string }

export function jsonBody(body: string): JsonBody {
  return { body, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"` }
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** If-None-Match uses the weak comparison: W/"x" matches "x". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const mine = opaque(etag)
  return header.split(',').some((t) => t.trim() === '*' || opaque(t) === mine)
}

/**
 * Sends an already serialised JSON body with its ETag, or 304 when the client holds the same version.
 * `public, no-cache` lets browsers and CDNs keep a copy but revalidate it on every use.
 */
export function sendJson(
  req: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: JsonBody,
  cacheControl = 'public, no-cache',
) {
  reply.header('cache-control', cacheControl).header('etag', etag)
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(body)
}
