import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminSendNotificationBody, adminSendNotificationResponse } from '@rdo/contracts'
import { sendNotification } from './notifications.service.ts'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'

/** Back office: send a notification to one user (it reaches their open pages live). */
const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notifications',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        body: adminSendNotificationBody,
        response: { 201: adminSendNotificationResponse },
      },
    },
    async (req, reply) => {
      const actor = await auditActor(req)
      const notification = await sendNotification(app.ctx, { actor, input: req.body })
      return reply.code(201).send({ notification })
    },
  )
}

export default notificationAdminRoutes
