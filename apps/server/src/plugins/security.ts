import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Security headers and a CSRF guard: a state-changing API request that names an Origin must come
 * from this site (the app's URL or the Host it was sent to). Webhooks and API clients send none.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  extraScriptHashes: string[] = [],
) {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extraScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  }
  // The headers do not depend on the request: build them once with helmet, then copy them onto each reply
  // (@fastify/helmet rebuilds the middleware, CSP parsing included, on every request).
  const headers: Record<string, string> = {}
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {})
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers)
  })

  const appOrigin = new URL(config.APP_URL).origin
  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE.has(req.method) || !req.url.startsWith('/api/')) return
    const origin = req.headers.origin
    if (!origin) {
      if (req.headers['sec-fetch-site'] === 'cross-site') {
        return reply.code(403).send({ error: { code: 'BAD_ORIGIN', message: 'Cross-site request refused' } })
      }
      return
    }
    let host: string
    try {
      host = new URL(origin).host
    } catch {
      return reply.code(403).send({ error: { code: 'BAD_ORIGIN', message: 'Cross-site request refused' } })
    }
    if (origin === appOrigin || host === req.headers.host) return
    if (!config.isProduction && /^localhost:5173$|^127\.0\.0\.1:5173$/.test(host)) return
    return reply.code(403).send({ error: { code: 'BAD_ORIGIN', message: 'Cross-site request refused' } })
  })
}
