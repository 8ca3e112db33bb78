import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createOrderBody, orderListResponse, orderResponse, paginationQuery } from '@rdo/contracts'
import { z } from 'zod'
import { requireUser } from '../../lib/session.ts'
import * as service from './orders.service.ts'

const params = z.object({ id: z.uuid() })

/** The signed-in customer's orders. Someone else's order is always 404 'Order not found'. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.addHook('preValidation', async (req, reply) => {
    await requireUser(req)
    reply.header('cache-control', 'private, no-store')
  })

  app.post(
    '/orders',
    { schema: { tags: ['orders'], body: createOrderBody, response: { 201: orderResponse } } },
    async (req, reply) => {
      const order = await service.createOrder(ctx, await requireUser(req), req.body)
      return reply.code(201).send({ order })
    },
  )

  app.get(
    '/orders',
    { schema: { tags: ['orders'], querystring: paginationQuery, response: { 200: orderListResponse } } },
    async (req) => service.listOrders(ctx, (await requireUser(req)).id, req.query),
  )

  app.get(
    '/orders/:id',
    { schema: { tags: ['orders'], params, response: { 200: orderResponse } } },
    async (req) => ({ order: await service.getOrder(ctx, (await requireUser(req)).id, req.params.id) }),
  )

  app.post(
    '/orders/:id/cancel',
    { schema: { tags: ['orders'], params, response: { 200: orderResponse } } },
    async (req) => ({ order: await service.cancelOrder(ctx, (await requireUser(req)).id, req.params.id) }),
  )
}

export default ordersRoutes
