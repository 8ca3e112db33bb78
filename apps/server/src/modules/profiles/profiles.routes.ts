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
import { requireUser } from '../../lib/session.ts'
import addressRoutes from './addresses.routes.ts'
import { uploadAvatar } from './avatar-upload.ts'
import * as service from './profiles.service.ts'
import publicProfileRoutes from './public-profiles.routes.ts'

/** The signed-in customer's own profile (/profile, /settings). */
const ownProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const tags = ['profiles']
  // Only this scope takes uploads: the plugin adds two hooks to every request of the scope it is in.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 20 } })
  // Signed out → 401 before the body is even validated.
  app.addHook('preValidation', async (req) => {
    await requireUser(req)
  })
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/profile', { schema: { tags, response: { 200: profileSchema } } }, async (req) =>
    service.getOwnProfile(ctx, await requireUser(req)),
  )

  app.patch(
    '/profile',
    { schema: { tags, body: profileUpdateBody, response: { 200: profileSchema } } },
    async (req) => service.updateProfile(ctx, await requireUser(req), req.body),
  )

  app.patch(
    '/profile/preferences',
    { schema: { tags, body: preferencesUpdateBody, response: { 200: profileSchema } } },
    async (req) => service.updatePreferences(ctx, await requireUser(req), req.body),
  )

  app.get(
    '/profile/username-available',
    { schema: { tags, querystring: usernameAvailableQuery, response: { 200: usernameAvailableResponse } } },
    async (req) => {
      const user = await requireUser(req)
      return { available: await service.isUsernameAvailable(ctx.db, req.query.username, user.id) }
    },
  )

  app.get('/profile/summary', { schema: { tags, response: { 200: profileSummaryResponse } } }, async (req) =>
    service.getSummary(ctx, (await requireUser(req)).id),
  )

  app.post(
    '/profile/avatar',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: avatarResponse } },
    },
    async (req) => uploadAvatar(ctx, req, await requireUser(req)),
  )
}

/** Own profile, saved addresses and public profiles. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownProfileRoutes)
  await app.register(addressRoutes)
  await app.register(publicProfileRoutes)
}

export default profileRoutes
