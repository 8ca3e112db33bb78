import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { shippingQuoteBody, shippingQuoteResponse } from '@rdo/contracts'
import { quoteShipping } from './shipping.service.ts'
import { PUBLIC } from '../../lib/access.ts'
import { productFacts } from '../catalog/index.ts'

/**
 * Public: visitors see shipping prices before signing in (docs/orders-and-payments.md#shipping-quotes).
 * The products' prices and weights come from the catalogue's short cache (cleared on every change, as
 * the product pages' are; an order prices its shipping again from the database), read on a miss over
 * the context's pipelined reads: a drop's winners all quote the same product while the rush keeps the
 * event loop and the shared pool busy, and a quote then needs no round trip of its own.
 */
const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shipping-rates',
    {
      config: { access: PUBLIC, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['shipping'], body: shippingQuoteBody, response: { 200: shippingQuoteResponse } },
    },
    async (req) => ({
      rates: await quoteShipping(app.ctx.reads.db, {
        ...req.body,
        provider: app.ctx.shipping,
        known: await productFacts(app.ctx, req.body.items),
      }),
    }),
  )
}

export default shippingRoutes
