import { adminSummarySchema, auditListQuery, auditListResponse } from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN } from '../../lib/access.ts'
import * as service from './admin.service.ts'

/** The back office's own routes (/api/admin): dashboard counts and the audit log. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['admin']

  app.get(
    '/summary',
    { config: { access: ADMIN }, schema: { tags, response: { 200: adminSummarySchema } } },
    async () => service.summary(ctx),
  )

  app.get(
    '/audit',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: auditListQuery, response: { 200: auditListResponse } },
    },
    async (req) => service.listAudit(ctx, req.query),
  )
}

export default adminRoutes
