import {
  assistantBody,
  createTicketBody,
  idParams,
  messageListResponse,
  supportMessageSchema,
  supportOrderOptionsResponse,
  supportReplyBody,
  supportTicketSchema,
  ticketListResponse,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as service from './support.service.ts'
import { caller, owner, USER } from '../../lib/access.ts'

/** Non-UUID ids are simply unknown tickets (404), checked in the service. */
export const ticketParams = idParams

/** The customer's support tickets (/support). */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['support']
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/support/tickets',
    { config: { access: USER }, schema: { tags, response: { 200: ticketListResponse } } },
    async (req) => ({
      items: await service.listOwnTickets(ctx, (await caller(req)).id),
    }),
  )

  app.post(
    '/support/tickets',
    {
      config: { access: USER, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags, body: createTicketBody, response: { 201: supportTicketSchema } },
    },
    async (req, reply) => {
      const user = await caller(req)
      return reply.code(201).send(await service.createTicket(ctx, user, req.body))
    },
  )

  app.get(
    '/support/order-options',
    { config: { access: USER }, schema: { tags, response: { 200: supportOrderOptionsResponse } } },
    async (req) => ({ items: await service.listOrderOptions(ctx, (await caller(req)).id) }),
  )

  app.get(
    '/support/tickets/:id/messages',
    {
      config: { access: owner('ticket') },
      schema: { tags, params: ticketParams, response: { 200: messageListResponse } },
    },
    async (req) => {
      const user = await caller(req)
      const ticket = await service.findOwnTicket(ctx.db, user.id, req.params.id)
      return { items: await service.listTicketMessages(ctx.db, ticket.id) }
    },
  )

  app.post(
    '/support/tickets/:id/messages',
    {
      config: { access: owner('ticket'), rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, params: ticketParams, body: supportReplyBody, response: { 201: supportMessageSchema } },
    },
    async (req, reply) => {
      const user = await caller(req)
      const saved = await service.replyAsCustomer(ctx, user.id, req.params.id, req.body.message)
      return reply.code(201).send(saved)
    },
  )

  app.post(
    '/support/tickets/:id/assistant',
    {
      config: { access: owner('ticket'), rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, params: ticketParams, body: assistantBody, response: { 201: supportMessageSchema } },
    },
    async (req, reply) => {
      const user = await caller(req)
      const saved = await service.askAssistant(ctx, user.id, req.params.id, req.body?.message)
      return reply.code(201).send(saved)
    },
  )
}

export default supportRoutes
