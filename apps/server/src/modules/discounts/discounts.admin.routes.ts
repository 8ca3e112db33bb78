import {
  adminDiscountCodeResponse,
  adminDiscountCodeSavedResponse,
  adminDiscountListQuery,
  adminDiscountListResponse,
  discountCodeBody,
  discountDeleteResponse,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import * as admin from './discounts.admin.service.ts'

const params = z.object({ id: z.uuid() })
const tags = ['admin-discounts']

/** Discount codes in the back office (/api/admin/discounts): the list with figures, the editor, on/off. */
const discountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/discounts',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminDiscountListQuery, response: { 200: adminDiscountListResponse } },
    },
    async (req) => admin.listDiscounts(ctx, req.query),
  )

  app.post(
    '/discounts',
    {
      config: { access: ADMIN },
      schema: { tags, body: discountCodeBody, response: { 201: adminDiscountCodeSavedResponse } },
    },
    async (req, reply) => {
      reply.code(201)
      return admin.createDiscount(ctx, await auditActor(req), req.body)
    },
  )

  app.get(
    '/discounts/:id',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: adminDiscountCodeResponse } } },
    async (req) => admin.getDiscount(ctx, req.params.id),
  )

  app.put(
    '/discounts/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: discountCodeBody, response: { 200: adminDiscountCodeSavedResponse } },
    },
    async (req) => admin.updateDiscount(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.delete(
    '/discounts/:id',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: discountDeleteResponse } } },
    async (req) => admin.deleteDiscount(ctx, await auditActor(req), req.params.id),
  )

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/discounts/:id/${verb}`,
      {
        config: { access: ADMIN },
        schema: { tags, params, response: { 200: adminDiscountCodeSavedResponse } },
      },
      async (req) => admin.setDiscountActive(ctx, await auditActor(req), req.params.id, active),
    )
  }
}

export default discountAdminRoutes
