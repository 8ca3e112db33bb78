import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createReviewBody, REVIEW_MESSAGES, reviewListResponse, reviewSchema } from '@rdo/contracts'
import { z } from 'zod'
import * as service from './reviews.service.ts'
import { caller, PUBLIC, USER } from '../../lib/access.ts'

const params = z.object({ productId: z.uuid() })

/** Product reviews: anyone reads them, signed-in customers write one per product. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:productId/reviews',
    {
      config: { access: PUBLIC },
      schema: { tags: ['reviews'], params, response: { 200: reviewListResponse } },
    },
    async (req, reply) => {
      const viewer = await req.currentUser()
      // viewer_has_reviewed depends on the caller: never shared by caches.
      reply.header('cache-control', 'private, no-cache')
      return service.listReviews(app.ctx, req.params.productId, viewer?.id ?? null)
    },
  )

  app.post(
    '/products/:productId/reviews',
    {
      // Signed-out visitors learn they must sign in before any validation message.
      config: { access: USER, signInMessage: REVIEW_MESSAGES.signInRequired },
      schema: { tags: ['reviews'], params, body: createReviewBody, response: { 201: reviewSchema } },
    },
    async (req, reply) => {
      const user = await caller(req)
      const review = await service.createReview(app.ctx, {
        userId: user.id,
        productId: req.params.productId,
        body: req.body,
      })
      return reply.code(201).send(review)
    },
  )
}

export default reviewRoutes
