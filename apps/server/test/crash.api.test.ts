import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, createPool } from '../src/db/client.ts'
import { account, user } from '../src/db/schema/auth.ts'
import { emailMessages } from '../src/db/schema/email.ts'
import { createTestDatabase } from './helper.ts'
import { orderBody } from './orders.ts'
import { createProduct } from './products.ts'
import { freePort } from './free-port.ts'

// The real server entry point as a child process on its own test database, killed with SIGKILL
// while orders and their emails are in flight, then started again.
const root = path.resolve(import.meta.dirname, '../../..')
const BUYERS = 8
const ORDERS_EACH = 3

let database: Awaited<ReturnType<typeof createTestDatabase>>
let pool: ReturnType<typeof createPool>
let db: ReturnType<typeof createDb>
let dataDir: string
let base: string
let env: NodeJS.ProcessEnv
const children: ChildProcess[] = []

function start() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.push(child)
  return child
}

// Starting takes a few seconds; generous here because test runs share the CPU.
async function waitForHealth(timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('The server did not become healthy')
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await db.execute<{ n: number }>(query)).rows[0]!.n)

beforeAll(async () => {
  database = await createTestDatabase()
  pool = createPool(database.url, 3)
  db = createDb(pool)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdo-crash-'))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  env = {
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    SEED_DEMO_DATA: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'error',
    RATE_LIMIT_AUTH_MAX: '1000',
  }
  delete env.SMTP_URL
})

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  await pool?.end()
  await database?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

type Attempt = { cookie: string; key: string; body: object; firstId?: string }

const placeOrder = (a: Attempt) =>
  fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: a.cookie, origin: base, 'idempotency-key': a.key },
    body: JSON.stringify(a.body),
  })

describe('kill -9 while orders and emails are in flight', () => {
  it(
    'keeps every committed order retrievable by its key, none doubled, every email sent once',
    { timeout: 180_000 },
    async () => {
      const password = await hashPassword('password123')
      const cookies: string[] = []
      const first = start()
      await waitForHealth()
      const attempts: Attempt[] = []
      for (let b = 0; b < BUYERS; b++) {
        const email = `crash-${b}-${crypto.randomBytes(3).toString('hex')}@example.com`
        const [u] = await db
          .insert(user)
          .values({ email, name: 'Crash Buyer', emailVerified: true })
          .returning()
        await db
          .insert(account)
          .values({ userId: u!.id, accountId: u!.id, providerId: 'credential', password })
        const res = await fetch(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ email, password: 'password123', portal: 'customer' }),
        })
        expect(res.status).toBe(200)
        cookies.push(
          res.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; '),
        )
      }
      for (let i = 0; i < ORDERS_EACH; i++) {
        const { product } = await createProduct(db, { sizes: { M: 50 } })
        for (const cookie of cookies) {
          attempts.push({ cookie, key: crypto.randomUUID(), body: orderBody(product.id) })
        }
      }

      // Fire every order at once; kill the server as soon as a few have committed.
      // An answer cut off by the kill (before its headers or in its body) is a lost answer.
      const inFlight = attempts.map((a) =>
        placeOrder(a)
          .then(async (r) => {
            if (r.status === 201) a.firstId = (await r.json()).order.id
          })
          .catch(() => {}),
      )
      const exited = new Promise((resolve) => first.once('exit', resolve))
      for (let i = 0; i < 500; i++) {
        if ((await count(sql`select count(*)::int as n from orders`)) >= 4) break
        await new Promise((r) => setTimeout(r, 10))
      }
      first.kill('SIGKILL')
      await exited
      await Promise.all(inFlight)
      const committedBefore = await count(sql`select count(*)::int as n from orders`)
      expect(committedBefore).toBeGreaterThanOrEqual(4)
      // The kill came mid-flight: some orders had not committed yet.
      expect(committedBefore).toBeLessThan(attempts.length)

      // While it is down: an outbox row an older version left without its job, and one whose job a
      // killed worker had taken (active) — both must still be delivered.
      const [orphan] = await db
        .insert(emailMessages)
        .values({
          idempotencyKey: 'crash:orphan',
          toAddresses: ['orphan@example.com'],
          fromAddress: 'shop@example.com',
          subject: 'Orphan',
          html: '<p>x</p>',
        })
        .returning()
      const [stuck] = await db
        .insert(emailMessages)
        .values({
          idempotencyKey: 'crash:stuck',
          toAddresses: ['stuck@example.com'],
          fromAddress: 'shop@example.com',
          subject: 'Stuck',
          html: '<p>x</p>',
        })
        .returning()
      await db.execute(sql`insert into pgboss.job (name, data, state, started_on)
      values ('email.send', ${JSON.stringify({ id: stuck!.id })}::jsonb, 'active', now())`)

      start()
      await waitForHealth()
      // Every attempt retried with its key: the committed ones answer with their order, the others
      // are placed now, once.
      for (const a of attempts) {
        const res = await placeOrder(a)
        const { order } = await res.json()
        if (a.firstId) expect([res.status, order.id]).toEqual([200, a.firstId])
        else expect([200, 201]).toContain(res.status)
        const again = await placeOrder(a)
        expect([again.status, (await again.json()).order.id]).toEqual([200, order.id])
      }
      expect(await count(sql`select count(*)::int as n from orders`)).toBe(attempts.length)
      expect(
        await count(sql`select count(*)::int as n from (select 1 from orders
        group by user_id, idempotency_key having count(*) > 1) d`),
      ).toBe(0)

      // Every queued email is delivered, each exactly once: one confirmation per order, all sent, one
      // log entry per message.
      for (let i = 0; i < 300; i++) {
        if ((await count(sql`select count(*)::int as n from email_messages where status <> 'sent'`)) === 0)
          break
        await new Promise((r) => setTimeout(r, 100))
      }
      expect(await count(sql`select count(*)::int as n from email_messages where status <> 'sent'`)).toBe(0)
      expect(
        await count(sql`select count(*)::int as n from orders o where (select count(*) from email_messages m
        where m.idempotency_key = 'order-confirmation:' || o.id) <> 1`),
      ).toBe(0)
      expect(await count(sql`select count(*)::int as n from email_messages`)).toBe(attempts.length + 2)
      expect(
        await count(sql`select count(*)::int as n from email_messages
        where id in (${orphan!.id}, ${stuck!.id}) and status = 'sent'`),
      ).toBe(2)
      expect(
        await count(sql`select count(*)::int as n from email_messages m
        where (select count(*) from email_logs l where l.email_id = m.id) <> 1`),
      ).toBe(0)
    },
  )
})
