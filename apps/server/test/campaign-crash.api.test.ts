import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../../../scripts/smtp-sink.ts'
import { createDb, createPool } from '../src/db/client.ts'
import { account, user } from '../src/db/schema/auth.ts'
import { createTestDatabase } from './helper.ts'
import { freePort } from './free-port.ts'

// The real server as a child process sending a campaign to 2,000 subscribers through a local SMTP
// server (in this process), killed with SIGKILL half-way, then started again.
const root = path.resolve(import.meta.dirname, '../../..')
const SUBSCRIBERS = 2000

let database: Awaited<ReturnType<typeof createTestDatabase>>
let pool: ReturnType<typeof createPool>
let db: ReturnType<typeof createDb>
let sink: SmtpSink
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

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

const healthy = () =>
  fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  )

const scalar = async (query: ReturnType<typeof sql>) =>
  (await db.execute<{ v: string | number }>(query)).rows[0]?.v

beforeAll(async () => {
  database = await createTestDatabase()
  pool = createPool(database.url, 3)
  db = createDb(pool)
  sink = await startSmtpSink()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdo-campaign-crash-'))
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
    SMTP_URL: sink.url,
  }
})

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  await sink?.close()
  await pool?.end()
  await database?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('kill -9 in the middle of a bulk campaign', () => {
  it('sends every subscriber exactly one copy across the crash', { timeout: 240_000 }, async () => {
    const first = start()
    await waitFor(healthy, 60_000, 'the server')
    await db.execute(sql`insert into marketing_subscribers (email, first_name)
      select 'crash-' || g || '@example.com', 'Sub' || g from generate_series(1, ${SUBSCRIBERS}) g`)
    await db.execute(sql`insert into marketing_subscribers (email, status)
      values ('gone@example.com', 'unsubscribed'), ('bounced@example.com', 'bounced')`)
    const segmentId = await scalar(sql`insert into marketing_segments (name, criteria)
      values ('Everyone', '{"preferences":{"newsletter":true},"status":"active"}') returning id as v`)

    const [admin] = await db
      .insert(user)
      .values({ email: 'crash-admin@example.com', name: 'Crash Admin', emailVerified: true, role: 'admin' })
      .returning()
    await db.insert(account).values({
      userId: admin!.id,
      accountId: admin!.id,
      providerId: 'credential',
      password: await hashPassword('password123'),
    })
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'crash-admin@example.com', password: 'password123', portal: 'admin' }),
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')

    const res = await fetch(`${base}/api/admin/marketing/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({
        segment_id: segmentId,
        mode: 'custom',
        subject: 'Drop alert for {{first_name}}',
        html: '<html><body><p>Hi {{first_name}}, the drop is live.</p><a href="https://rdo.shop/products">Shop</a></body></html>',
        // Paced like a real campaign (the default is 10 a second): batches, then a pause.
        rate_per_second: 40,
      }),
    })
    expect(res.status).toBe(201)
    const { campaign } = await res.json()
    expect(campaign.progress.total).toBe(SUBSCRIBERS)

    // Kill it once a good part has gone out, while it is still sending.
    await waitFor(async () => sink.messages.length >= SUBSCRIBERS * 0.3, 120_000, 'a third of the sends')
    first.kill('SIGKILL')
    await new Promise((resolve) => first.once('exit', resolve))
    const before = sink.messages.length
    expect(before).toBeLessThan(SUBSCRIBERS)

    start()
    await waitFor(healthy, 60_000, 'the restarted server')
    await waitFor(
      async () =>
        (await scalar(sql`select status as v from marketing_campaigns where id = ${campaign.id}`)) ===
        'completed',
      180_000,
      'the campaign to complete',
    )

    const counts = sink.countsByRecipient()
    const twice = [...counts].filter(([, n]) => n > 1)
    expect(twice).toEqual([])
    expect(counts.size).toBe(SUBSCRIBERS)
    expect(counts.has('gone@example.com') || counts.has('bounced@example.com')).toBe(false)
    expect(sink.messages.length).toBe(SUBSCRIBERS)
    expect(
      Number(
        await scalar(
          sql`select count(*)::int as v from campaign_recipients where campaign_id = ${campaign.id} and status = 'sent'`,
        ),
      ),
    ).toBe(SUBSCRIBERS)
    // Every message carries the one-click unsubscribe headers and its recipient's name.
    const sample = await sink.parse(sink.messages[0]!)
    expect(sink.messages[0]!.raw.toString()).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(String(sample.subject)).toMatch(/^Drop alert for Sub\d+$/)
    console.log(
      `campaign crash: ${before} of ${SUBSCRIBERS} delivered before the kill, ${SUBSCRIBERS - before} after the restart`,
    )
  })
})
