import type { FastifyInstance } from 'fastify'
import { caller, USER } from '../../lib/access.ts'

/** Server-Sent Events: the signed-in user's own events, from whichever instance produced them. */
export default async function eventRoutes(app: FastifyInstance) {
  const open = new Set<() => void>()
  app.addHook('onClose', async () => {
    for (const close of open) close()
  })
  app.get(
    '/events',
    { config: { access: USER }, schema: { tags: ['realtime'], hide: false } },
    async (req, reply) => {
      const user = await caller(req)
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
      const unsubscribe = app.ctx.realtime.subscribe(user.id, (e) => send(e.event, e.data))
      const ping = setInterval(() => res.write(': ping\n\n'), 25_000)
      const close = () => {
        if (!open.delete(close)) return
        clearInterval(ping)
        unsubscribe()
        res.end()
      }
      open.add(close)
      req.raw.on('close', close)
    },
  )
}
