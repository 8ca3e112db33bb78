import crypto from 'node:crypto'
import { ADMIN_SEARCH_COUNT_CAP, emailLogListQuery, type EmailLogListResponse } from '@rdo/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { emailLogs } from '../../../db/schema/email.ts'
import { logPageQuery } from './logs.admin.service.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  customer = await t.createUser({ email: 'grace.hopper@example.com', name: 'Grace Hopper' })
})
afterAll(async () => {
  await t?.close()
})

const list = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/admin/email/logs${query}`, cookie: admin.cookie })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as EmailLogListResponse
}
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const DAY = 24 * 60

describe('access', () => {
  it('refuses the log, overview and send routes to customers (403) and visitors (401)', async () => {
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/email/logs'],
      ['GET', '/api/admin/email/overview?period=today'],
      [
        'POST',
        '/api/admin/email/send',
        { mode: 'custom', to: 'a@example.com', subject: 's', html: '<p>x</p>' },
      ],
    ]
    for (const [method, url, payload] of routes) {
      const res = await t.request({ method, url, cookie: customer.cookie, payload })
      expect(res.statusCode, url).toBe(403)
      expect(res.json().error.message).toBe('Unauthorized access')
      expect((await t.request({ method, url, payload })).statusCode).toBe(401)
    }
    expect(await t.outbox('a@example.com')).toEqual([])
  })
})

describe('email log', () => {
  it('lists newest first with the account, searched and filtered, paged', async () => {
    const campaign = crypto.randomUUID()
    const [a, b, c, d, e] = await t.db
      .insert(emailLogs)
      .values([
        {
          eventType: 'sent',
          recipient: 'grace.hopper@example.com',
          subject: 'Your order',
          userId: customer.id,
          createdAt: ago(1),
        },
        {
          eventType: 'opened',
          recipient: 'lin@example.com',
          subject: 'Spring drop',
          campaignId: campaign,
          createdAt: ago(2),
        },
        {
          eventType: 'sent',
          recipient: 'lin@example.com',
          subject: 'Spring drop',
          campaignId: campaign,
          createdAt: ago(3),
        },
        { eventType: 'bounced', recipient: 'old@example.com', subject: '100%_off', createdAt: ago(3 * DAY) },
        { eventType: 'sent', recipient: 'older@example.com', subject: 'Welcome', createdAt: ago(20 * DAY) },
      ])
      .returning()
    const ids = async (query: string) => (await list(query)).items.map((i) => i.id)

    const page = await list()
    expect(page).toMatchObject({ total: 5, page: 1, per_page: 25 })
    expect(page.total_capped).toBeUndefined()
    expect(page.items.map((i) => i.id)).toEqual([a!.id, b!.id, c!.id, d!.id, e!.id])
    expect(page.items[0]).toEqual({
      id: a!.id,
      event_type: 'sent',
      recipient: 'grace.hopper@example.com',
      subject: 'Your order',
      user_id: customer.id,
      user_email: 'grace.hopper@example.com',
      user_name: 'Grace Hopper',
      email_id: null,
      campaign_id: null,
      created_at: a!.createdAt.toISOString(),
    })
    expect(page.items[1]).toMatchObject({
      user_id: null,
      user_email: null,
      user_name: null,
      campaign_id: campaign,
    })

    // Recipient, subject, the account's email and its name; LIKE wildcards are plain characters.
    expect(await ids('?q=LIN@')).toEqual([b!.id, c!.id])
    expect(await ids('?q=spring')).toEqual([b!.id, c!.id])
    expect(await ids('?q=hopper')).toEqual([a!.id])
    expect(await ids('?q=grace%20hopper')).toEqual([a!.id])
    expect(await ids('?q=100%25_')).toEqual([d!.id])
    expect(await ids('?q=_')).toEqual([d!.id])
    expect((await list('?q=nothing-like-this')).total).toBe(0)

    expect(await ids('?event=sent')).toEqual([a!.id, c!.id, e!.id])
    expect(await ids('?event=sent&q=lin')).toEqual([c!.id])
    expect(await ids('?period=today')).toEqual(
      // Events a few minutes old belong to today unless the test runs just after midnight UTC.
      [a, b, c]
        .filter((r) => r!.createdAt.toISOString().slice(0, 10) === new Date().toISOString().slice(0, 10))
        .map((r) => r!.id),
    )
    expect(await ids('?period=week')).toEqual([a!.id, b!.id, c!.id, d!.id])
    expect(await ids('?period=month')).toEqual([a!.id, b!.id, c!.id, d!.id, e!.id])
    expect(await ids(`?campaign_id=${campaign}`)).toEqual([b!.id, c!.id])
    expect(await ids(`?campaign_id=${campaign}&event=opened`)).toEqual([b!.id])

    const second = await list('?per_page=2&page=2')
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 })
    expect(second.items.map((i) => i.id)).toEqual([c!.id, d!.id])
    expect(await ids('?dir=asc&per_page=2')).toEqual([e!.id, d!.id])
    // A short last page and a page past the end both know the total.
    expect(await list('?per_page=2&page=3')).toMatchObject({ total: 5, items: [{ id: e!.id }] })
    expect(await list('?per_page=2&page=9')).toMatchObject({ total: 5, items: [] })
  })

  it('counts only up to the cap, and reads the newest page through the created_at index', async () => {
    const rows = 20_000
    await t.db.execute(sql`
      insert into ${emailLogs} (event_type, recipient, subject, created_at)
      select case when i % 10 = 0 then 'opened' else 'sent' end, 'bulk' || i || '@example.com', 'Bulk ' || i,
        now() - interval '1 day' - i * interval '1 second'
      from generate_series(1, ${rows}) i`)
    await t.db.execute(sql`analyze ${emailLogs}`)

    const plain = await list()
    expect(plain).toMatchObject({ total: ADMIN_SEARCH_COUNT_CAP, total_capped: true })
    expect(plain.items).toHaveLength(25)
    const search = await list('?q=bulk1')
    expect(search).toMatchObject({ total: ADMIN_SEARCH_COUNT_CAP, total_capped: true })
    expect(search.items.every((i) => i.recipient!.startsWith('bulk1'))).toBe(true)
    const narrow = await list('?q=bulk1999@')
    expect(narrow.total).toBe(1)
    expect(narrow.total_capped).toBeUndefined()
    const opened = await list('?event=opened&per_page=5&page=3')
    expect(opened.total).toBe(ADMIN_SEARCH_COUNT_CAP)
    expect(opened.items.map((i) => i.event_type)).toEqual(Array(5).fill('opened'))

    const query = logPageQuery(t.db, emailLogListQuery.parse({})).toSQL()
    const { rows: plan } = await t.ctx.pool.query(`explain ${query.sql}`, query.params)
    const text = plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')
    expect(text).toContain('email_logs_created_idx')
    expect(text).not.toMatch(/Seq Scan on email_logs/)
  })
})
