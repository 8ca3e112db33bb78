import net from 'node:net'
import type { Server } from 'node:http'

/**
 * More listening sockets for one HTTP server, each on a port of its own: every connection accepted on
 * one is handed to `server` as its own. The event loop accepts one connection per listening socket and
 * turn, so when a rush opens thousands of connections at once while each turn is busy answering,
 * `count` sockets (with a load balancer spreading connections over all of them) accept `count` times
 * as fast. Resolves to their ports, in order.
 */
export async function listenMore(
  server: Server,
  { host, ports, backlog }: { host: string; ports: number[]; backlog: number },
): Promise<{ ports: number[]; close: () => Promise<void> }> {
  const servers = ports.map(() => net.createServer((socket) => server.emit('connection', socket)))
  const bound = await Promise.all(
    servers.map(
      (s, i) =>
        new Promise<number>((resolve, reject) => {
          s.once('error', reject)
          s.listen({ port: ports[i], host, backlog }, () => resolve((s.address() as net.AddressInfo).port))
        }),
    ),
  )
  return {
    ports: bound,
    close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))).then(() => {}),
  }
}
