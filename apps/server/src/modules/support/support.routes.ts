import {
  assistantBody,
  createTicketBody,
  messageListResponse,
  supportMessageSchema,
  supportOrderOptionsResponse,
  supportReplyBody,
  supportTicketSchema,
  ticketListResponse,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../lib/session.ts'
import * as service from './support.service.ts'

/** Non-UUID ids are simply unknown tickets (404), checked in the service. */
export const ticketParams = z.object({ id: z.string().max(64) })

/** The customer's support tickets (/support). */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['support']
  app.addHook('preValidation', async (req) => {
    await requireUser(req)
  })
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/support/tickets', { schema: { tags, response: { 200: ticketListResponse } } }, async (req) => ({
    items: await service.listOwnTickets(ctx, (await requireUser(req)).id),
  }))

  app.post(
    '/support/tickets',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags, body: createTicketBody, response: { 201: supportTicketSchema } },
    },
    async (req, reply) => {
      const user = await requireUser(req)
      return reply.code(201).send(await service.createTicket(ctx, user, req.body))
    },
  )

  app.get(
    '/support/order-options',
    { schema: { tags, response: { 200: supportOrderOptionsResponse } } },
    async (req) => ({ items: await service.listOrderOptions(ctx, (await requireUser(req)).id) }),
  )

  app.get(
    '/support/tickets/:id/messages',
    { schema: { tags, params: ticketParams, response: { 200: messageListResponse } } },
    async (req) => {
      const user = await requireUser(req)
      const ticket = await service.findOwnTicket(ctx.db, user.id, req.params.id)
      return { items: await service.listTicketMessages(ctx.db, ticket.id) }
    },
  )

  app.post(
    '/support/tickets/:id/messages',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, params: ticketParams, body: supportReplyBody, response: { 201: supportMessageSchema } },
    },
    async (req, reply) => {
      const user = await requireUser(req)
      const saved = await service.replyAsCustomer(ctx, user.id, req.params.id, req.body.message)
      return reply.code(201).send(saved)
    },
  )

  app.post(
    '/support/tickets/:id/assistant',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, params: ticketParams, body: assistantBody, response: { 201: supportMessageSchema } },
    },
    async (req, reply) => {
      const user = await requireUser(req)
      const saved = await service.askAssistant(ctx, user.id, req.params.id, req.body?.message)
      return reply.code(201).send(saved)
    },
  )
}

export default supportRoutes
