import {
  adminTicketListQuery,
  adminTicketListResponse,
  adminTicketUpdateBody,
  assistantBody,
  messageListResponse,
  supportMessageSchema,
  supportReplyBody,
  supportTicketSchema,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as service from './support-admin.service.ts'
import { ticketParams } from './support.routes.ts'
import { ADMIN, caller } from '../../lib/access.ts'

/** Staff side of support (/api/admin/support); the admin guard runs before every route. */
const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['admin-support']

  app.get(
    '/support/tickets',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminTicketListQuery, response: { 200: adminTicketListResponse } },
    },
    async (req) => service.listAllTickets(ctx, req.query),
  )

  app.get(
    '/support/tickets/:id/messages',
    {
      config: { access: ADMIN },
      schema: { tags, params: ticketParams, response: { 200: messageListResponse } },
    },
    async (req) => ({ items: await service.listMessagesForStaff(ctx, req.params.id) }),
  )

  app.post(
    '/support/tickets/:id/reply',
    {
      config: { access: ADMIN },
      schema: { tags, params: ticketParams, body: supportReplyBody, response: { 201: supportMessageSchema } },
    },
    async (req, reply) => {
      const staff = await caller(req)
      return reply.code(201).send(await service.replyAsStaff(ctx, staff, req.params.id, req.body.message))
    },
  )

  app.patch(
    '/support/tickets/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: ticketParams,
        body: adminTicketUpdateBody,
        response: { 200: supportTicketSchema },
      },
    },
    async (req) => service.setTicketStatus(ctx, req.params.id, req.body.status),
  )

  app.post(
    '/support/tickets/:id/assistant',
    {
      config: { access: ADMIN, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, params: ticketParams, body: assistantBody, response: { 201: supportMessageSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await service.askAssistantForStaff(ctx, req.params.id, req.body?.message)),
  )
}

export default supportAdminRoutes
