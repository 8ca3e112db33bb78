import net from 'node:net'

/**
 * A TCP relay to a local server that a test can cut and restore: `cut()` stops listening and drops
 * every relayed connection (the server looks unreachable: new connections are refused), `restore()`
 * listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = 0

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const sock of [client, upstream]) {
          sockets.add(sock)
          sock.on('close', () => sockets.delete(sock))
          sock.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream).pipe(client)
      })
      s.once('error', reject)
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port
        server = s
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    /** The same URL with host and port pointing at the relay. */
    url(original: string) {
      const u = new URL(original)
      u.hostname = '127.0.0.1'
      u.port = String(port)
      return u.toString()
    },
    async cut() {
      const s = server
      server = null
      for (const sock of sockets) sock.destroy()
      await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()))
    },
    restore: listen,
  }
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>
