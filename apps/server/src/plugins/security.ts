import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Config } from '../config.ts'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Security headers and a CSRF guard: a state-changing request that names an Origin must come from
 * this site (the app's URL or the Host it was sent to), and one the browser marks cross-site is
 * refused. Webhooks and API clients send neither and pass.
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
          // The Printify import screen shows the provider's product pictures before they are imported.
          ...(config.PRINTIFY_API_TOKEN
            ? ['https://images-api.printify.com', new URL(config.PRINTIFY_BASE_URL).origin]
            : []),
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
  const documentHeaders: Record<string, string> = {}
  const collector = {
    setHeader: (name: string, value: string) => void (documentHeaders[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete documentHeaders[name.toLowerCase()],
  }
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {})
  // API answers are data, never documents: they need no script policy, only to stay unframed, unsniffed
  // and unreadable cross-site (the OWASP REST headers). Fewer headers on the busiest responses.
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-site',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(documentHeaders['strict-transport-security']
      ? { 'strict-transport-security': documentHeaders['strict-transport-security'] }
      : {}),
  }

  const appOrigin = new URL(config.APP_URL).origin
  const refuse = (reply: FastifyReply) =>
    reply.code(403).send({ error: { code: 'BAD_ORIGIN', message: 'Cross-site request refused' } })

  // One synchronous hook for every request: headers, then the Origin check of state-changing calls.
  // Both are decided by the route the request reached (its pattern), never by the raw URL, which the
  // router decodes: `/%61pi/…` reaches the same handler as `/api/…` and must be treated the same.
  app.addHook('onRequest', (req, reply, done) => {
    const path = req.routeOptions.url ?? req.url
    const api = path.startsWith('/api/') && !path.startsWith('/api/docs')
    reply.headers(api ? apiHeaders : documentHeaders)
    // Every state-changing request is checked, whatever its path: a page or an unknown path never
    // takes a cross-site write either, so no spelling of a path can slip past.
    if (!UNSAFE.has(req.method)) return done()
    const origin = req.headers.origin
    if (!origin) {
      if (req.headers['sec-fetch-site'] === 'cross-site') return void refuse(reply)
      return done()
    }
    let host: string
    try {
      host = new URL(origin).host
    } catch {
      return void refuse(reply)
    }
    if (origin === appOrigin || host === req.headers.host) return done()
    if (!config.isProduction && /^localhost:5173$|^127\.0\.0\.1:5173$/.test(host)) return done()
    refuse(reply)
  })
}
