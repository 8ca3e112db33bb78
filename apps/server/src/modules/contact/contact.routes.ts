import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactBody, contactResponse } from '@rdo/contracts'
import { submitContactForm } from './contact.service.ts'
import { PUBLIC } from '../../lib/access.ts'

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { access: PUBLIC, rateLimit: { max: 10, timeWindow: 60000 } },
      schema: { tags: ['support'], body: contactBody, response: { 201: contactResponse } },
    },
    async (req, reply) => {
      const { ticketId } = await submitContactForm(app.ctx, { ...req.body, user: await req.currentUser() })
      return reply.code(201).send({ ok: true as const, ticket_id: ticketId })
    },
  )
}

export default contactRoutes
