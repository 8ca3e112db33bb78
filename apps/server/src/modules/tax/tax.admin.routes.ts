import {
  taxRateBody,
  taxRateDeleteResponse,
  taxRateListQuery,
  taxRateListResponse,
  taxRateResponse,
  taxSettingsSchema,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import * as admin from './tax.admin.service.ts'

const params = z.object({ id: z.uuid() })
const tags = ['admin-tax']

/** Sales tax in the back office (/api/admin/tax): the rates per place and whether shipping is taxed. */
const taxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/tax/rates',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: taxRateListQuery, response: { 200: taxRateListResponse } },
    },
    async (req) => admin.listRates(ctx, req.query),
  )

  app.post(
    '/tax/rates',
    { config: { access: ADMIN }, schema: { tags, body: taxRateBody, response: { 201: taxRateResponse } } },
    async (req, reply) => {
      reply.code(201)
      return admin.createRate(ctx, await auditActor(req), req.body)
    },
  )

  app.put(
    '/tax/rates/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: taxRateBody, response: { 200: taxRateResponse } },
    },
    async (req) => admin.updateRate(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.delete(
    '/tax/rates/:id',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: taxRateDeleteResponse } } },
    async (req) => admin.deleteRate(ctx, await auditActor(req), req.params.id),
  )

  app.get(
    '/tax/settings',
    { config: { access: ADMIN }, schema: { tags, response: { 200: taxSettingsSchema } } },
    async () => admin.getSettings(ctx),
  )

  app.put(
    '/tax/settings',
    {
      config: { access: ADMIN },
      schema: { tags, body: taxSettingsSchema, response: { 200: taxSettingsSchema } },
    },
    async (req) => admin.saveSettings(ctx, await auditActor(req), req.body),
  )
}

export default taxAdminRoutes
