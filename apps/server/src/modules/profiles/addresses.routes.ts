import {
  addressCreateBody,
  addressListResponse,
  addressUpdateBody,
  idParams,
  okSchema,
  savedAddressSchema,
} from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as service from './addresses.service.ts'
import { caller, owner, USER } from '../../lib/access.ts'

/** Non-UUID ids simply do not exist (404), like another user's address. */
const isUuid = (id: string) => z.uuid().safeParse(id).success

/** Saved shipping addresses of the signed-in user (/settings). */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['addresses']
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/addresses',
    { config: { access: USER }, schema: { tags, response: { 200: addressListResponse } } },
    async (req) => ({
      items: await service.listAddresses(ctx, (await caller(req)).id),
    }),
  )

  app.post(
    '/addresses',
    {
      config: { access: USER },
      schema: { tags, body: addressCreateBody, response: { 201: savedAddressSchema } },
    },
    async (req, reply) => {
      const user = await caller(req)
      return reply.code(201).send(await service.createAddress(ctx, user.id, req.body))
    },
  )

  app.patch(
    '/addresses/:id',
    {
      config: { access: owner('address') },
      schema: { tags, params: idParams, body: addressUpdateBody, response: { 200: savedAddressSchema } },
    },
    async (req) => {
      const user = await caller(req)
      if (!isUuid(req.params.id)) throw service.addressNotFound()
      return service.updateAddress(ctx, user.id, req.params.id, req.body)
    },
  )

  app.delete(
    '/addresses/:id',
    { config: { access: owner('address') }, schema: { tags, params: idParams, response: { 200: okSchema } } },
    async (req) => {
      const user = await caller(req)
      if (!isUuid(req.params.id)) throw service.addressNotFound()
      await service.deleteAddress(ctx, user.id, req.params.id)
      return { ok: true as const }
    },
  )
}

export default addressRoutes
