import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  addToWishlistBody,
  okSchema,
  WISHLIST_MESSAGES,
  wishlistResponse,
  wishlistStatusResponse,
} from '@rdo/contracts'
import { z } from 'zod'
import * as service from './wishlist.service.ts'
import { caller, USER } from '../../lib/access.ts'

const productParams = z.object({ productId: z.uuid() })
const entryParams = z.object({ id: z.uuid() })

/** The signed-in customer's wishlist. Every route answers 401 with the wishlist's sign-in message when signed out. */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })
  const userOf = caller
  const config = { access: USER, signInMessage: WISHLIST_MESSAGES.signInRequired }

  app.get(
    '/wishlist',
    { config, schema: { tags: ['wishlist'], response: { 200: wishlistResponse } } },
    async (req) => ({ items: await service.listWishlist(ctx, (await userOf(req)).id) }),
  )

  app.post(
    '/wishlist',
    {
      config,
      schema: {
        tags: ['wishlist'],
        body: addToWishlistBody,
        response: { 200: wishlistStatusResponse, 201: wishlistStatusResponse },
      },
    },
    async (req, reply) => {
      const { created, entry_id } = await service.addToWishlist(
        ctx,
        (await userOf(req)).id,
        req.body.product_id,
      )
      return reply.code(created ? 201 : 200).send({ in_wishlist: true, entry_id })
    },
  )

  app.get(
    '/wishlist/products/:productId',
    {
      config,
      schema: { tags: ['wishlist'], params: productParams, response: { 200: wishlistStatusResponse } },
    },
    async (req) => service.wishlistStatus(ctx, (await userOf(req)).id, req.params.productId),
  )

  app.delete(
    '/wishlist/products/:productId',
    { config, schema: { tags: ['wishlist'], params: productParams, response: { 200: okSchema } } },
    async (req) => {
      await service.removeProductFromWishlist(ctx, (await userOf(req)).id, req.params.productId)
      return { ok: true as const }
    },
  )

  app.delete(
    '/wishlist/:id',
    { config, schema: { tags: ['wishlist'], params: entryParams, response: { 200: okSchema } } },
    async (req) => {
      await service.removeWishlistEntry(ctx, (await userOf(req)).id, req.params.id)
      return { ok: true as const }
    },
  )
}

export default wishlistRoutes
