import {
  adminListQuery,
  idParams,
  marketingTemplateBody,
  marketingTemplateListResponse,
  marketingTemplatePatch,
  marketingTemplateSchema,
  messageResponse,
  segmentBody,
  segmentCountBody,
  segmentCountResponse,
  segmentListResponse,
  segmentPatch,
  segmentSchema,
  subscriberListQuery,
  subscriberListResponse,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../../lib/access.ts'
import { auditActor } from '../../../lib/audit.ts'
import * as templates from './marketing-templates.admin.service.ts'
import * as segments from './segments.admin.service.ts'
import { listSubscribers, unsubscribeSubscriber } from './subscribers.admin.service.ts'

const tags = ['admin-marketing']
const noContent = { 204: z.null().describe('No content') }

/** Marketing back office (/api/admin/marketing): templates, segments and subscribers. */
const marketingAudienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/marketing/templates',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminListQuery, response: { 200: marketingTemplateListResponse } },
    },
    async (req) => templates.listTemplates(ctx, req.query),
  )

  app.post(
    '/marketing/templates',
    {
      config: { access: ADMIN },
      schema: { tags, body: marketingTemplateBody, response: { 201: marketingTemplateSchema } },
    },
    async (req, reply) => {
      const created = await templates.createTemplate(ctx, await auditActor(req), req.body)
      return reply.code(201).send(created)
    },
  )

  app.patch(
    '/marketing/templates/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: idParams,
        body: marketingTemplatePatch,
        response: { 200: marketingTemplateSchema },
      },
    },
    async (req) => templates.updateTemplate(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.delete(
    '/marketing/templates/:id',
    { config: { access: ADMIN }, schema: { tags, params: idParams, response: noContent } },
    async (req, reply) => {
      await templates.deleteTemplate(ctx, await auditActor(req), req.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/marketing/segments',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminListQuery, response: { 200: segmentListResponse } },
    },
    async (req) => segments.listSegments(ctx, req.query),
  )

  app.post(
    '/marketing/segments',
    {
      config: { access: ADMIN },
      schema: { tags, body: segmentBody, response: { 201: segmentSchema } },
    },
    async (req, reply) => {
      const created = await segments.createSegment(ctx, await auditActor(req), req.body)
      return reply.code(201).send(created)
    },
  )

  // A read: the segment form's live count while its criteria are edited.
  app.post(
    '/marketing/segments/count',
    {
      config: { access: ADMIN },
      schema: { tags, body: segmentCountBody, response: { 200: segmentCountResponse } },
    },
    async (req) => segments.countSegment(ctx.db, req.body.criteria),
  )

  app.patch(
    '/marketing/segments/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, body: segmentPatch, response: { 200: segmentSchema } },
    },
    async (req) => segments.updateSegment(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.delete(
    '/marketing/segments/:id',
    { config: { access: ADMIN }, schema: { tags, params: idParams, response: noContent } },
    async (req, reply) => {
      await segments.deleteSegment(ctx, await auditActor(req), req.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/marketing/subscribers',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: subscriberListQuery, response: { 200: subscriberListResponse } },
    },
    async (req) => listSubscribers(ctx, req.query),
  )

  app.post(
    '/marketing/subscribers/:id/unsubscribe',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: messageResponse } },
    },
    async (req) => unsubscribeSubscriber(ctx, await auditActor(req), req.params.id),
  )
}

export default marketingAudienceRoutes
