import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { text } from '@rdo/contracts'
import { PUBLIC } from '../../../lib/access.ts'
import { Invalid } from '../../../lib/errors.ts'
import { verifyClick, verifyOpen } from '../delivery/tracking.ts'
import { applyProviderEvents, recordClick, recordOpen, type ProviderEvent } from './events.service.ts'

const tags = ['email-events']
// The smallest transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const trackParams = z.object({ messageId: z.uuid(), sig: text().max(64) })

const providerEvent = z.object({
  type: z.enum(['bounced', 'complained', 'delivered']),
  recipient: text().trim().min(3).max(254),
  message_id: text().max(300).nullish(),
  bounce_type: z.enum(['hard', 'soft']).nullish(),
  reason: text().max(2000).nullish(),
})
const providerEvents = z.object({ events: z.array(providerEvent).min(1).max(500) })

const invalidLinkPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Link not valid · RDO Shop</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>This link is not valid</h1><p>The link in your email was changed or is incomplete, so it does not lead anywhere.</p><p><a href="/">Go to the RDO Shop</a></p></body></html>`

/** Open pixel, click redirect and the provider webhook (/api/email). */
const emailEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const secret = ctx.config.AUTH_SECRET

  app.get(
    '/email/open/:messageId/:sig',
    { config: { access: PUBLIC }, schema: { tags, params: trackParams } },
    async (req, reply) => {
      const { messageId, sig } = req.params
      if (verifyOpen(secret, messageId, sig)) await recordOpen(ctx, messageId)
      // The picture is the same either way; only a signed one counts.
      return reply.header('cache-control', 'no-store, private').type('image/gif').send(PIXEL)
    },
  )

  app.get(
    '/email/click/:messageId/:sig',
    {
      config: { access: PUBLIC },
      schema: { tags, params: trackParams, querystring: z.object({ url: text().max(4000).default('') }) },
    },
    async (req, reply) => {
      const { messageId, sig } = req.params
      const url = req.query.url
      reply.header('cache-control', 'no-store, private')
      // Only the exact http(s) link this message was signed with: never anywhere else.
      if (!/^https?:\/\//i.test(url) || !verifyClick(secret, messageId, url, sig)) {
        // A person (a browser) gets a page saying so; any other client the usual error.
        if (!req.headers.accept?.includes('text/html'))
          throw new Invalid('This link is not valid', 'INVALID_LINK')
        return reply.code(400).type('text/html; charset=utf-8').send(invalidLinkPage)
      }
      await recordClick(ctx, messageId, url)
      return reply.redirect(url, 302)
    },
  )

  // The signature covers the exact bytes the provider sent: this scope keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    raw.post(
      '/email/events',
      {
        config: { access: PUBLIC },
        schema: { tags, response: { 200: z.object({ received: z.number().int() }) } },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
        let parsed: { events: ProviderEvent[] }
        try {
          parsed = providerEvents.parse(JSON.parse(body.toString('utf8') || 'null'))
        } catch {
          parsed = { events: [] }
        }
        const signature = req.headers['x-rdo-signature'] as string | undefined
        // Signature first: an unsigned call learns nothing, not even whether its body was valid.
        const received = await applyProviderEvents(ctx, signature, body, parsed.events, () => {
          throw new Invalid(
            'Expected { events: [{ type, recipient, message_id?, bounce_type? }] }',
            'INVALID_EVENTS',
          )
        })
        return { received }
      },
    )
  })
}

export default emailEventsRoutes
