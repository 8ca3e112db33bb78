import {
  bulkSendBody,
  campaignBody,
  campaignListQuery,
  campaignListResponse,
  campaignResponse,
  campaignSchema,
  EMAIL_ADMIN_MESSAGES as E,
  idParams,
  marketingOverviewResponse,
  messageResponse,
  testSendBody,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN } from '../../../lib/access.ts'
import { auditActor, writeAudit } from '../../../lib/audit.ts'
import {
  bulkSend,
  changeCampaign,
  createCampaign,
  type CampaignAction,
} from './campaign-actions.admin.service.ts'
import { sendTestEmail } from './campaign-content.ts'
import { getCampaign, listCampaigns } from './campaigns.admin.service.ts'
import { marketingOverview } from './overview.admin.service.ts'

const tags = ['admin-marketing']

/** Marketing back office (/api/admin/marketing): the overview, campaigns, bulk and test sends. */
const marketingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/marketing/overview',
    { config: { access: ADMIN }, schema: { tags, response: { 200: marketingOverviewResponse } } },
    async () => marketingOverview(ctx),
  )

  app.get(
    '/marketing/campaigns',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: campaignListQuery, response: { 200: campaignListResponse } },
    },
    async (req) => listCampaigns(ctx, req.query),
  )

  app.post(
    '/marketing/campaigns',
    {
      config: { access: ADMIN },
      schema: { tags, body: campaignBody, response: { 201: campaignResponse } },
    },
    async (req, reply) => {
      const created = await createCampaign(ctx, await auditActor(req), req.body)
      return reply.code(201).send(created)
    },
  )

  app.get(
    '/marketing/campaigns/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: campaignSchema } },
    },
    async (req) => getCampaign(ctx, req.params.id),
  )

  const actions: CampaignAction[] = ['send', 'pause', 'resume']
  for (const action of actions) {
    app.post(
      `/marketing/campaigns/:id/${action}`,
      {
        config: { access: ADMIN },
        schema: { tags, params: idParams, response: { 200: campaignResponse } },
      },
      async (req) => changeCampaign(ctx, await auditActor(req), req.params.id, action),
    )
  }

  app.post(
    '/marketing/bulk',
    {
      config: { access: ADMIN },
      schema: { tags, body: bulkSendBody, response: { 201: campaignResponse } },
    },
    async (req, reply) => {
      const started = await bulkSend(ctx, await auditActor(req), req.body)
      return reply.code(201).send(started)
    },
  )

  // The bulk form's (or a campaign's) content once to a test address; audited once it is queued.
  app.post(
    '/marketing/test-send',
    {
      config: { access: ADMIN },
      schema: { tags, body: testSendBody, response: { 200: messageResponse } },
    },
    async (req) => {
      const actor = await auditActor(req)
      await sendTestEmail(ctx, req.body)
      const { test_email, mode, template_id, email_template_id } = req.body
      await writeAudit(ctx.db, actor, {
        action: 'campaign.test_send',
        entity: 'email_messages',
        after: { to: test_email, mode, template_id, email_template_id },
      })
      return { message: E.testEmailSent }
    },
  )
}

export default marketingAdminRoutes
