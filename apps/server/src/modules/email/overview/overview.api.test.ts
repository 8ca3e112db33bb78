import type { EmailOverviewResponse, EmailPeriod } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { emailLogs } from '../../../db/schema/email.ts'
import { emailEventCounts, emailEventDaily } from '../../../db/schema/marketing.ts'
import { periodStart } from './email-periods.ts'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
})
afterAll(async () => {
  await t?.close()
})

const overview = async (period: EmailPeriod) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/admin/email/overview?period=${period}`,
    cookie: admin.cookie,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as EmailOverviewResponse
}
const DAY_MS = 86_400_000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS)
const events = (type: string, n: number, createdAt?: Date) =>
  Array.from({ length: n }, (_, i) => ({
    eventType: type,
    recipient: `${type}${i}@example.com`,
    subject: `${type} ${i}`,
    ...(createdAt && { createdAt }),
  }))
const sum = (o: EmailOverviewResponse, k: 'sent' | 'opened' | 'clicked' | 'bounced') =>
  o.series.reduce((s, p) => s + p[k], 0)
const utcDay = (d: Date) => d.toISOString().slice(0, 10)

describe('email overview', () => {
  it('is empty with no email sent', async () => {
    const o = await overview('all')
    expect(o).toMatchObject({
      period: 'all',
      from: null,
      counts: { sent: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, complained: 0 },
      rates: { delivery_rate: null, open_rate: null, click_rate: null, bounce_rate: null },
      bucket: 'day',
      series: [],
      recent: [],
    })
    const today = await overview('today')
    expect(today.bucket).toBe('hour')
    expect(today.series).toHaveLength(new Date().getUTCHours() + 1)
    expect(today.series.every((p) => p.sent === 0)).toBe(true)
  })

  it('counts each period from the hourly counts, with rates, a chart and the newest events', async () => {
    const customer = await t.createUser({ email: 'ola@example.com', name: 'Ola Nordmann' })
    // Today: no delivery reports, so delivered = sent − bounced.
    await t.db
      .insert(emailLogs)
      .values([
        ...events('sent', 4),
        ...events('opened', 2),
        ...events('clicked', 1),
        ...events('bounced', 1),
      ])
    // Three days ago: the provider reported deliveries.
    await t.db
      .insert(emailLogs)
      .values([
        ...events('sent', 6, daysAgo(3)),
        ...events('delivered', 5, daysAgo(3)),
        ...events('opened', 1, daysAgo(3)),
      ])
    // Ten days ago: outside the week, inside the month.
    await t.db
      .insert(emailLogs)
      .values([...events('sent', 1, daysAgo(10)), ...events('complained', 1, daysAgo(10))])
    // Forty days ago: all time only.
    await t.db
      .insert(emailLogs)
      .values([...events('sent', 3, daysAgo(40)), ...events('bounced', 1, daysAgo(40))])
    const [newest] = await t.db
      .insert(emailLogs)
      .values({
        eventType: 'unsubscribed',
        recipient: 'ola@example.com',
        subject: 'News',
        userId: customer.id,
        createdAt: new Date(Date.now() + 1000),
      })
      .returning()

    const today = await overview('today')
    expect(today.from).toBe(periodStart('today')!.toISOString())
    expect(today.from).toBe(`${utcDay(new Date())}T00:00:00.000Z`)
    expect(today.counts).toEqual({ sent: 4, delivered: 3, opened: 2, clicked: 1, bounced: 1, complained: 0 })
    expect(today.rates).toEqual({ delivery_rate: 0.75, open_rate: 2 / 3, click_rate: 0.5, bounce_rate: 0.25 })
    expect(today.bucket).toBe('hour')
    expect(today.series).toHaveLength(new Date().getUTCHours() + 1)
    expect(today.series[0]!.at).toBe(today.from)
    expect(today.series.at(-1)).toMatchObject({ sent: 4, opened: 2, clicked: 1, bounced: 1 })
    expect(sum(today, 'sent')).toBe(4)

    const week = await overview('week')
    expect(Date.parse(week.from!)).toBeCloseTo(Date.now() - 7 * DAY_MS, -4)
    // Delivery reports exist in the week, so they are counted as they are.
    expect(week.counts).toEqual({ sent: 10, delivered: 5, opened: 3, clicked: 1, bounced: 1, complained: 0 })
    expect(week.rates).toEqual({ delivery_rate: 0.5, open_rate: 0.6, click_rate: 1 / 3, bounce_rate: 0.1 })
    expect(week.bucket).toBe('day')
    expect(week.series).toHaveLength(8)
    expect(week.series.map((p) => p.at)).toEqual(
      Array.from({ length: 8 }, (_, i) => `${utcDay(daysAgo(7 - i))}T00:00:00.000Z`),
    )
    expect(week.series.find((p) => p.at.startsWith(utcDay(daysAgo(3))))).toMatchObject({ sent: 6, opened: 1 })
    expect(sum(week, 'sent')).toBe(10)

    const month = await overview('month')
    expect(month.counts).toMatchObject({ sent: 11, complained: 1, bounced: 1 })
    expect(month.series[0]!.at).toBe(`${utcDay(new Date(month.from!))}T00:00:00.000Z`)
    expect(month.series.at(-1)!.at).toBe(`${utcDay(new Date())}T00:00:00.000Z`)
    expect(sum(month, 'sent')).toBe(11)

    const all = await overview('all')
    expect(all.from).toBeNull()
    expect(all.counts).toEqual({ sent: 14, delivered: 5, opened: 3, clicked: 1, bounced: 2, complained: 1 })
    expect(all.series[0]).toMatchObject({ at: `${utcDay(daysAgo(40))}T00:00:00.000Z`, sent: 3, bounced: 1 })
    expect(all.series).toHaveLength(41)
    expect([sum(all, 'sent'), sum(all, 'opened'), sum(all, 'clicked'), sum(all, 'bounced')]).toEqual([
      14, 3, 1, 2,
    ])

    // The ten newest events of any period, with the account they concern.
    expect(all.recent).toHaveLength(10)
    expect(all.recent[0]).toMatchObject({
      id: newest!.id,
      event_type: 'unsubscribed',
      user_email: 'ola@example.com',
      user_name: 'Ola Nordmann',
    })
    const times = all.recent.map((r) => Date.parse(r.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(today.recent).toEqual(all.recent)

    // The numbers come from the hourly and daily counts: the log itself is never counted.
    await t.db.update(emailEventCounts).set({ count: 100 })
    await t.db.update(emailEventDaily).set({ count: 100 })
    expect((await overview('all')).counts.complained).toBe(100)
  })
})
