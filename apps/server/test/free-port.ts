import net from 'node:net'

/** A TCP port on 127.0.0.1 that is free right now (for a server a test starts as a child process). */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}
