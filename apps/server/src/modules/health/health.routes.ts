import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PUBLIC } from '../../lib/access.ts'

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['health'],
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
}
export default healthRoutes
