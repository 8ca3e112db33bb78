import type { FastifyInstance } from 'fastify'
import { PUBLIC } from '../lib/access.ts'

/** Mounts better-auth's own handler for the endpoints this app does not wrap (sessions, admin plugin). */
export async function authHandler(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { access: PUBLIC },
    handler: async (req, reply) => {
      const url = new URL(req.url, app.ctx.config.APP_URL)
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers)) {
        if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v))
      }
      const body = req.method === 'GET' || !req.body ? undefined : new Uint8Array(req.body as Buffer)
      const res = await app.ctx.auth.handler(new Request(url, { method: req.method, headers, body }))
      reply.code(res.status)
      res.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value)
      })
      const cookies = res.headers.getSetCookie()
      if (cookies.length) reply.header('set-cookie', cookies)
      return reply.send(res.body ? Buffer.from(await res.arrayBuffer()) : null)
    },
  })
}
