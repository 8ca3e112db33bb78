import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CART_MESSAGES, cartBody, cartMergeBody, cartResponse } from '@rdo/contracts'
import { caller, USER } from '../../lib/access.ts'
import * as service from './cart.service.ts'

/** The signed-in customer's cart, kept across devices. 401 with the cart's message when signed out. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })
  const config = { access: USER, signInMessage: CART_MESSAGES.signInRequired }
  const tags = ['cart']

  app.get('/cart', { config, schema: { tags, response: { 200: cartResponse } } }, async (req) =>
    service.getCart(ctx, (await caller(req)).id),
  )

  app.put(
    '/cart',
    { config, schema: { tags, body: cartBody, response: { 200: cartResponse } } },
    async (req) => service.replaceCart(ctx, (await caller(req)).id, req.body),
  )

  app.post(
    '/cart/merge',
    { config, schema: { tags, body: cartMergeBody, response: { 200: cartResponse } } },
    async (req) => service.mergeCart(ctx, (await caller(req)).id, req.body),
  )
}

export default cartRoutes
