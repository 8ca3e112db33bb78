import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentOptionsResponse, payOrderResponse } from '@rdo/contracts'
import { z } from 'zod'
import { paymentMode, payOrder } from './payments.service.ts'
import { handleStripeWebhook } from './stripe-webhook.ts'
import { caller, ownerDirect, PUBLIC } from '../../lib/access.ts'

/** Paying an order (owner only) and Stripe's webhook. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get(
    '/payments/options',
    { config: { access: PUBLIC }, schema: { tags: ['payments'], response: { 200: paymentOptionsResponse } } },
    async () => ({ mode: paymentMode(ctx) }),
  )

  app.post(
    '/orders/:id/pay',
    {
      config: { access: ownerDirect('order') },
      schema: { tags: ['payments'], params: z.object({ id: z.uuid() }), response: { 200: payOrderResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store')
      return payOrder(ctx, await caller(req), req.params.id)
    },
  )

  // The signature covers the exact bytes Stripe sent: this scope keeps the body as a raw Buffer.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    raw.post(
      '/payments/stripe/webhook',
      {
        config: { access: PUBLIC },
        schema: { tags: ['payments'], response: { 200: z.object({ received: z.literal(true) }) } },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
        await handleStripeWebhook(ctx, body, req.headers['stripe-signature'] as string | undefined)
        return { received: true as const }
      },
    )
  })
}

export default paymentsRoutes
