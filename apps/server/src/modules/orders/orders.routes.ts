import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  createOrderBody,
  createOrderHeaders,
  orderListResponse,
  orderResponse,
  paginationQuery,
} from '@rdo/contracts'
import { z } from 'zod'
import { createOrderRateLimit } from './order-limits.ts'
import * as customerOrders from './customer-orders.ts'
import * as service from './orders.service.ts'
import { caller, owner, ownerDirect, USER } from '../../lib/access.ts'

const params = z.object({ id: z.uuid() })

/** The signed-in customer's orders. Someone else's order is always 404 'Order not found'. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.post(
    '/orders',
    {
      config: { access: USER, rateLimit: createOrderRateLimit },
      schema: {
        tags: ['orders'],
        headers: createOrderHeaders,
        body: createOrderBody,
        response: { 200: orderResponse, 201: orderResponse },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key']
      const { order, created } = await service.createOrder(ctx, await caller(req), req.body, key)
      // 200: a retry of a checkout already placed answers with that order.
      return reply.code(created ? 201 : 200).send({ order })
    },
  )

  app.get(
    '/orders',
    {
      config: { access: USER },
      schema: { tags: ['orders'], querystring: paginationQuery, response: { 200: orderListResponse } },
    },
    async (req) => customerOrders.listOrders(ctx, (await caller(req)).id, req.query),
  )

  app.get(
    '/orders/:id',
    {
      config: { access: owner('order') },
      schema: { tags: ['orders'], params, response: { 200: orderResponse } },
    },
    async (req) => ({ order: await customerOrders.getOrder(ctx, (await caller(req)).id, req.params.id) }),
  )

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: ownerDirect('order') },
      schema: { tags: ['orders'], params, response: { 200: orderResponse } },
    },
    async (req) => ({ order: await customerOrders.cancelOrder(ctx, (await caller(req)).id, req.params.id) }),
  )
}

export default ordersRoutes
