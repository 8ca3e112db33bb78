import net from 'node:net'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/helper.ts'
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.ts'

// The database (and Redis, where one runs here) are reached through relays the tests can cut, so an
// outage is real: connections refused, open ones dropped.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const redisAnswers = await (async () => {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
})()

/** A mail server that greets, answers EHLO and says goodbye: enough for a connection check. */
function startFakeSmtp() {
  let connections = 0
  const server = net.createServer((socket) => {
    connections++
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      const line = String(chunk)
      if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
      else socket.write(/^EHLO/i.test(line) ? '250 fake\r\n' : '250 ok\r\n')
    })
    socket.on('error', () => {})
  })
  return new Promise<{ port: number; connections: () => number; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        connections: () => connections,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  )
}

type Report = {
  status: string
  checks: { name: string; state: string; required: boolean; latency_ms: number }[]
}

let t: TestApp
let database: Awaited<ReturnType<typeof createTestDatabase>>
let dbRelay: TcpProxy
let redisRelay: TcpProxy | undefined
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>

beforeAll(async () => {
  database = await createTestDatabase()
  const target = new URL(database.url)
  dbRelay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  if (redisAnswers) {
    const r = new URL(REDIS_URL)
    redisRelay = await startTcpProxy({ host: r.hostname, port: Number(r.port || 6379) })
  }
  smtp = await startFakeSmtp()
  t = await createTestApp({
    databaseUrl: dbRelay.url(database.url),
    workers: true,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ...(redisRelay ? { REDIS_URL: redisRelay.url(REDIS_URL) } : {}),
    },
  })
})
afterAll(async () => {
  await t?.close()
  await database?.drop()
  await dbRelay?.cut()
  await redisRelay?.cut()
  await smtp?.close()
})

async function ready() {
  const res = await t.request({ method: 'GET', url: '/api/health/ready' })
  return { status: res.statusCode, body: res.json() as Report, raw: res.body }
}
const stateOf = (r: Report, name: string) => r.checks.find((c) => c.name === name)?.state

async function readyAgain(timeoutMs = 25_000) {
  const started = Date.now()
  for (;;) {
    const r = await ready()
    if (r.status === 200 && r.body.checks.every((c) => c.state === 'up')) return r
    if (Date.now() - started > timeoutMs) throw new Error(`still not ready: ${r.raw}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers while the process runs; ready names each check with its state and latency', async () => {
    const live = await t.request({ method: 'GET', url: '/api/health/live' })
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }])

    const r = await readyAgain()
    const names = ['database', 'migrations', 'jobs', 'listener', ...(redisRelay ? ['redis'] : []), 'smtp']
    expect(r.body.checks.map((c) => c.name).sort()).toEqual(names.sort())
    expect(r.body.status).toBe('ok')
    for (const c of r.body.checks) {
      expect(c.latency_ms).toBeGreaterThanOrEqual(0)
      expect(c.required).toBe(c.name !== 'smtp')
    }
    // Names and timings only: no address, port, user or URL.
    for (const secret of ['127.0.0.1', String(dbRelay.port), 'postgres', 'smtp://', 'redis://']) {
      expect(r.raw).not.toContain(secret)
    }
  })

  it('asks the mail server once for many probes', async () => {
    await ready()
    await ready()
    const r = await ready()
    expect(stateOf(r.body, 'smtp')).toBe('up')
    expect(smtp.connections()).toBe(1)
  })

  it('is 503 while the database is unreachable and 200 again once it is back', async () => {
    await readyAgain()
    await dbRelay.cut()
    const down = await ready()
    expect(down.status).toBe(503)
    expect(down.body.status).toBe('error')
    expect(stateOf(down.body, 'database')).toBe('down')
    expect(stateOf(down.body, 'migrations')).toBe('down')
    expect(down.raw).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/)
    // Liveness never depends on the database: a restart would not bring it back.
    expect((await t.request({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)

    await dbRelay.restore()
    const back = await readyAgain()
    expect(back.body.status).toBe('ok')
  })

  it.runIf(redisAnswers)('is 503 while the shared Redis is unreachable', async () => {
    await readyAgain()
    await redisRelay!.cut()
    const down = await ready()
    expect(down.status).toBe(503)
    expect(stateOf(down.body, 'redis')).toBe('down')
    await redisRelay!.restore()
    await readyAgain()
  })

  it('is 503 while a migration of this build is missing from the database', async () => {
    await readyAgain()
    const { rows } = await t.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning id, hash, created_at`,
    )
    try {
      const r = await ready()
      expect(r.status).toBe(503)
      expect(stateOf(r.body, 'migrations')).toBe('down')
      expect(stateOf(r.body, 'database')).toBe('up')
    } finally {
      const [row] = rows
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      )
    }
    expect((await ready()).status).toBe(200)
  })

  it('is 503 from the moment a shutdown begins', async () => {
    t.ctx.runtimes.health.beginShutdown()
    const r = await ready()
    expect([r.status, r.body]).toEqual([503, { status: 'stopping', checks: [] }])
  })
})
