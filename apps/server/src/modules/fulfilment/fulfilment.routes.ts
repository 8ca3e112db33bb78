import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PUBLIC } from '../../lib/access.ts'
import { handlePrintifyWebhook } from './printify-webhook.ts'

/** Printify's webhook (POST /api/webhooks/printify): signed deliveries about the shop's orders. */
const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  // The signature covers the exact bytes Printify sent: this scope keeps the body as a raw Buffer.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    raw.post(
      '/webhooks/printify',
      {
        config: { access: PUBLIC, rateLimit: { max: 600, timeWindow: 60_000 } },
        schema: {
          tags: ['fulfilment'],
          response: { 200: z.object({ received: z.literal(true), applied: z.boolean() }) },
        },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
        const signature = req.headers['x-pfy-signature']
        const result = await handlePrintifyWebhook(
          ctx,
          body,
          Array.isArray(signature) ? signature[0] : signature,
        )
        return { received: true as const, applied: result.applied }
      },
    )
  })
}

export default fulfilmentRoutes
