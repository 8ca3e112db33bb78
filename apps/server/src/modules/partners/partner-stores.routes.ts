import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  PARTNER_MESSAGES as M,
  partnerStoreListResponse,
  partnerStoreQuery,
  partnerStoreResponse,
} from '@rdo/contracts'
import { PUBLIC } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import { sendJson } from '../../lib/http-cache.ts'
import { getStore, listStores } from './partner-stores.service.ts'

const tags = ['partners']
// sendJson sends bodies already serialised and compressed (once per cached version).
const selfEncoded = { compress: false, decompress: false } as const
/** Any id: a malformed one is a store that does not exist (404), not a bad request. */
const storeParams = z.object({ id: z.string() })

/** The public partner stores: the list of approved stores and one store's products. */
const partnerStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/partner-stores',
    {
      config: { access: PUBLIC },
      ...selfEncoded,
      schema: { tags, response: { 200: partnerStoreListResponse } },
    },
    async (req, reply) => sendJson(req, reply, await listStores(ctx)),
  )

  app.get(
    '/partner-stores/:id',
    {
      config: { access: PUBLIC },
      ...selfEncoded,
      schema: {
        tags,
        params: storeParams,
        querystring: partnerStoreQuery,
        response: { 200: partnerStoreResponse },
      },
    },
    async (req, reply) => {
      const body = await getStore(ctx, req.params.id, req.query)
      if (!body) throw new NotFound(M.storeNotFound)
      return sendJson(req, reply, body)
    },
  )
}

export default partnerStoreRoutes
