import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminDropListResponse,
  adminDropResponse,
  dropLiveResponse,
  dropScheduleBody,
  idParams,
} from '@rdo/contracts'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import { dropLive } from './drop-live.service.ts'
import { deleteDrop, listDrops, saveDrop } from './drop-schedule.service.ts'

const tags = ['admin-drops']

/** Drops in the back office: the list, scheduling a product's drop, and the live view. */
const dropAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/drops',
    { config: { access: ADMIN }, schema: { tags, response: { 200: adminDropListResponse } } },
    async () => listDrops(ctx),
  )

  app.put(
    '/products/:id/drop',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, body: dropScheduleBody, response: { 200: adminDropResponse } },
    },
    async (req) => ({ drop: await saveDrop(ctx, await auditActor(req), req.params.id, req.body) }),
  )

  app.delete(
    '/products/:id/drop',
    { config: { access: ADMIN }, schema: { tags, params: idParams, response: { 200: adminDropResponse } } },
    async (req) => {
      await deleteDrop(ctx, await auditActor(req), req.params.id)
      return { drop: null }
    },
  )

  app.get(
    '/drops/:id/live',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 200: dropLiveResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return dropLive(ctx, req.params.id)
    },
  )
}

export default dropAdminRoutes
