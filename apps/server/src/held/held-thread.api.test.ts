import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import { DROP_MESSAGES } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN, createTestApp, type TestApp } from '../../test/helper.ts'
import { parsePrometheusText } from '../../test/prometheus-text.ts'
import { startHeldThread, type HeldThread } from './held-thread.ts'

// An instance's held answers on a thread of its own (LISTENERS ≥ 2), beside the instance's own app.
const env = {
  NODE_ENV: 'test',
  APP_URL: APP_ORIGIN,
  AUTH_SECRET: 'held-thread-test-secret-0123456789',
  METRICS_TOKEN: 'held-thread-metrics-token-0123456789',
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
}

let t: TestApp
let held: HeldThread
let base: string

beforeAll(async () => {
  t = await createTestApp({ env })
  held = await startHeldThread({
    env: { ...env, DATA_DIR: `.data/test-files/${crypto.randomBytes(4).toString('hex')}` },
    databaseUrl: t.databaseUrl,
    host: '127.0.0.1',
    ports: [0],
    backlog: 511,
  })
  t.ctx.metrics.addSource(held.metrics)
  base = `http://127.0.0.1:${held.ports[0]}`
}, 120_000)

afterAll(async () => {
  await held?.close({ delayMs: 0, graceMs: 1000 })
  await t?.close()
})

const press = (dropId: string, cookie?: string) =>
  fetch(`${base}/api/drops/${dropId}/admission`, {
    method: 'POST',
    headers: { origin: APP_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: '{}',
  })

describe('the held answers’ thread', () => {
  it('answers on its own port with the instance’s database and sessions', async () => {
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200)
    // Not signed in: refused by the thread's own access check.
    expect((await press(crypto.randomUUID())).status).toBe(401)
    // A session made by the instance's app is known to the thread (same database, same secret), and
    // the press reaches the drop's rules there.
    const buyer = await t.createUser({ email: 'held-buyer@example.com' })
    const res = await press(crypto.randomUUID(), buyer.cookie)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      DROP_MESSAGES.dropNotFound,
    )
  })

  it('adds its request figures to the instance’s metrics, labelled as its own', async () => {
    await fetch(`${base}/api/health/live`)
    await t.request({ method: 'GET', url: '/api/health/live' })
    const families = parsePrometheusText(await t.ctx.metrics.render())
    const requests = families
      .get('http_request_duration_seconds')!
      .samples.filter((s) => s.name.endsWith('_count'))
    const live = requests.filter((s) => s.labels.route === '/api/health/live')
    // One series from each thread: the instance's own without the label, the held thread's with it.
    expect(live.map((s) => s.labels.thread ?? 'instance').sort()).toEqual(['held', 'instance'])
    expect(live.find((s) => s.labels.thread === 'held')!.value).toBeGreaterThanOrEqual(2)
    // The process's own figures are reported once, by the instance.
    const cpu = families.get('process_cpu_user_seconds_total')!.samples
    expect(cpu).toHaveLength(1)
    expect(cpu[0]!.labels.thread).toBeUndefined()
  })

  // A thread's priority is its own on Linux (/proc/self/task/<tid>/stat, the 19th field is its nice).
  it.runIf(process.platform === 'linux')('runs below the instance’s own thread (HELD_NICE)', () => {
    const nices = fs.readdirSync('/proc/self/task').map((tid) => {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
    })
    const own = os.getPriority(0)
    // The default increment, 10: one thread (the held answers') lowered, the rest as they were.
    expect(nices.filter((n) => n === Math.min(19, own + 10))).toHaveLength(1)
    expect(nices.filter((n) => n === own).length).toBeGreaterThan(1)
  })

  it('stops when told: its port closes and the thread ends', async () => {
    const other = await startHeldThread({
      env: { ...env, DATA_DIR: `.data/test-files/${crypto.randomBytes(4).toString('hex')}` },
      databaseUrl: t.databaseUrl,
      host: '127.0.0.1',
      ports: [0],
      backlog: 511,
    })
    const url = `http://127.0.0.1:${other.ports[0]}/api/health/live`
    expect((await fetch(url)).status).toBe(200)
    await other.close({ delayMs: 0, graceMs: 1000 })
    expect(await other.exited).toBe(0)
    await expect(fetch(url)).rejects.toThrow()
  })
})
