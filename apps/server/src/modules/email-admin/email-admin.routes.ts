import {
  emailLogListQuery,
  emailLogListResponse,
  emailOverviewQuery,
  emailOverviewResponse,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN } from '../../lib/access.ts'
import { listLogs } from './logs.service.ts'
import { emailOverview } from './overview.service.ts'

const tags = ['admin-email']

/** Email logs and the email overview (/api/admin/email). */
const emailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/email/logs',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: emailLogListQuery, response: { 200: emailLogListResponse } },
    },
    async (req) => listLogs(ctx, req.query),
  )

  app.get(
    '/email/overview',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: emailOverviewQuery, response: { 200: emailOverviewResponse } },
    },
    async (req) => emailOverview(ctx, req.query.period),
  )
}

export default emailAdminRoutes
