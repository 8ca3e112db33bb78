import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { registerAccessPolicy } from './lib/access.ts'
import { memoryAttemptCounter, redisAttemptCounter } from './lib/attempt-counter.ts'
import { metricsEnabled } from './config.ts'
import { modules as allModules, ownerResolvers, type ModuleManifest } from './modules/index.ts'
import { registerRequestMetrics } from './modules/metrics/index.ts'
import { requestIdFor } from './logger.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerSession } from './plugins/session.ts'
import { inlineScriptHashes, registerSpa } from './plugins/spa.ts'
import type { AppContext } from './types.ts'

/** Fastify takes a hop count too, though its types leave it out: the same rule as a function. */
const trustedHops = (setting: boolean | number | string[]) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting

export type BuildOptions = {
  logger?: FastifyBaseLogger
  serveWeb?: boolean
  /** The server modules to mount (tests may mount a subset or add one). */
  modules?: ModuleManifest[]
}

/** Builds the HTTP app: external plugins first, then app plugins, then routes. */
export async function buildApp(
  ctx: AppContext,
  { logger, serveWeb = true, modules = allModules }: BuildOptions = {},
) {
  if (ctx.config.TRUST_PROXY === true) {
    ctx.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For hop: any client can name its own address and ' +
        'slip past the per-address rate limits. Set the number of proxies in front (TRUST_PROXY=1) or ' +
        'their addresses (TRUST_PROXY=10.0.0.0/8) instead.',
    )
  }
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: trustedHops(ctx.config.TRUST_PROXY),
    // Fastify would take the header as it comes; genReqId alone decides whether it is fit to use.
    requestIdHeader: false,
    genReqId: (req) => requestIdFor(req.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    // Malformed URLs and over-long path parameters are refused in the shop's error shape too.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode ?? 400
      const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Path parameter too long' : 'Malformed URL'
      return (reply as FastifyReply).code(status).send({ error: { code: 'BAD_REQUEST', message } })
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('ctx', ctx)
  // Before any route: every route must declare who may call it, and one hook enforces it.
  registerAccessPolicy(app, ownerResolvers(modules))
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id)
    done()
  })
  // Request timings only where something reads them (METRICS_PORT or METRICS_TOKEN).
  if (metricsEnabled(ctx.config)) registerRequestMetrics(app, ctx.metrics)

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(swagger, {
    openapi: { info: { title: 'RDO Shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  // The API explorer (and its JSON) is for development; production opts in with API_DOCS=true.
  if (ctx.config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' })
  const redis = ctx.config.REDIS_URL
    ? new Redis(ctx.config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) {
    // One line per outage (ioredis reports every reconnect attempt); readiness reports it too.
    let redisDown = false
    redis.on('error', (err) => {
      if (!redisDown) ctx.log.warn(`Redis unreachable: ${err.message}`)
      redisDown = true
    })
    redis.on('ready', () => {
      if (redisDown) ctx.log.info('Redis reachable again')
      redisDown = false
    })
    app.addHook('onClose', async () => void redis.quit())
  }
  app.decorate('redis', redis)
  app.decorate('attempts', redis ? redisAttemptCounter(redis) : memoryAttemptCounter())
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'rdo-rl:',
    keyGenerator: (req) => `${req.ip}:${req.routeOptions.url}`,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later',
      retryAfter: context.after,
    }),
  })
  await registerSecurity(app, ctx.config, serveWeb ? inlineScriptHashes() : [])
  registerSession(app)
  registerErrorHandler(app)

  await app.register(
    async (api) => {
      for (const m of modules) {
        for (const routes of m.routes ?? []) await api.register(routes, { prefix: m.prefix ?? '' })
      }
      await api.register(
        async (admin) => {
          for (const m of modules) for (const routes of m.adminRoutes ?? []) await admin.register(routes)
        },
        { prefix: '/admin' },
      )
    },
    { prefix: '/api' },
  )
  for (const m of modules) for (const routes of m.rootRoutes ?? []) await app.register(routes)
  if (serveWeb) await registerSpa(app)
  else {
    app.setNotFoundHandler(async (_req, reply) =>
      reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } }),
    )
  }
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared rate-limit store when REDIS_URL is set (readiness pings it). */
    redis: Redis | undefined
  }
}
