import {
  printifyImportBody,
  printifyImportedQuery,
  printifyImportedResponse,
  printifyImportParams,
  printifyImportResponse,
  printifyProductsQuery,
  printifyProductsResponse,
  printifyShopsResponse,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import { getImport, queueImport } from './printify-import.ts'
import * as printify from './printify.service.ts'

const tags = ['admin-printify']
const shopParams = z.object({ shopId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })

/** Print-on-demand import (/api/admin/printify): Printify shops and products, imports, imported products. */
const printifyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/printify/shops',
    { config: { access: ADMIN }, schema: { tags, response: { 200: printifyShopsResponse } } },
    async () => printify.listShops(ctx),
  )

  app.get(
    '/printify/shops/:shopId/products',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        params: shopParams,
        querystring: printifyProductsQuery,
        response: { 200: printifyProductsResponse },
      },
    },
    async (req) => printify.listShopProducts(ctx, req.params.shopId, req.query.page),
  )

  app.post(
    '/printify/imports',
    {
      config: { access: ADMIN, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, body: printifyImportBody, response: { 202: printifyImportResponse } },
    },
    async (req, reply) => {
      reply.code(202)
      return queueImport(ctx, await auditActor(req), req.body)
    },
  )

  app.get(
    '/printify/imports/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: printifyImportParams, response: { 200: printifyImportResponse } },
    },
    async (req) => getImport(ctx, req.params.id),
  )

  app.get(
    '/printify/products',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: printifyImportedQuery, response: { 200: printifyImportedResponse } },
    },
    async (req) => printify.listImported(ctx, req.query),
  )
}

export default printifyAdminRoutes
