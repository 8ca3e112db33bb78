import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  categoryListResponse,
  productDetailSchema,
  productListQuery,
  productListResponse,
  relatedProductsResponse,
  slugParams,
} from '@rdo/contracts'
import { sendJson } from '../../lib/http-cache.ts'
import * as service from './catalog.service.ts'
import { PUBLIC } from '../../lib/access.ts'

// sendJson sends bodies already serialised and compressed (once per cached version): the compression
// plugin's per-request hooks have nothing to do on these routes.
const selfEncoded = { compress: false, decompress: false } as const

/** Public catalogue: lists, categories, product detail and related products, all ETag-cacheable. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.get(
    '/products',
    {
      config: { access: PUBLIC },
      ...selfEncoded,
      schema: { tags: ['catalog'], querystring: productListQuery, response: { 200: productListResponse } },
    },
    async (req, reply) => sendJson(req, reply, await service.listProducts(ctx, req.query)),
  )

  app.get(
    '/categories',
    {
      config: { access: PUBLIC },
      ...selfEncoded,
      schema: { tags: ['catalog'], response: { 200: categoryListResponse } },
    },
    async (req, reply) => sendJson(req, reply, await service.listCategories(ctx)),
  )

  app.get(
    '/products/:slug',
    {
      config: { access: PUBLIC },
      ...selfEncoded,
      schema: { tags: ['catalog'], params: slugParams, response: { 200: productDetailSchema } },
    },
    async (req, reply) => sendJson(req, reply, await service.getProductBySlug(ctx, req.params.slug)),
  )

  app.get(
    '/products/:slug/related',
    {
      config: { access: PUBLIC },
      ...selfEncoded,
      schema: { tags: ['catalog'], params: slugParams, response: { 200: relatedProductsResponse } },
    },
    async (req, reply) => sendJson(req, reply, await service.listRelated(ctx, req.params.slug)),
  )
}

/** Shared links to a product show its card (the page itself is server-rendered, see plugins/page-renderer). */
export default catalogRoutes
