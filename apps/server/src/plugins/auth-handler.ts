import type { FastifyInstance } from 'fastify'
import { PUBLIC } from '../lib/access.ts'

/**
 * The auth library's own HTTP handler is never mounted. Every auth endpoint the shop offers is one of
 * its own routes (`modules/auth/auth.routes.ts`: validated by the contracts, rate-limited, with the
 * shop's messages) calling the library's server API; the library's other endpoints (verify-password,
 * update-user, list-sessions, the admin plugin's user management…) would bypass those rules, so every
 * other path under `/api/auth/` is answered here with a plain 404, whatever the method.
 */
export async function authHandler(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/auth/*',
    config: { access: PUBLIC },
    schema: { hide: true },
    handler: async (_req, reply) =>
      reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } }),
  })
}
