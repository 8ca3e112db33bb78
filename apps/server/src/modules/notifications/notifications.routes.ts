import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { markNotificationsReadBody, notificationListResponse, okSchema } from '@rdo/contracts'
import { listNotifications, markAllRead, markRead } from './notifications.service.ts'
import { caller, USER } from '../../lib/access.ts'

/** The signed-in user's notification bell; every query is scoped to the caller. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: USER },
      schema: { tags: ['notifications'], response: { 200: notificationListResponse } },
    },
    async (req, reply) => {
      const user = await caller(req)
      reply.header('cache-control', 'no-store')
      return listNotifications(app.ctx, { userId: user.id })
    },
  )

  app.post(
    '/notifications/read',
    {
      config: { access: USER },
      schema: { tags: ['notifications'], body: markNotificationsReadBody, response: { 200: okSchema } },
    },
    async (req) => {
      const user = await caller(req)
      await markRead(app.ctx, { userId: user.id, ids: req.body.ids })
      return { ok: true as const }
    },
  )

  app.post(
    '/notifications/read-all',
    { config: { access: USER }, schema: { tags: ['notifications'], response: { 200: okSchema } } },
    async (req) => {
      const user = await caller(req)
      await markAllRead(app.ctx, { userId: user.id })
      return { ok: true as const }
    },
  )
}

export default notificationRoutes
