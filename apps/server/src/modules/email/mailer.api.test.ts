import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailLogs, emailMessages, emailTemplates } from '../../db/schema/email.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ workers: true })
})
afterAll(async () => t?.close())

async function waitForStatus(id: string, status: 'sent' | 'failed') {
  for (let i = 0; i < 100; i++) {
    const [m] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id))
    if (m?.status === status) return m
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`message ${id} never reached ${status}`)
}

describe('mailer', () => {
  it('stores the message in the outbox, delivers it through the job queue and logs the send', async () => {
    const id = await t.ctx.mailer.enqueue({
      to: 'Reader@Example.com',
      subject: 'Hello',
      html: '<p>Hi <b>there</b></p>',
      idempotencyKey: 'test:hello',
    })
    const sent = await waitForStatus(id, 'sent')
    expect(sent.text).toBe('Hi there')
    const logs = await t.db.select().from(emailLogs).where(eq(emailLogs.emailId, id))
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ eventType: 'sent', subject: 'Hello' })
  })

  it('never sends twice: a repeated key returns the same message and a retried job is a no-op', async () => {
    const a = await t.ctx.mailer.enqueue({
      to: 'once@example.com',
      subject: 'Once',
      html: '<p>1</p>',
      idempotencyKey: 'test:once',
    })
    const b = await t.ctx.mailer.enqueue({
      to: 'once@example.com',
      subject: 'Once',
      html: '<p>1</p>',
      idempotencyKey: 'test:once',
    })
    expect(b).toBe(a)
    await waitForStatus(a, 'sent')
    await t.ctx.mailer.deliver(a)
    await t.ctx.mailer.deliver(a)
    expect(await t.db.select().from(emailLogs).where(eq(emailLogs.emailId, a))).toHaveLength(1)
    expect(await t.outbox('once@example.com')).toHaveLength(1)
  })

  it('renders templates with HTML-escaped values, preferring an active template row', async () => {
    const id = await t.ctx.mailer.enqueueTemplate({
      template: 'welcome',
      to: 'esc@example.com',
      data: { first_name: '<script>alert(1)</script>' },
      idempotencyKey: 'test:welcome',
    })
    const [m] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id))
    expect(m!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(m!.html).not.toContain('<script>')

    await t.db.insert(emailTemplates).values({
      name: 'welcome',
      subject: 'Custom {{first_name}}',
      htmlContent: '<p>Custom body for {{email}}</p>',
    })
    const id2 = await t.ctx.mailer.enqueueTemplate({
      template: 'welcome',
      to: 'custom@example.com',
      data: { first_name: 'Ada', email: 'custom@example.com' },
      idempotencyKey: 'test:welcome2',
    })
    const [m2] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id2))
    expect(m2).toMatchObject({ subject: 'Custom Ada', html: '<p>Custom body for custom@example.com</p>' })
  })

  it('lets admins read the outbox', async () => {
    const admin = await t.createUser({ role: 'admin' })
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/outbox?to=reader@example.com',
      cookie: admin.cookie,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().items[0]).toMatchObject({
      to: ['reader@example.com'],
      subject: 'Hello',
      status: 'sent',
    })
  })
})
