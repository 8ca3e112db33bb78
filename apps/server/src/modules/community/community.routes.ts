import multipart from '@fastify/multipart'
import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createDesignBody,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_MESSAGES,
  designDetailSchema,
  designImageResponse,
  designListQuery,
  designListResponse,
  designReactionsQuery,
  designReactionsResponse,
  myDesignsQuery,
  myDesignsResponse,
} from '@rdo/contracts'
import { caller, PUBLIC, USER } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import { reconnectHint } from '../../lib/event-stream.ts'
import { sendJson } from '../../lib/http-cache.ts'
import * as service from './community.service.ts'
import { submitDesign, uploadDesignImage } from './design-submission.ts'

const tags = ['community']
// sendJson sends bodies already serialised and compressed (once per cached version).
const selfEncoded = { compress: false, decompress: false } as const
/** Any id: a malformed one is a design that does not exist (404), not a bad request. */
const designParams = z.object({ id: z.string() })

/** Per account (the access hook has already refused a visitor), so a shared network is no bother. */
const perUser = (name: string, max: number, timeWindow: number): RateLimitOptions => ({
  max,
  timeWindow,
  keyGenerator: async (req: FastifyRequest) => {
    const user = await req.currentUser()
    return user ? `${name}:user:${user.id}` : `${name}:ip:${req.ip}`
  },
})

/** The submission form's image upload, in its own scope: only it takes multipart bodies. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: DESIGN_IMAGE_MAX_BYTES, files: 2, fields: 5 } })
  app.post(
    '/community-designs/images',
    {
      config: {
        access: USER,
        signInMessage: DESIGN_MESSAGES.signInToSubmit,
        rateLimit: perUser('design-images', 30, 60_000),
      },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: designImageResponse } },
    },
    async (req) => uploadDesignImage(app.ctx, req, (await caller(req)).id),
  )
}

/** Live counters of one design as Server-Sent Events (`event: counts`). */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<(farewell?: string) => void>()
  // Before the server waits for its open connections to finish: these never would on their own.
  app.addHook('preClose', async () => {
    for (const close of open) close(reconnectHint())
  })
  app.get(
    '/community-designs/:id/events',
    // No HEAD twin: a stream has no headers-only form.
    { config: { access: PUBLIC }, exposeHeadRoute: false, schema: { tags, params: designParams } },
    async (req, reply) => {
      const { ctx } = app
      const first = await service.liveCountsOf(ctx, req.params.id)
      if (!first) throw new NotFound(DESIGN_MESSAGES.designNotFound)
      const release = ctx.streamSlots.take(req.ip)
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      res.write('retry: 3000\n\n')
      const send = (data: unknown) => res.write(`event: counts\ndata: ${JSON.stringify(data)}\n\n`)
      send(first)
      const unsubscribe = ctx.runtimes.community.liveCounts.subscribe(first.design_id, send)
      const ping = setInterval(() => res.write(': ping\n\n'), 25_000)
      const close = (farewell?: string) => {
        if (!open.delete(close)) return
        clearInterval(ping)
        unsubscribe()
        release()
        if (farewell) res.write(farewell)
        res.end()
      }
      open.add(close)
      req.raw.on('close', () => close())
      // A client gone while the stream was being set up has already closed: free its slot now.
      if (req.raw.socket.destroyed) close()
    },
  )
}

/** Community designs: the gallery, a design's page and live counters, submission and My Designs. */
const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  await app.register(uploadRoutes)
  await app.register(eventRoutes)

  app.get(
    '/community-designs',
    {
      config: { access: PUBLIC },
      ...selfEncoded,
      schema: { tags, querystring: designListQuery, response: { 200: designListResponse } },
    },
    async (req, reply) => sendJson(req, reply, await service.listDesigns(ctx, req.query)),
  )

  app.get(
    '/community-designs/reactions',
    {
      config: { access: USER },
      schema: { tags, querystring: designReactionsQuery, response: { 200: designReactionsResponse } },
    },
    async (req, reply) => {
      const user = await caller(req)
      reply.header('cache-control', 'private, no-cache')
      return service.reactionsOf(ctx, user.id, req.query.ids)
    },
  )

  app.get(
    '/community-designs/:id',
    {
      config: { access: PUBLIC },
      ...selfEncoded,
      schema: { tags, params: designParams, response: { 200: designDetailSchema } },
    },
    async (req, reply) => sendJson(req, reply, await service.getDesign(ctx, req.params.id)),
  )

  app.post(
    '/community-designs',
    {
      config: {
        access: USER,
        signInMessage: DESIGN_MESSAGES.signInToSubmit,
        rateLimit: perUser('design-submissions', 10, 60 * 60_000),
      },
      schema: { tags, body: createDesignBody, response: { 201: designDetailSchema } },
    },
    async (req, reply) => {
      const user = await caller(req)
      return reply.code(201).send(await submitDesign(ctx, user.id, req.body))
    },
  )

  app.get(
    '/my-designs',
    {
      config: { access: USER },
      schema: { tags, querystring: myDesignsQuery, response: { 200: myDesignsResponse } },
    },
    async (req, reply) => {
      const user = await caller(req)
      reply.header('cache-control', 'private, no-cache')
      return service.myDesigns(ctx, user.id, req.query)
    },
  )
}

export default communityRoutes
