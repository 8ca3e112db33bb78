import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newsletterSubscribeBody, newsletterSubscribeResponse } from '@rdo/contracts'
import { z } from 'zod'
import { subscribe, unsubscribeByToken } from './newsletter.service.ts'
import { unsubscribePage } from './unsubscribe-page.ts'
import { PUBLIC } from '../../lib/access.ts'

const tokenQuery = z.object({ token: z.string().trim().min(1).max(200) })

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 one-click requests post `List-Unsubscribe=One-Click` form-encoded; the token is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  )

  app.post(
    '/newsletter',
    {
      config: { access: PUBLIC, rateLimit: { max: 10, timeWindow: 60000 } },
      schema: {
        tags: ['newsletter'],
        body: newsletterSubscribeBody,
        response: { 200: newsletterSubscribeResponse },
      },
    },
    async (req) => subscribe(app.ctx, { ...req.body, user: await req.currentUser() }),
  )

  app.get(
    '/newsletter/unsubscribe',
    {
      config: { access: PUBLIC, rateLimit: { max: 30, timeWindow: 60000 } },
      schema: { tags: ['newsletter'], querystring: tokenQuery },
    },
    async (req, reply) => {
      const done = await unsubscribeByToken(app.ctx, req.query.token)
      const page = done
        ? {
            title: 'You are unsubscribed',
            message:
              'You will no longer receive our newsletter. You can subscribe again at any time from the shop.',
          }
        : {
            title: 'Link not recognised',
            message: 'This unsubscribe link is invalid or has already been replaced.',
          }
      return reply
        .code(done ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribePage({ ...page, homeUrl: `${app.ctx.config.APP_URL}/` }))
    },
  )

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { access: PUBLIC, rateLimit: { max: 30, timeWindow: 60000 } },
      schema: { tags: ['newsletter'], querystring: tokenQuery },
    },
    async (req, reply) => {
      const done = await unsubscribeByToken(app.ctx, req.query.token)
      if (!done)
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Unknown unsubscribe link' } })
      return { ok: true as const }
    },
  )
}

export default newsletterRoutes
