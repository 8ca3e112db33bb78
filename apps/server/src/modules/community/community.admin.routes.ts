import {
  adminDesignDetailSchema,
  adminDesignListQuery,
  adminDesignListResponse,
  adminDesignSummarySchema,
  adminMockupResponse,
  approveDesignBody,
  COMMENT_MODERATION_MESSAGES,
  DESIGN_IMAGE_MAX_BYTES,
  designFeedbackBody,
  idParams,
  rejectDesignBody,
  removeAnomalyVoteResponse,
  reportedCommentListQuery,
  reportedCommentListResponse,
  voteAnomalyListQuery,
  voteAnomalyListResponse,
} from '@rdo/contracts'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import { clearCommunityCaches } from './community-cache.ts'
import * as comments from './comment-reports.admin.service.ts'
import * as designs from './design-review.admin.service.ts'
import * as anomalies from './vote-anomalies.admin.service.ts'

const tags = ['admin-design-review']
const commentParams = z.object({ commentId: z.uuid({ error: COMMENT_MODERATION_MESSAGES.notFound }) })
const noContent = { 204: z.null().describe('No content') }

/** The mockup upload, in its own scope: only it takes multipart bodies. */
const mockupRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: DESIGN_IMAGE_MAX_BYTES, files: 2, fields: 5 } })
  app.post(
    '/designs/:id/mockup',
    {
      config: { access: ADMIN, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: adminMockupResponse },
      },
    },
    async (req) => designs.uploadMockup(app.ctx, await auditActor(req), req.params.id, req),
  )
}

/**
 * Back office of the community programme (/api/admin): design review (approve with a mockup, request
 * changes, feedback, delete), vote anomaly flags and reported comments.
 */
const communityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  // A review decision or a removed vote shows on this instance's next read of the gallery and design
  // page (other instances follow within their short cache window).
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && reply.statusCode < 300) clearCommunityCaches(ctx)
    return payload
  })

  // ---- Designs -----------------------------------------------------------------------------------

  app.get(
    '/designs',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminDesignListQuery, response: { 200: adminDesignListResponse } },
    },
    async (req) => designs.listDesigns(ctx, req.query),
  )

  app.get(
    '/designs/summary',
    { config: { access: ADMIN }, schema: { tags, response: { 200: adminDesignSummarySchema } } },
    async () => designs.designSummary(ctx),
  )

  app.get(
    '/designs/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: adminDesignDetailSchema } },
    },
    async (req) => designs.getDesign(ctx, req.params.id),
  )

  app.post(
    '/designs/:id/approve',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, body: approveDesignBody, response: { 200: adminDesignDetailSchema } },
    },
    async (req) => designs.approveDesign(ctx, await auditActor(req), req.params.id, req.body.mockup_url),
  )

  app.post(
    '/designs/:id/reject',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, body: rejectDesignBody, response: { 200: adminDesignDetailSchema } },
    },
    async (req) => designs.rejectDesign(ctx, await auditActor(req), req.params.id, req.body.feedback),
  )

  app.post(
    '/designs/:id/feedback',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: idParams,
        body: designFeedbackBody,
        response: { 200: adminDesignDetailSchema },
      },
    },
    async (req) => designs.sendFeedback(ctx, await auditActor(req), req.params.id, req.body.feedback),
  )

  app.delete(
    '/designs/:id',
    { config: { access: ADMIN }, schema: { tags, params: idParams, response: noContent } },
    async (req, reply) => {
      await designs.deleteDesign(ctx, await auditActor(req), req.params.id)
      return reply.code(204).send(null)
    },
  )

  await app.register(mockupRoutes)

  // ---- Vote anomalies ----------------------------------------------------------------------------

  app.get(
    '/vote-anomalies',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: voteAnomalyListQuery, response: { 200: voteAnomalyListResponse } },
    },
    async (req) => anomalies.listAnomalies(ctx, req.query),
  )

  app.post(
    '/vote-anomalies/:id/resolve',
    { config: { access: ADMIN }, schema: { tags, params: idParams, response: noContent } },
    async (req, reply) => {
      await anomalies.resolveAnomaly(ctx, await auditActor(req), req.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/vote-anomalies/:id/remove-vote',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: removeAnomalyVoteResponse } },
    },
    async (req) => anomalies.removeAnomalyVote(ctx, await auditActor(req), req.params.id),
  )

  // ---- Reported comments -------------------------------------------------------------------------

  app.get(
    '/comment-reports',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: reportedCommentListQuery, response: { 200: reportedCommentListResponse } },
    },
    async (req) => comments.listReportedComments(ctx, req.query),
  )

  app.post(
    '/comment-reports/:commentId/hide',
    { config: { access: ADMIN }, schema: { tags, params: commentParams, response: noContent } },
    async (req, reply) => {
      await comments.hideComment(ctx, await auditActor(req), req.params.commentId)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/comment-reports/:commentId/dismiss',
    { config: { access: ADMIN }, schema: { tags, params: commentParams, response: noContent } },
    async (req, reply) => {
      await comments.dismissReports(ctx, await auditActor(req), req.params.commentId)
      return reply.code(204).send(null)
    },
  )
}

export default communityAdminRoutes
