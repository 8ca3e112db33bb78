import http from 'node:http'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { listenMore } from './listeners.ts'

const servers: http.Server[] = []
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    await new Promise((r) => s.close(r))
  }
})

/** A server that answers with the port the request came in on. */
async function echoServer() {
  const server = http.createServer((req, res) => res.end(String(req.socket.localPort)))
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return server
}

const get = (port: number) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent: false }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve(body))
      })
      .on('error', reject)
  })

describe('more listening sockets for one server', () => {
  it('hands every connection they accept to the server, each on a port of its own', async () => {
    const server = await echoServer()
    const more = await listenMore(server, { host: '127.0.0.1', ports: [0, 0], backlog: 511 })
    expect(new Set(more.ports).size).toBe(2)
    for (const port of more.ports) expect(await get(port)).toBe(String(port))
    const first = (server.address() as net.AddressInfo).port
    expect(await get(first)).toBe(String(first))
    server.closeAllConnections()
    await more.close()
    // Closed: nothing accepts on their ports any more.
    await expect(get(more.ports[0]!)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('closes the sockets it opened when one port is taken, and says which', async () => {
    const server = await echoServer()
    const taken = (server.address() as net.AddressInfo).port
    const free = await listenMore(server, { host: '127.0.0.1', ports: [0], backlog: 511 })
    const port = free.ports[0]!
    await free.close()
    await expect(
      listenMore(server, { host: '127.0.0.1', ports: [port, taken], backlog: 511 }),
    ).rejects.toMatchObject({
      code: 'EADDRINUSE',
    })
    // The one that could listen was closed again: its port is free.
    const again = await listenMore(server, { host: '127.0.0.1', ports: [port], backlog: 511 })
    expect(again.ports).toEqual([port])
    await again.close()
  })

  it('accepts a burst of connections that many times faster on a busy event loop', async () => {
    // One connection per listening socket and turn: with the loop blocked while 60 connections arrive,
    // one socket takes one turn per connection, four take a quarter of the turns.
    const turnsToAccept = async (count: number) => {
      const server = await echoServer()
      const more = await listenMore(server, {
        host: '127.0.0.1',
        ports: Array(count - 1).fill(0),
        backlog: 511,
      })
      const ports = [(server.address() as net.AddressInfo).port, ...more.ports]
      let accepted = 0
      server.on('connection', () => accepted++)
      const clients = Array.from({ length: 60 }, (_, i) => net.connect(ports[i % count]!, '127.0.0.1'))
      await Promise.all(clients.map((c) => new Promise((r) => c.once('connect', r))))
      let turns = 0
      while (accepted < 60 && turns < 1000) {
        await new Promise((r) => setImmediate(r))
        turns++
      }
      for (const c of clients) c.destroy()
      server.closeAllConnections()
      await more.close()
      return turns
    }
    const one = await turnsToAccept(1)
    const four = await turnsToAccept(4)
    expect(one).toBeGreaterThanOrEqual(55)
    expect(four).toBeLessThanOrEqual(one / 3)
  })
})
