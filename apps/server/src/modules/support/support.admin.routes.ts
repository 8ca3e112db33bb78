import {
  adminTicketListQuery,
  adminTicketListResponse,
  adminTicketUpdateBody,
  adminAssistantBody,
  assistantDraftResponse,
  messageListResponse,
  supportMessageSchema,
  supportReplyBody,
  supportTicketSchema,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as service from './support.admin.service.ts'
import { ticketParams } from './support.routes.ts'
import { ADMIN, caller } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'

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
      const actor = await auditActor(req)
      return reply
        .code(201)
        .send(await service.replyAsStaff(ctx, staff, actor, req.params.id, req.body.message))
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
    async (req) => service.setTicketStatus(ctx, await auditActor(req), req.params.id, req.body.status),
  )

  // `draft: true` answers with the text for staff to edit (nothing saved); otherwise it is posted.
  app.post(
    '/support/tickets/:id/assistant',
    {
      config: { access: ADMIN, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        params: ticketParams,
        body: adminAssistantBody,
        response: { 200: assistantDraftResponse, 201: supportMessageSchema },
      },
    },
    async (req, reply) => {
      const question = req.body?.message
      if (req.body?.draft)
        return reply.code(200).send(await service.draftAssistantReply(ctx, req.params.id, question))
      const actor = await auditActor(req)
      return reply.code(201).send(await service.askAssistantForStaff(ctx, actor, req.params.id, question))
    },
  )
}

export default supportAdminRoutes
