import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  commentLikeResponse,
  commentListQuery,
  commentListResponse,
  createCommentBody,
  DESIGN_MESSAGES as M,
  designCommentSchema,
  reportCommentBody,
  reportCommentResponse,
} from '@rdo/contracts'
import { caller, PUBLIC, USER } from '../../lib/access.ts'
import * as service from './comments.service.ts'
import { commentIdParams, designParams, knownCommentId, knownDesignId } from './params.ts'
import { perUserLimit } from './votes.routes.ts'

const tags = ['community']

/** Comments on community designs: anyone reads them; signed-in people write, like and report them. */
const designCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/community-designs/:id/comments',
    {
      config: { access: PUBLIC },
      preValidation: knownDesignId,
      schema: {
        tags,
        params: designParams,
        querystring: commentListQuery,
        response: { 200: commentListResponse },
      },
    },
    async (req, reply) => {
      const viewer = await req.currentUser()
      // viewer_liked / viewer_reported depend on the caller: never shared by caches.
      reply.header('cache-control', 'private, no-cache')
      return service.listComments(app.ctx, req.params.id, viewer?.id ?? null, req.query)
    },
  )

  app.post(
    '/community-designs/:id/comments',
    {
      config: { access: USER, signInMessage: M.signInToComment, rateLimit: perUserLimit(10, 'comment') },
      preValidation: knownDesignId,
      schema: { tags, params: designParams, body: createCommentBody, response: { 201: designCommentSchema } },
    },
    async (req, reply) => {
      const user = await caller(req)
      const comment = await service.createComment(app.ctx, {
        designId: req.params.id,
        userId: user.id,
        content: req.body.content,
      })
      return reply.code(201).send(comment)
    },
  )

  for (const liked of [true, false]) {
    app.route({
      method: liked ? 'POST' : 'DELETE',
      url: '/community-designs/comments/:commentId/like',
      config: { access: USER, rateLimit: perUserLimit(120, 'comment-like') },
      preValidation: knownCommentId,
      schema: { tags, params: commentIdParams, response: { 200: commentLikeResponse } },
      handler: async (req) => {
        const user = await caller(req)
        return service.setCommentLike(app.ctx, { commentId: req.params.commentId, userId: user.id, liked })
      },
    })
  }

  app.post(
    '/community-designs/comments/:commentId/report',
    {
      config: { access: USER, rateLimit: perUserLimit(30, 'comment-report') },
      preValidation: knownCommentId,
      schema: {
        tags,
        params: commentIdParams,
        body: reportCommentBody,
        response: { 200: reportCommentResponse, 201: reportCommentResponse },
      },
    },
    async (req, reply) => {
      const user = await caller(req)
      const created = await service.reportComment(app.ctx, {
        commentId: req.params.commentId,
        userId: user.id,
        reason: req.body?.reason || null,
      })
      // A first report is filed (201); a repeat changes nothing and is simply accepted (200).
      return reply.code(created ? 201 : 200).send({ reported: true })
    },
  )
}

export default designCommentRoutes
