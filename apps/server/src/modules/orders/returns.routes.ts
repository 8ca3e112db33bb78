import { orderReturnsResponse, returnRequestBody, returnSchema, returnsPolicySchema } from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { caller, owner, ownerDirect, PUBLIC } from '../../lib/access.ts'
import { readReturnsSettings } from './returns-settings.ts'
import { listOrderReturns, requestReturn } from './returns.service.ts'

const params = z.object({ id: z.uuid() })

/** The returns policy (public) and a customer's returns of their own delivered order. */
const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['returns']

  app.get(
    '/returns-policy',
    { config: { access: PUBLIC }, schema: { tags, response: { 200: returnsPolicySchema } } },
    async () => readReturnsSettings(ctx.db),
  )

  app.get(
    '/orders/:id/returns',
    {
      config: { access: owner('order') },
      schema: { tags, params, response: { 200: orderReturnsResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listOrderReturns(ctx, (await caller(req)).id, req.params.id)
    },
  )

  app.post(
    '/orders/:id/returns',
    {
      config: { access: ownerDirect('order') },
      schema: { tags, params, body: returnRequestBody, response: { 201: returnSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await requestReturn(ctx, (await caller(req)).id, req.params.id, req.body)),
  )
}

export default returnsRoutes
