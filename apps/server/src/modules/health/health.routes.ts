import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PUBLIC } from '../../lib/access.ts'

const tags = ['health']
const readyReport = z.object({
  status: z.enum(['ok', 'degraded', 'error', 'stopping']),
  checks: z.array(
    z.object({
      name: z.string(),
      state: z.enum(['up', 'down']),
      required: z.boolean(),
      latency_ms: z.number(),
    }),
  ),
})

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.ctx.runtimes

  app.get(
    '/health',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), database: z.literal('unavailable') }),
        },
      },
    },
    async (req, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`)
        return { status: 'ok' as const, database: 'ok' as const }
      } catch (err) {
        // The cause (host names, user names, driver messages) goes to the log, never to the caller.
        req.log.error({ err }, 'Health check: the database is unreachable')
        return reply.code(503).send({ status: 'error' as const, database: 'unavailable' })
      }
    },
  )

  // Liveness: the process answers. Nothing else is asked, so a database outage never gets it restarted.
  app.get(
    '/health/live',
    {
      config: { access: PUBLIC },
      schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' as const }
    },
  )

  // Readiness: whether this instance should get traffic (docs/operations.md#health). Names, states and
  // timings only: no address, user name or driver message.
  app.get(
    '/health/ready',
    { config: { access: PUBLIC }, schema: { tags, response: { 200: readyReport, 503: readyReport } } },
    async (_req, reply) => {
      const { statusCode, report } = await health.ready({ listener: true, redis: app.redis })
      return reply.code(statusCode).header('cache-control', 'no-store').send(report)
    },
  )
}
export default healthRoutes
