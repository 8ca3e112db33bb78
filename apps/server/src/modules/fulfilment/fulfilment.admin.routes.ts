import {
  deliverLinesBody,
  fulfilmentQueueQuery,
  fulfilmentQueueResponse,
  fulfilmentSchema,
  fulfilmentSettingsSchema,
  orderFulfilmentResponse,
  printifyWebhookStateSchema,
  productFulfilmentBody,
  productFulfilmentResponse,
  shipLinesBody,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import * as admin from './fulfilment.admin.service.ts'
import { deliverLines, loadFulfilmentDto, orderFulfilment, shipLines } from './fulfilment.service.ts'

const params = z.object({ id: z.uuid() })

/**
 * Fulfilment in the back office: the queue (/api/admin/fulfilment), retrying and sending to
 * production, shipping and delivering shop-stock lines of an order, the settings, Printify's webhook
 * registration and a product's link to Printify.
 */
const fulfilmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['admin-fulfilment']
  const one = async (f: Awaited<ReturnType<typeof admin.retrySubmission>>) => ({
    fulfilment: await loadFulfilmentDto(ctx.db, f),
  })
  const oneResponse = z.object({ fulfilment: fulfilmentSchema })

  app.get(
    '/fulfilment',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: fulfilmentQueueQuery, response: { 200: fulfilmentQueueResponse } },
    },
    async (req) => admin.listQueue(ctx, req.query),
  )

  app.post(
    '/fulfilment/:id/retry',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: oneResponse } } },
    async (req) => one(await admin.retrySubmission(ctx, await auditActor(req), req.params.id)),
  )

  app.post(
    '/fulfilment/:id/send-to-production',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: oneResponse } } },
    async (req) => one(await admin.sendToProductionNow(ctx, await auditActor(req), req.params.id)),
  )

  app.get(
    '/fulfilment/settings',
    { config: { access: ADMIN }, schema: { tags, response: { 200: fulfilmentSettingsSchema } } },
    async () => admin.getSettings(ctx),
  )

  app.put(
    '/fulfilment/settings',
    {
      config: { access: ADMIN },
      schema: { tags, body: fulfilmentSettingsSchema, response: { 200: fulfilmentSettingsSchema } },
    },
    async (req) => admin.saveSettings(ctx, await auditActor(req), req.body),
  )

  app.get(
    '/fulfilment/webhooks',
    { config: { access: ADMIN }, schema: { tags, response: { 200: printifyWebhookStateSchema } } },
    async () => admin.webhookState(ctx),
  )

  app.post(
    '/fulfilment/webhooks',
    { config: { access: ADMIN }, schema: { tags, response: { 200: printifyWebhookStateSchema } } },
    async (req) => admin.registerWebhooks(ctx, await auditActor(req)),
  )

  app.get(
    '/orders/:id/fulfilment',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: orderFulfilmentResponse } } },
    async (req) => orderFulfilment(ctx.db, req.params.id),
  )

  app.post(
    '/orders/:id/shipments',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: shipLinesBody, response: { 200: orderFulfilmentResponse } },
    },
    async (req) => shipLines(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.post(
    '/orders/:id/deliveries',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: deliverLinesBody, response: { 200: orderFulfilmentResponse } },
    },
    async (req) => deliverLines(ctx, await auditActor(req), req.params.id, req.body),
  )

  app.get(
    '/products/:id/fulfilment',
    { config: { access: ADMIN }, schema: { tags, params, response: { 200: productFulfilmentResponse } } },
    async (req) => admin.productFulfilment(ctx, req.params.id),
  )

  app.put(
    '/products/:id/fulfilment',
    {
      config: { access: ADMIN },
      schema: { tags, params, body: productFulfilmentBody, response: { 200: productFulfilmentResponse } },
    },
    async (req) => admin.setProductFulfilment(ctx, await auditActor(req), req.params.id, req.body),
  )
}

export default fulfilmentAdminRoutes
