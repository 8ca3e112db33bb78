import type { FastifyInstance } from 'fastify'
import { caller, USER } from '../../lib/access.ts'
import { Unauthorized } from '../../lib/errors.ts'
import { reconnectHint } from '../../lib/event-stream.ts'
import { SESSION_ENDED_EVENT, SESSION_REVOKED_EVENT, sessionOf, watchSession } from './live-session.ts'

/**
 * Server-Sent Events: the signed-in user's own events, from whichever instance produced them. A stream
 * lives only as long as its session: sign-out, a password change or reset, a ban or expiry closes it.
 */
export default async function eventRoutes(app: FastifyInstance) {
  const open = new Set<(farewell?: string) => void>()
  app.addHook('preClose', async () => {
    for (const close of open) close(reconnectHint())
  })
  app.get(
    '/events',
    { config: { access: USER }, schema: { tags: ['realtime'], hide: false } },
    async (req, reply) => {
      const user = await caller(req)
      const session = await sessionOf(app.ctx, req.headers)
      if (!session) throw new Unauthorized()
      const release = app.ctx.streamSlots.take(req.ip)
      reply.hijack()
      const res = reply.raw
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      res.write('retry: 3000\n\n')
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      send('ready', { userId: user.id })
      const unsubscribe = app.ctx.realtime.subscribe(user.id, (e) => {
        if (e.event !== SESSION_REVOKED_EVENT) send(e.event, e.data)
      })
      const ping = setInterval(() => res.write(': ping\n\n'), 25_000)
      const unwatch = watchSession(app.ctx, session, () => {
        send(SESSION_ENDED_EVENT, {})
        close()
      })
      const close = (farewell?: string) => {
        if (!open.delete(close)) return
        clearInterval(ping)
        unsubscribe()
        unwatch()
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
