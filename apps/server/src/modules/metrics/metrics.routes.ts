import type { FastifyInstance } from 'fastify'
import { PUBLIC } from '../../lib/access.ts'
import { NotFound, Unauthorized } from '../../lib/errors.ts'
import { metricsAccess } from './metrics-access.ts'

/**
 * `GET /metrics` on the main port, for a scraper that can only reach the site: with METRICS_TOKEN set,
 * to `Authorization: Bearer <METRICS_TOKEN>` only; without it the route is a 404. (METRICS_PORT serves
 * the same text on a port of its own, which a private network reaches.)
 */
export default async function metricsRoutes(app: FastifyInstance) {
  const allowed = metricsAccess(app.ctx.config.METRICS_TOKEN)
  app.get(
    '/metrics',
    { config: { access: PUBLIC }, exposeHeadRoute: false, schema: { hide: true } },
    async (req, reply) => {
      const verdict = allowed(req.headers.authorization)
      if (verdict === 'hidden') throw new NotFound('Not found')
      if (verdict === 'refused') {
        reply.header('www-authenticate', 'Bearer realm="metrics"')
        throw new Unauthorized('A valid metrics token is required')
      }
      reply.header('content-type', app.ctx.metrics.contentType).header('cache-control', 'no-store')
      return app.ctx.metrics.render()
    },
  )
}
