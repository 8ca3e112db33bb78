import net from 'node:net'
import type { Server } from 'node:http'

/**
 * More listening sockets for one HTTP server, each on a port of its own: every connection accepted on
 * one is handed to `server` as its own (set up as node:http sets up its own: half-open allowed, no
 * Nagle delay). The event loop accepts one connection per listening socket and turn, so when a rush
 * opens thousands of connections at once while each turn is busy answering, `count` sockets (with a
 * load balancer spreading connections over all of them) accept `count` times as fast. Resolves to
 * their ports, in order; if one cannot listen, the others are closed and the error thrown. Errors
 * once listening (a failed accept) go to `onError`; the socket keeps listening.
 */
export async function listenMore(
  server: Server,
  {
    host,
    ports,
    backlog,
    onError = () => {},
  }: { host: string; ports: number[]; backlog: number; onError?: (err: Error) => void },
): Promise<{ ports: number[]; close: () => Promise<void> }> {
  const servers = ports.map(() =>
    net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit('connection', socket)),
  )
  const close = () =>
    Promise.all(servers.map((s) => new Promise((r) => (s.listening ? s.close(r) : r(undefined))))).then(
      () => {},
    )
  try {
    const bound = await Promise.all(
      servers.map(
        (s, i) =>
          new Promise<number>((resolve, reject) => {
            s.once('error', reject)
            s.listen({ port: ports[i], host, backlog }, () => {
              s.off('error', reject)
              s.on('error', onError)
              resolve((s.address() as net.AddressInfo).port)
            })
          }),
      ),
    )
    return { ports: bound, close }
  } catch (err) {
    await close()
    throw err
  }
}
