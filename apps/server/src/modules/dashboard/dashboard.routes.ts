import { dashboardActivityResponse } from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getRecentActivity } from './dashboard.service.ts'
import { caller, USER } from '../../lib/access.ts'

/** The account dashboard's Recent Activity (the password change lives in the auth module). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/activity',
    {
      config: { access: USER },
      schema: { tags: ['dashboard'], response: { 200: dashboardActivityResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return getRecentActivity(app.ctx, (await caller(req)).id)
    },
  )
}

export default dashboardRoutes
