import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emailLogs, emailMessages, emailTemplates } from '../../../db/schema/email.ts'
import { createTestApp, type TestApp } from '../../../../test/helper.ts'

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

  it('leaves a recorded template to its delivery job: the row keeps its data until the job renders and sends it', async () => {
    const input = {
      template: 'welcome',
      to: 'later@example.com',
      data: { first_name: 'Lena', email: 'later@example.com' },
      idempotencyKey: 'test:render-later',
    }
    await t.ctx.mailer.prepare()
    const id = await t.db.transaction(async (tx) => {
      const recorded = (await t.ctx.mailer.recordTemplate(input, tx))!
      const [row] = await tx.select().from(emailMessages).where(eq(emailMessages.id, recorded))
      expect(row).toMatchObject({ html: null, text: null, templateData: input.data, status: 'queued' })
      return recorded
    })
    const sent = await waitForStatus(id, 'sent')
    expect(sent).toMatchObject({ subject: 'Custom Lena', templateData: null })
    expect(sent.html).toBe('<p>Custom body for later@example.com</p>')
    expect(sent.text).toContain('Custom body for later@example.com')
    const logs = await t.db.select().from(emailLogs).where(eq(emailLogs.emailId, id))
    expect(logs.map((l) => l.subject)).toEqual(['Custom Lena'])
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

  it('writes the outbox row and its delivery job together: both or neither', async () => {
    const jobsFor = async (id: string) =>
      (await t.db.execute(sql`select id from pgboss.job where name = 'email.send' and data->>'id' = ${id}`))
        .rows
    // The job insert fails (a crash between the two writes): no row is left queued without a job.
    const send = vi.spyOn(t.ctx.jobs, 'send').mockRejectedValueOnce(new Error('connection lost'))
    await expect(
      t.ctx.mailer.enqueue({
        to: 'lost@example.com',
        subject: 'Lost',
        html: '<p>x</p>',
        idempotencyKey: 'test:lost',
      }),
    ).rejects.toThrow('connection lost')
    send.mockRestore()
    expect(await t.outbox('lost@example.com')).toEqual([])

    // In the caller's transaction: rolled back with it (the job too), committed with it.
    const allJobs = async () =>
      (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'email.send'`)).rows[0]!
        .n
    const jobsBefore = await allJobs()
    await expect(
      t.db.transaction(async (tx) => {
        await t.ctx.mailer.enqueue(
          { to: 'tx@example.com', subject: 'Rolled back', html: '<p>x</p>', idempotencyKey: 'test:tx-1' },
          tx,
        )
        throw new Error('business rule failed')
      }),
    ).rejects.toThrow('business rule failed')
    expect(await t.outbox('tx@example.com')).toEqual([])
    expect(await allJobs()).toBe(jobsBefore)
    const id = await t.db.transaction((tx) =>
      t.ctx.mailer.enqueue(
        { to: 'tx@example.com', subject: 'Committed', html: '<p>x</p>', idempotencyKey: 'test:tx-2' },
        tx,
      ),
    )
    expect(await jobsFor(id)).toHaveLength(1)
    expect((await waitForStatus(id, 'sent')).subject).toBe('Committed')
  })

  it('queues delivery again at start for rows a crash left queued without a job', async () => {
    const [orphan] = await t.db
      .insert(emailMessages)
      .values({
        idempotencyKey: 'test:orphan',
        toAddresses: ['orphan@example.com'],
        fromAddress: 'shop@example.com',
        subject: 'Orphan',
        html: '<p>x</p>',
        text: 'x',
      })
      .returning()
    expect(await t.ctx.mailer.requeueOrphans()).toBe(1)
    await waitForStatus(orphan!.id, 'sent')
    expect(await t.ctx.mailer.requeueOrphans()).toBe(0)
    expect(await t.db.select().from(emailLogs).where(eq(emailLogs.emailId, orphan!.id))).toHaveLength(1)
  })

  it("records a row and its job in the caller's transaction, both sent before either answer", async () => {
    const jobsFor = async (id: string) =>
      (
        await t.db.execute<{ state: string; created_on: string }>(
          sql`select state, created_on::text from pgboss.job where name = 'email.send' and data->>'id' = ${id}`,
        )
      ).rows
    const input = {
      template: 'order-confirmation',
      to: 'after-commit@example.com',
      data: { first_name: 'Ada', order_number: 'RDO-1' },
      idempotencyKey: 'test:record-later',
    }
    await t.ctx.mailer.prepare()
    // Rolled back with the caller: neither the row nor its job.
    let rolledBack = ''
    await expect(
      t.db.transaction(async (tx) => {
        rolledBack = (await t.ctx.mailer.recordTemplate(input, tx))!
        throw new Error('business rule failed')
      }),
    ).rejects.toThrow('business rule failed')
    expect(await t.outbox('after-commit@example.com')).toEqual([])
    expect(await jobsFor(rolledBack)).toEqual([])

    // Both statements leave together: the row's answer is not awaited before the job is sent.
    const sent: string[] = []
    const id = await t.db.transaction(async (tx) => {
      const execute = tx.execute.bind(tx)
      const spy = vi.spyOn(tx, 'execute').mockImplementation((query) => {
        sent.push('job')
        return execute(query)
      })
      const recorded = t.ctx.mailer.recordTemplate(input, tx)
      // Within the same turn, before any answer could have come back, the job has been sent.
      await new Promise((resolve) => process.nextTick(resolve))
      expect(sent).toEqual(['job'])
      const [now] = (await tx.execute<{ now: string }>(sql`select now()::text as now`)).rows
      spy.mockRestore()
      return { id: (await recorded)!, now: now!.now }
    })
    // Committed with the caller: the job's time is the caller's transaction's.
    expect((await jobsFor(id.id)).map((j) => j.created_on)).toEqual([id.now])
    expect((await waitForStatus(id.id, 'sent')).subject).not.toBe('')
    // The same key again: no second row, one message sent.
    const again = await t.db.transaction((tx) => t.ctx.mailer.recordTemplate(input, tx))
    expect(again).toBeNull()
    expect(await t.outbox('after-commit@example.com')).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 700))
    expect(await t.db.select().from(emailLogs).where(eq(emailLogs.emailId, id.id))).toHaveLength(1)
  })

  it('writes the row alone when the queue is not ready: the sweep queues its job', async () => {
    const ready = vi.spyOn(t.ctx.jobs, 'ready').mockReturnValue(false)
    const id = await t.db.transaction(
      async (tx) =>
        (await t.ctx.mailer.recordTemplate(
          {
            template: 'order-confirmation',
            to: 'not-ready@example.com',
            data: { first_name: 'Ada', order_number: 'RDO-2' },
            idempotencyKey: 'test:not-ready',
          },
          tx,
        ))!,
    )
    ready.mockRestore()
    const jobs = async () =>
      (await t.db.execute(sql`select id from pgboss.job where name = 'email.send' and data->>'id' = ${id}`))
        .rows
    expect(await jobs()).toEqual([])
    await t.db
      .update(emailMessages)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(emailMessages.id, id))
    expect(await t.ctx.mailer.requeueOrphans(1000, { atStart: false })).toBe(1)
    expect(await jobs()).toHaveLength(1)
  })

  it("sweeps every minute the rows left without a job for over a minute, never a live job's", async () => {
    const row = async (key: string, age: string) => {
      const [m] = await t.db
        .insert(emailMessages)
        .values({
          idempotencyKey: key,
          toAddresses: [`${key.replace(':', '-')}@example.com`],
          fromAddress: 'shop@example.com',
          subject: key,
          html: '<p>x</p>',
          text: 'x',
          createdAt: sql`now() - ${age}::interval`,
        })
        .returning()
      return m!
    }
    // A process stopped between its order's commit and the job; another's commit a moment ago (its
    // dispatch still coming); one whose job a live process is running right now.
    const stopped = await row('test:sweep-stopped', '2 minutes')
    const fresh = await row('test:sweep-fresh', '5 seconds')
    const running = await row('test:sweep-running', '2 minutes')
    await t.db.execute(sql`insert into pgboss.job (name, data, state, started_on)
      values ('email.send', ${JSON.stringify({ id: running.id })}::jsonb, 'active', now())`)

    // Queued by this sweep (or by the scheduled one, if it ran meanwhile), and sent once.
    await t.ctx.mailer.requeueOrphans(1000, { atStart: false })
    await waitForStatus(stopped.id, 'sent')
    expect(await t.db.select().from(emailLogs).where(eq(emailLogs.emailId, stopped.id))).toHaveLength(1)
    expect(await t.ctx.mailer.requeueOrphans(1000, { atStart: false })).toBe(0)
    const [freshNow] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, fresh.id))
    expect(freshNow!.status).toBe('queued')
    // At start, the active job is a killed process's: that row is queued again too.
    await t.db.delete(emailMessages).where(eq(emailMessages.id, fresh.id))
    expect(await t.ctx.mailer.requeueOrphans()).toBe(1)
    await waitForStatus(running.id, 'sent')
  })
})
