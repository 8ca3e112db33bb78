import {
  avatarResponse,
  preferencesUpdateBody,
  profileSchema,
  profileSummaryResponse,
  profileUpdateBody,
  usernameAvailableQuery,
  usernameAvailableResponse,
} from '@rdo/contracts'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import addressRoutes from './addresses.routes.ts'
import { uploadAvatar } from './avatar-upload.ts'
import * as service from './profiles.service.ts'
import publicProfileRoutes from './public-profiles.routes.ts'
import { caller, USER } from '../../lib/access.ts'

/** The signed-in customer's own profile (/profile, /settings). */
const ownProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['profiles']
  // Only this scope takes uploads: the plugin adds two hooks to every request of the scope it is in.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 20 } })
  // Signed out → 401 before the body is even validated.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/profile',
    { config: { access: USER }, schema: { tags, response: { 200: profileSchema } } },
    async (req) => service.getOwnProfile(ctx, await caller(req)),
  )

  app.patch(
    '/profile',
    { config: { access: USER }, schema: { tags, body: profileUpdateBody, response: { 200: profileSchema } } },
    async (req) => service.updateProfile(ctx, await caller(req), req.body),
  )

  app.patch(
    '/profile/preferences',
    {
      config: { access: USER },
      schema: { tags, body: preferencesUpdateBody, response: { 200: profileSchema } },
    },
    async (req) => service.updatePreferences(ctx, await caller(req), req.body),
  )

  app.get(
    '/profile/username-available',
    {
      config: { access: USER },
      schema: { tags, querystring: usernameAvailableQuery, response: { 200: usernameAvailableResponse } },
    },
    async (req) => {
      const user = await caller(req)
      return { available: await service.isUsernameAvailable(ctx.db, req.query.username, user.id) }
    },
  )

  app.get(
    '/profile/summary',
    { config: { access: USER }, schema: { tags, response: { 200: profileSummaryResponse } } },
    async (req) => service.getSummary(ctx, (await caller(req)).id),
  )

  app.post(
    '/profile/avatar',
    {
      config: { access: USER, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: avatarResponse } },
    },
    async (req) => uploadAvatar(ctx, req, await caller(req)),
  )
}

/** Own profile, saved addresses and public profiles. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownProfileRoutes)
  await app.register(addressRoutes)
  await app.register(publicProfileRoutes)
}

export default profileRoutes
