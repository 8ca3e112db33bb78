import {
  adminOrderMoneySchema,
  adminReturnListQuery,
  adminReturnListResponse,
  adminReturnSchema,
  approveReturnBody,
  idempotencyKeySchema,
  orderNoteBody,
  orderNoteSchema,
  receiveReturnBody,
  refundBody,
  refundSchema,
  rejectReturnBody,
  returnsSettingsSchema,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import { getOrderMoney } from './order-money.ts'
import { addOrderNote } from './order-notes.admin.service.ts'
import { createRefund } from './order-refunds.admin.service.ts'
import * as returns from './returns.admin.service.ts'
import { readReturnsSettings, saveReturnsSettings } from './returns-settings.ts'

const params = z.object({ id: z.uuid() })
const refundHeaders = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() })

/**
 * Refunds, notes and returns in the back office: an order's money view, partial refunds, staff notes,
 * the returns list with its decisions, and the return window.
 */
const refundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['admin-refunds']

  app.get(
    '/orders/:id/money',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: adminOrderMoneySchema } } },
    async (req) => getOrderMoney(ctx.db, req.params.id),
  )

  app.post(
    '/orders/:id/refunds',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params,
        headers: refundHeaders,
        body: refundBody,
        response: { 200: refundSchema, 201: refundSchema },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key']
      const { refund, created } = await createRefund(ctx, await auditActor(req), req.params.id, req.body, key)
      // 200: a retry with the same Idempotency-Key answers with the refund already made.
      return reply.code(created ? 201 : 200).send(refund)
    },
  )

  app.post(
    '/orders/:id/notes',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: orderNoteBody, response: { 201: orderNoteSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await addOrderNote(ctx, await auditActor(req), req.params.id, req.body)),
  )

  app.get(
    '/returns',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminReturnListQuery, response: { 200: adminReturnListResponse } },
    },
    async (req) => returns.listReturns(ctx, req.query),
  )

  app.get(
    '/returns/settings',
    { config: { access: ADMIN }, schema: { tags, response: { 200: returnsSettingsSchema } } },
    async () => readReturnsSettings(ctx.db),
  )

  app.put(
    '/returns/settings',
    {
      config: { access: ADMIN },
      schema: { tags, body: returnsSettingsSchema, response: { 200: returnsSettingsSchema } },
    },
    async (req) => saveReturnsSettings(ctx, await auditActor(req), req.body),
  )

  app.post(
    '/returns/:id/approve',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: approveReturnBody, response: { 200: adminReturnSchema } },
    },
    async (req) => returns.decideReturn(ctx, await auditActor(req), req.params.id, true, req.body.message),
  )

  app.post(
    '/returns/:id/reject',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: rejectReturnBody, response: { 200: adminReturnSchema } },
    },
    async (req) => returns.decideReturn(ctx, await auditActor(req), req.params.id, false, req.body.message),
  )

  app.post(
    '/returns/:id/receive',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: receiveReturnBody, response: { 200: adminReturnSchema } },
    },
    async (req) => returns.receiveReturn(ctx, await auditActor(req), req.params.id, req.body),
  )
}

export default refundsAdminRoutes
