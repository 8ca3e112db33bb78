import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  categoryListResponse,
  productDetailSchema,
  productListQuery,
  productListResponse,
  relatedProductsResponse,
  slugParams,
  type ProductDetail,
} from '@rdo/contracts'
import type { PageMetaResolver } from '../../plugins/page-meta.ts'
import { sendJson } from '../../lib/http-cache.ts'
import * as service from './catalog.service.ts'
import { PUBLIC } from '../../lib/access.ts'

// sendJson sends bodies already serialised and compressed (once per cached version): the compression
// plugin's per-request hooks have nothing to do on these routes.
const selfEncoded = { compress: false, decompress: false } as const

/** Public catalogue: lists, categories, product detail and related products, all ETag-cacheable. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.pageMeta.register('/products/:slug', productPageMeta)

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
const productPageMeta: PageMetaResolver = async (req, { slug }) => {
  const { body } = await service.getProductBySlug(req.server.ctx, slug!).catch(() => ({ body: null }))
  if (!body) return { title: 'Product not found | RDO Shop' }
  const product = JSON.parse(body) as ProductDetail
  const description = (product.description ?? '').replace(/\s+/g, ' ').trim()
  return {
    title: `${product.name} | RDO Shop`,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description || undefined,
    image: product.images.find((i) => i.is_primary)?.url ?? product.image_url ?? undefined,
  }
}

export default catalogRoutes
