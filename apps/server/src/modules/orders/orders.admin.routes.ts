import {
  adminOrderDetailSchema,
  adminOrderExportQuery,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderStatusBody,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import { exportOrdersCsv } from './orders-admin-export.ts'
import * as service from './orders.admin.service.ts'

const params = z.object({ id: z.uuid() })

/** Orders in the back office (/api/admin/orders): list, export, detail and status changes. */
const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['admin-orders']

  app.get(
    '/orders',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminOrderListQuery, response: { 200: adminOrderListResponse } },
    },
    async (req) => service.listOrders(ctx, req.query),
  )

  app.get(
    '/orders/export.csv',
    { config: { access: ADMIN }, schema: { tags, querystring: adminOrderExportQuery } },
    async (req, reply) => exportOrdersCsv(ctx, reply, req.query),
  )

  app.get(
    '/orders/:id',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: adminOrderDetailSchema } } },
    async (req) => service.getOrderDetail(ctx, req.params.id),
  )

  app.patch(
    '/orders/:id/status',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: adminOrderStatusBody, response: { 200: adminOrderDetailSchema } },
    },
    async (req) => service.changeOrderStatus(ctx, await auditActor(req), req.params.id, req.body),
  )
}

export default ordersAdminRoutes
