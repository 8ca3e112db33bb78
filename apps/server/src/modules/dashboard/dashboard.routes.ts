import { dashboardActivityResponse } from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../lib/session.ts'
import { getRecentActivity } from './dashboard.service.ts'

/** The account dashboard's Recent Activity (the password change lives in the auth module). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/activity',
    { schema: { tags: ['dashboard'], response: { 200: dashboardActivityResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return getRecentActivity(app.ctx, (await requireUser(req)).id)
    },
  )
}

export default dashboardRoutes
