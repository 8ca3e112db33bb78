import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { checkoutQuoteBody, checkoutQuoteResponse } from '@rdo/contracts'
import { caller, USER } from '../../lib/access.ts'
import { quoteCheckout } from './checkout-quote.ts'

/** As many quotes as the public shipping quote allows, counted per account (the checkout re-quotes as the address is typed). */
const quoteRateLimit: RateLimitOptions = {
  max: 120,
  timeWindow: 60_000,
  keyGenerator: async (req: FastifyRequest) => {
    const user = await req.currentUser()
    return user ? `checkout-quote:user:${user.id}` : `checkout-quote:ip:${req.ip}`
  },
}

/** The checkout's totals with discount and tax (docs/discounts.md, docs/tax.md). */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout/quote',
    {
      config: { access: USER, rateLimit: quoteRateLimit },
      schema: { tags: ['orders'], body: checkoutQuoteBody, response: { 200: checkoutQuoteResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store')
      return quoteCheckout(app.ctx, await caller(req), req.body)
    },
  )
}

export default checkoutRoutes
