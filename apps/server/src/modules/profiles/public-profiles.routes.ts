import { idParams, publicProfileSchema, text } from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as service from './public-profiles.service.ts'
import { PUBLIC } from '../../lib/access.ts'

const tags = ['profiles']

/** Public profiles: anyone may read them; they never carry email, phone or addresses. */
const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  app.get(
    '/users/by-username/:username',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        params: z.object({ username: text().max(100) }),
        response: { 200: publicProfileSchema },
      },
    },
    async (req) => {
      const viewer = await req.currentUser()
      return service.getPublicProfileByUsername(ctx, req.params.username, viewer?.id)
    },
  )

  app.get(
    '/users/:id',
    {
      config: { access: PUBLIC },
      schema: { tags, params: idParams, response: { 200: publicProfileSchema } },
    },
    async (req) => {
      const viewer = await req.currentUser()
      return service.getPublicProfileById(ctx, req.params.id, viewer?.id)
    },
  )
}

export default publicProfileRoutes
