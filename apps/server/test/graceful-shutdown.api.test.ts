import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from './helper.ts'
import { parsePrometheusText, sampleValue } from './prometheus-text.ts'
import { freePort } from './free-port.ts'

// The real entry points (`npm start`, `npm run worker`) as child processes on a database of their own.
const root = path.resolve(import.meta.dirname, '../../..')
const TOKEN = 'worker-metrics-token-0123456789'
const GRACE_MS = 3000

let database: Awaited<ReturnType<typeof createTestDatabase>>
const children: ChildProcess[] = []
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  await database?.drop()
})

function start(entry: 'main.ts' | 'worker.ts', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}`], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: `.data/test-files/${crypto.randomBytes(4).toString('hex')}`,
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  children.push(child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

/** The first of `count` consecutive free ports. */
async function freePorts(count: number) {
  for (;;) {
    const first = await freePort()
    const taken = await Promise.all(
      Array.from({ length: count - 1 }, (_, i) => {
        const probe = net.createServer()
        return new Promise<boolean>((resolve) => {
          probe.once('error', () => resolve(true))
          probe.listen(first + 1 + i, '127.0.0.1', () => probe.close(() => resolve(false)))
        })
      }),
    )
    if (!taken.includes(true)) return first
  }
}

async function waitFor(url: string, output: () => string, timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s. Output:\n${output()}`)
}

/** A request whose body arrives in two parts; `finish()` sends the rest and resolves with the answer. */
function slowRequest(port: number, pathname: string, body: string, appPort = port) {
  const half = Math.floor(body.length / 2)
  let answer!: Promise<{ status: number; body: string }>
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: pathname,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: `http://localhost:${appPort}`,
    },
  })
  answer = new Promise((resolve, reject) => {
    req.on('response', (res) => {
      let text = ''
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode!, body: text }))
    })
    req.on('error', reject)
  })
  answer.catch(() => {})
  req.write(body.slice(0, half))
  return {
    finish: () => {
      req.end(body.slice(half))
      return answer
    },
    answer,
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('a stopping web server (npm start)', () => {
  it(
    'finishes a request in flight after SIGTERM, cuts one stalled past the grace period, and exits 0',
    { timeout: 180_000 },
    async () => {
      // Two listening sockets (LISTENERS): the second, on the next port, serves the same app.
      const port = await freePorts(2)
      const server = start('main.ts', {
        PORT: String(port),
        LISTENERS: '2',
        APP_URL: `http://localhost:${port}`,
      })
      await waitFor(`http://127.0.0.1:${port}/api/health/ready`, server.output)
      await waitFor(`http://127.0.0.1:${port + 1}/api/health/ready`, server.output)

      const signUp = JSON.stringify({
        email: 'late-buyer@example.com',
        password: 'secret123',
        full_name: 'Late Buyer',
      })
      const slow = slowRequest(port + 1, '/api/auth/sign-up', signUp, port)
      // The stalled one came in on the second socket: it is cut all the same.
      const stalled = slowRequest(
        port + 1,
        '/api/auth/sign-up',
        signUp.replace('late-buyer', 'stalled'),
        port,
      )
      await pause(300)
      const stopAt = Date.now()
      server.child.kill('SIGTERM')
      await pause(500)
      // The listeners are closed: a new connection is refused while the old ones finish.
      await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow()
      await expect(fetch(`http://127.0.0.1:${port + 1}/api/health/live`)).rejects.toThrow()

      const done = await slow.finish()
      expect(done.status).toBe(201)
      expect(JSON.parse(done.body).user.email).toBe('late-buyer@example.com')
      // The other never finishes its body: its connection is closed once the grace period is over.
      await expect(stalled.answer).rejects.toThrow()
      expect(await server.exited).toBe(0)
      const took = Date.now() - stopAt
      expect(took).toBeGreaterThanOrEqual(GRACE_MS - 100)
      expect(took).toBeLessThan(GRACE_MS + 20_000)
      expect(server.output()).toContain('SHUTDOWN_GRACE_MS')
    },
  )
})

describe('a worker process (npm run worker)', () => {
  it(
    'answers live and ready on its health port, serves metrics to the token, and stops cleanly',
    { timeout: 180_000 },
    async () => {
      const port = await freePort()
      const worker = start('worker.ts', { WORKER_HEALTH_PORT: String(port), METRICS_TOKEN: TOKEN })
      const base = `http://127.0.0.1:${port}`
      await waitFor(`${base}/health/ready`, worker.output)

      expect(await (await fetch(`${base}/health/live`)).json()).toEqual({ status: 'ok' })
      const ready = (await (await fetch(`${base}/health/ready`)).json()) as {
        status: string
        checks: { name: string }[]
      }
      expect(ready.status).toBe('ok')
      // A worker relays no realtime events: no listener check.
      expect(ready.checks.map((c) => c.name).sort()).toEqual(['database', 'jobs', 'migrations'])

      expect((await fetch(`${base}/metrics`)).status).toBe(401)
      const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      expect(metrics.status).toBe(200)
      const families = parsePrometheusText(await metrics.text())
      expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(0)
      expect(sampleValue(families, 'job_queue_depth', { queue: 'email.send' })).toBeGreaterThanOrEqual(0)

      worker.child.kill('SIGTERM')
      expect(await worker.exited).toBe(0)
    },
  )
})
