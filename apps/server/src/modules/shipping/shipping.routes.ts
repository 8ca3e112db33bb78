import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { shippingQuoteBody, shippingQuoteResponse } from '@rdo/contracts'
import { quoteShipping } from './shipping.service.ts'
import { PUBLIC } from '../../lib/access.ts'

/**
 * Public: visitors see shipping prices before signing in (docs/orders-and-payments.md#shipping-quotes).
 * The products are read over the context's pipelined reads: a drop's winners quote while the rush keeps
 * the shared pool busy.
 */
const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shipping-rates',
    {
      config: { access: PUBLIC, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['shipping'], body: shippingQuoteBody, response: { 200: shippingQuoteResponse } },
    },
    async (req) => ({
      rates: await quoteShipping(app.ctx.reads.db, { ...req.body, provider: app.ctx.shipping }),
    }),
  )
}

export default shippingRoutes
