import {
  emailPreviewBody,
  emailPreviewResponse,
  emailTemplateBody,
  emailTemplatePatch,
  emailTemplateListQuery,
  emailTemplateListResponse,
  emailTemplateSchema,
  idParams,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../../lib/access.ts'
import { auditActor } from '../../../lib/audit.ts'
import * as templates from './templates.admin.service.ts'

const tags = ['admin-email']

/** Email templates (/api/admin/email/templates): list, read, create, edit, delete, preview. */
const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/email/templates',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: emailTemplateListQuery, response: { 200: emailTemplateListResponse } },
    },
    async (req) => templates.listTemplates(ctx, req.query),
  )

  app.post(
    '/email/templates',
    {
      config: { access: ADMIN },
      schema: { tags, body: emailTemplateBody, response: { 201: emailTemplateSchema } },
    },
    async (req, reply) => {
      reply.code(201)
      return templates.createTemplate(ctx, await auditActor(req), req.body)
    },
  )

  app.post(
    '/email/templates/preview',
    {
      // Rendering and inlining CSS of up to 500 KB of HTML is real work.
      config: { access: ADMIN, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags, body: emailPreviewBody, response: { 200: emailPreviewResponse } },
    },
    async (req) => templates.previewTemplate(ctx, req.body),
  )

  app.get(
    '/email/templates/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: emailTemplateSchema } },
    },
    async (req) => templates.getTemplate(ctx, req.params.id),
  )

  app.patch(
    '/email/templates/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, body: emailTemplatePatch, response: { 200: emailTemplateSchema } },
    },
    async (req) => templates.updateTemplate(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.delete(
    '/email/templates/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 204: z.null().describe('No content') } },
    },
    async (req, reply) => {
      await templates.deleteTemplate(ctx, await auditActor(req), req.params.id)
      return reply.code(204).send(null)
    },
  )
}

export default emailTemplateRoutes
