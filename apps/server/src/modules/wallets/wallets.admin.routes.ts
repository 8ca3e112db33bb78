import {
  adminTrackWalletBody,
  adminWalletResponse,
  adminWalletsQuery,
  adminWalletsResponse,
  idParams,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN } from '../../lib/access.ts'
import { auditActor } from '../../lib/audit.ts'
import * as wallets from './wallets.admin.service.ts'

const tags = ['admin-wallets']

/** Back office of wallets and $RDO balances (/api/admin/wallets): list, track, refresh, stop tracking. */
const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.get(
    '/wallets',
    {
      config: { access: ADMIN },
      schema: { tags, querystring: adminWalletsQuery, response: { 200: adminWalletsResponse } },
    },
    async (req) => wallets.listWallets(ctx, req.query),
  )

  app.post(
    '/wallets',
    {
      config: { access: ADMIN },
      schema: { tags, body: adminTrackWalletBody, response: { 201: adminWalletResponse } },
    },
    async (req, reply) => {
      reply.code(201)
      return wallets.trackWallet(ctx, await auditActor(req), req.body.address)
    },
  )

  app.post(
    '/wallets/:id/refresh',
    {
      // Each refresh is a real chain read.
      config: { access: ADMIN, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, params: idParams, response: { 200: adminWalletResponse } },
    },
    async (req) => wallets.refreshWallet(ctx, await auditActor(req), req.params.id),
  )

  app.delete(
    '/wallets/:id',
    {
      config: { access: ADMIN },
      schema: { tags, params: idParams, response: { 204: z.null().describe('No content') } },
    },
    async (req, reply) => {
      await wallets.untrackWallet(ctx, await auditActor(req), req.params.id)
      return reply.code(204).send(null)
    },
  )
}

export default walletAdminRoutes
