import {
  emailLogListQuery,
  emailLogListResponse,
  emailOverviewQuery,
  emailOverviewResponse,
  emailSendBody,
  emailSendResponse,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN } from '../../../lib/access.ts'
import { auditActor } from '../../../lib/audit.ts'
import { listLogs } from './logs.admin.service.ts'
import { emailOverview } from './overview.admin.service.ts'
import { sendEmail } from './send.admin.service.ts'

const tags = ['admin-email']

/** Email logs, the email overview and single sends (/api/admin/email). */
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

  app.post(
    '/email/send',
    {
      // Each request queues up to 50 real emails.
      config: { access: ADMIN, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, body: emailSendBody, response: { 200: emailSendResponse } },
    },
    async (req) => sendEmail(ctx, await auditActor(req), req.body),
  )
}

export default emailAdminRoutes
