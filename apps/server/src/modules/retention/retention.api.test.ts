import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { session } from '../../db/schema/auth.ts'
import { emailLogs, emailMessages } from '../../db/schema/email.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { RETENTION_JOB } from './module.ts'
import { pruneOldRows } from './retention.ts'

const DAY = 86_400_000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY)

let t: TestApp
let u: TestUser
beforeAll(async () => {
  t = await createTestApp({ workers: true })
  u = await t.createUser({ signIn: false })
})
afterAll(async () => t?.close())

let seq = 0
async function message(status: 'queued' | 'sent' | 'failed', age: number) {
  const [m] = await t.db
    .insert(emailMessages)
    .values({
      idempotencyKey: `retention-${seq++}`,
      toAddresses: ['someone@example.com'],
      fromAddress: 'shop@example.com',
      subject: `${status} ${age} days ago`,
      html: '<p>body</p>',
      text: 'body',
      status,
      createdAt: daysAgo(age),
    })
    .returning()
  return m!.id
}
const event = (age: number, emailId: string | null = null) =>
  t.db.insert(emailLogs).values({ eventType: 'opened', emailId, createdAt: daysAgo(age) })
const expiredSession = (daysPastExpiry: number) =>
  t.db.insert(session).values({ userId: u.id, token: `tok-${seq++}`, expiresAt: daysAgo(daysPastExpiry) })
const audit = (age: number) =>
  t.db
    .insert(auditLog)
    .values({ action: 'update', entity: 'product', entityId: `p${age}`, createdAt: daysAgo(age) })

async function remaining() {
  const messages = await t.db
    .select({ subject: emailMessages.subject, html: emailMessages.html, text: emailMessages.text })
    .from(emailMessages)
    .orderBy(emailMessages.subject)
  const count = async (table: string) =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!
      .n
  return {
    messages: Object.fromEntries(
      messages.map((m) => [m.subject, m.html === null && m.text === null ? 'no body' : 'body']),
    ),
    events: await count('email_logs'),
    sessions: await count('session'),
    audit: (await t.db.select({ id: auditLog.entityId }).from(auditLog)).map((r) => r.id).sort(),
  }
}

describe('retention', () => {
  it('prunes each kind of row older than its setting, in batches, and nothing younger', async () => {
    // Defaults: bodies 90 days, events 180, delivered outbox rows 30, sessions 30 past expiry, audit 730.
    const oldSent = await message('sent', 40)
    await message('sent', 20)
    await message('failed', 200)
    await message('failed', 100)
    await message('failed', 60)
    await message('queued', 100)
    for (let i = 0; i < 5; i++) await event(200)
    await event(150, oldSent)
    await event(10)
    await expiredSession(40)
    await expiredSession(10)
    await t.db
      .insert(session)
      .values({ userId: u.id, token: `tok-${seq++}`, expiresAt: new Date(Date.now() + DAY) })
    await audit(800)
    await audit(700)

    const counts = await pruneOldRows(t.ctx, { batchSize: 2, pauseMs: 0 })
    expect(counts).toEqual({
      email_events: 5,
      outbox_sent: 1,
      outbox_failed: 1,
      email_bodies: 1,
      sessions: 1,
      audit_log: 1,
    })
    const left = await remaining()
    expect(left.messages).toEqual({
      'failed 100 days ago': 'no body',
      'failed 60 days ago': 'body',
      // A message still waiting to be sent keeps its body, however old.
      'queued 100 days ago': 'body',
      'sent 20 days ago': 'body',
    })
    // The event of the deleted message stays (its link to the message is cleared).
    expect(left.events).toBe(2)
    expect(left.sessions).toBe(2)
    expect(left.audit).toEqual(['p700'])

    // A second run finds nothing more.
    expect(Object.values(await pruneOldRows(t.ctx, { pauseMs: 0 })).every((n) => n === 0)).toBe(true)
  })

  it('keeps a kind for ever when its setting is 0, and stops between batches when asked', async () => {
    await audit(5000)
    for (let i = 0; i < 3; i++) await event(400)
    const keepAudit = { ...t.ctx, config: { ...t.ctx.config, RETENTION_AUDIT_DAYS: 0 } }
    const counts = await pruneOldRows(keepAudit, { batchSize: 1, pauseMs: 0, shouldStop: () => true })
    // One batch of the first kind, then the stop: the rest waits for the next run.
    expect(counts).toEqual({ email_events: 1 })
    expect(await pruneOldRows(keepAudit, { pauseMs: 0 })).not.toHaveProperty('audit_log')
    expect((await remaining()).audit).toEqual(['p5000', 'p700'])
  })

  it('runs once a day on the job queue', async () => {
    const { rows } = await t.db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = ${RETENTION_JOB}`,
    )
    expect(rows).toEqual([{ cron: '17 3 * * *' }])
  })
})
