import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export type Encoding = 'br' | 'gzip'

/**
 * A response body made once, as bytes, with its weak ETag and, made on first demand and kept with the
 * body, its Brotli and gzip forms: a cached list or page is encoded and compressed once, not per request.
 */
export type CachedBody = {
  body: string
  bytes: Buffer
  etag: string
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}
export type JsonBody = CachedBody

export function cachedBody(body: string): CachedBody {
  const bytes = Buffer.from(body)
  return {
    body,
    bytes,
    etag: `W/"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`,
    encoded: {},
  }
}

/** PostgreSQL's JSON text has spaces after every colon and comma; the body is kept compact. */
export function jsonBody(json: string): JsonBody {
  return cachedBody(JSON.stringify(JSON.parse(json)))
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
// Compressed forms are made once per cached body, so even a half-kilobyte body is worth compressing.
const MIN_COMPRESS_BYTES = 512

/** Brotli at quality 6 or gzip at level 6: most of the saving for a fraction of the maximum's time. */
function compressText(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(text, { level: 6 })
}

function encodedForm(json: CachedBody, encoding: Encoding): Promise<Buffer> {
  json.encoded[encoding] ??= compressText(json.body, encoding)
  return json.encoded[encoding]!
}

/** The client's preferred of br and gzip, honouring q=0; null for identity. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  let best: { encoding: Encoding; q: number } | null = null
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (name !== 'br' && name !== 'gzip') continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!(q > 0)) continue
    if (!best || q > best.q || (q === best.q && name === 'br')) best = { encoding: name, q }
  }
  return best?.encoding ?? null
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** If-None-Match uses the weak comparison: W/"x" matches "x". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const mine = opaque(etag)
  return header.split(',').some((t) => t.trim() === '*' || opaque(t) === mine)
}

/**
 * How long the load balancer's cache may answer with a body that is the same for everyone, in seconds
 * (`X-Accel-Expires`, which nginx reads and never passes on; deploy/nginx). nginx counts whole
 * seconds, so a copy lives one to two: a crowd opening the same page at once sends the instances one
 * request every second or two, and a changed product is stale there for two seconds at most (the
 * shop's own caches drop a body the moment its data changes).
 */
export const EDGE_CACHE_SECONDS = 1

/**
 * Sends a prepared body with its ETag, or 304 when the client holds the same version, compressed as the
 * client asks. Compressed forms carry Content-Encoding, so the compression plugin leaves them alone.
 * `edge`: the body is the same for everyone who sends this request (by the load balancer's key: the
 * URL, whether a session cookie is present, and the encoding), so the load balancer may keep it.
 */
export async function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  {
    type,
    cacheControl,
    vary = 'accept-encoding',
    status = 200,
    edge = false,
  }: { type: string; cacheControl: string; vary?: string; status?: number; edge?: boolean },
) {
  reply.header('cache-control', cacheControl).header('vary', vary)
  // Set just before the body goes out: an answer that fails on the way (an error page) is never kept.
  const shared = () => (edge ? reply.header('x-accel-expires', String(EDGE_CACHE_SECONDS)) : reply)
  // Only a 200 has a version to revalidate; an error page (404) is sent whole, with its status.
  if (status === 200) {
    reply.header('etag', cached.etag)
    if (matchesIfNoneMatch(req.headers['if-none-match'], cached.etag)) return shared().code(304).send()
  } else reply.code(status)
  reply.type(type)
  const encoding =
    cached.bytes.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null
  if (!encoding) return shared().send(cached.bytes)
  const body = await encodedForm(cached, encoding)
  return shared().header('content-encoding', encoding).send(body)
}

/**
 * Sends an already serialised JSON body, the same for everyone: `public, no-cache` lets browsers and
 * CDNs keep a copy but revalidate it on every use, and the load balancer answers it for a moment.
 */
export function sendJson(req: FastifyRequest, reply: FastifyReply, json: JsonBody) {
  return sendCached(req, reply, json, {
    type: 'application/json; charset=utf-8',
    cacheControl: 'public, no-cache',
    edge: true,
  })
}
