import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newsletterSubscribeBody, newsletterSubscribeResponse, text } from '@rdo/contracts'
import { z } from 'zod'
import {
  confirmSubscription,
  isPendingConfirmation,
  isUnsubscribeToken,
  subscribe,
  unsubscribeByToken,
} from './newsletter.service.ts'
import { newsletterPage, PAGE_CSP, type PageAction } from './unsubscribe-page.ts'
import { PUBLIC } from '../../../lib/access.ts'

const tokenQuery = z.object({ token: text().trim().min(1).max(200) })
/** A campaign message's unsubscribe link also names the message (`m`), to count it on its campaign. */
const unsubscribeQuery = tokenQuery.extend({ m: z.uuid().optional() })
const linkLimit = { max: 30, timeWindow: 60000 }

type Page = { title: string; message: string; action?: PageAction }

const PAGES = {
  unsubscribeAsk: {
    title: 'Unsubscribe from the newsletter?',
    message:
      'You will no longer receive drop alerts and news from RDO. Your account and orders are not affected.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    message: 'You will no longer receive our newsletter. You can subscribe again at any time from the shop.',
  },
  unsubscribeUnknown: {
    title: 'Link not recognised',
    message: 'This unsubscribe link is invalid or has already been replaced.',
  },
  confirmAsk: {
    title: 'Confirm your subscription',
    message: 'Press the button to receive the RDO newsletter at this address.',
  },
  confirmed: {
    title: 'You are subscribed',
    message: 'Welcome! Drop alerts and news will arrive at this address.',
  },
  confirmUnknown: {
    title: 'Link not recognised',
    message: 'This confirmation link is invalid, has expired or was already used.',
  },
} satisfies Record<string, Page>

/** A form post from a browser wants a page; a mail client's one-click post (RFC 8058) wants no page. */
const wantsPage = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html')

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 one-click requests post `List-Unsubscribe=One-Click` form-encoded; the token is in the URL.
  // The pages' own buttons post the same way.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  )

  const sendPage = (reply: FastifyReply, status: number, page: Page) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .send(newsletterPage({ ...page, homeUrl: `${app.ctx.config.APP_URL}/` }))

  const selfLink = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`

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

  // The emailed link only shows a page: link scanners and prefetchers follow GETs, so state changes
  // only on the POST (its button, or the mail client's one-click request).
  app.get(
    '/newsletter/unsubscribe',
    {
      config: { access: PUBLIC, rateLimit: linkLimit },
      schema: { tags: ['newsletter'], querystring: unsubscribeQuery },
    },
    async (req, reply) => {
      const { token, m } = req.query
      if (!(await isUnsubscribeToken(app.ctx, token))) return sendPage(reply, 404, PAGES.unsubscribeUnknown)
      const url = selfLink('/api/newsletter/unsubscribe', token) + (m ? `&m=${m}` : '')
      const action = { url, label: 'Unsubscribe' }
      return sendPage(reply, 200, { ...PAGES.unsubscribeAsk, action })
    },
  )

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { access: PUBLIC, rateLimit: linkLimit },
      schema: { tags: ['newsletter'], querystring: unsubscribeQuery },
    },
    async (req, reply) => {
      const done = await unsubscribeByToken(app.ctx, req.query.token, req.query.m)
      if (wantsPage(req))
        return sendPage(reply, done ? 200 : 404, done ? PAGES.unsubscribed : PAGES.unsubscribeUnknown)
      if (!done)
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Unknown unsubscribe link' } })
      return { ok: true as const }
    },
  )

  app.get(
    '/newsletter/confirm',
    {
      config: { access: PUBLIC, rateLimit: linkLimit },
      schema: { tags: ['newsletter'], querystring: tokenQuery },
    },
    async (req, reply) => {
      const { token } = req.query
      if (!(await isPendingConfirmation(app.ctx, token))) return sendPage(reply, 404, PAGES.confirmUnknown)
      const action = { url: selfLink('/api/newsletter/confirm', token), label: 'Confirm subscription' }
      return sendPage(reply, 200, { ...PAGES.confirmAsk, action })
    },
  )

  app.post(
    '/newsletter/confirm',
    {
      config: { access: PUBLIC, rateLimit: linkLimit },
      schema: { tags: ['newsletter'], querystring: tokenQuery },
    },
    async (req, reply) => {
      const done = await confirmSubscription(app.ctx, req.query.token)
      if (wantsPage(req))
        return sendPage(reply, done ? 200 : 404, done ? PAGES.confirmed : PAGES.confirmUnknown)
      if (!done)
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Unknown confirmation link' } })
      return { ok: true as const }
    },
  )
}

export default newsletterRoutes
