import crypto from 'node:crypto'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { requireAdmin } from './lib/session.ts'
import fileRoutes from './modules/files/files.routes.ts'
import { adminModules, shopModules } from './modules/index.ts'
import { authHandler } from './plugins/auth-handler.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerSession } from './plugins/session.ts'
import { createPageMetaRegistry } from './plugins/page-meta.ts'
import { inlineScriptHashes, registerSpa } from './plugins/spa.ts'
import type { AppContext } from './types.ts'

export type BuildOptions = { logger?: FastifyBaseLogger; serveWeb?: boolean }

/** Builds the HTTP app: external plugins first, then app plugins, then routes. */
export async function buildApp(ctx: AppContext, { logger, serveWeb = true }: BuildOptions = {}) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: ctx.config.TRUST_PROXY,
    genReqId: (req) => (req.headers['x-request-id'] as string) || crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('ctx', ctx)
  app.decorate('pageMeta', createPageMetaRegistry())
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id)
    done()
  })

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
  if (redis) app.addHook('onClose', async () => void redis.quit())
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
      for (const m of shopModules) await api.register(m.plugin, { prefix: m.prefix })
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', async (req) => {
            await requireAdmin(req)
          })
          for (const m of adminModules) await admin.register(m.plugin, { prefix: m.prefix })
        },
        { prefix: '/admin' },
      )
    },
    { prefix: '/api' },
  )
  await app.register(authHandler)
  await app.register(fileRoutes)
  if (serveWeb) await registerSpa(app)
  else {
    app.setNotFoundHandler(async (_req, reply) =>
      reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } }),
    )
  }
  return app
}
