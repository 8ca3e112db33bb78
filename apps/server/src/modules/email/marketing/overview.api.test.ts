import type { MarketingOverviewResponse } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { emailLogs } from '../../../db/schema/email.ts'
import { marketingCampaigns, marketingTemplates } from '../../../db/schema/marketing.ts'
import { addSegment, addSubscribers, logCampaignEvents } from '../../../../test/fixtures/email.ts'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
})
afterAll(async () => {
  await t?.close()
})

const overview = async () => {
  const res = await t.request({ method: 'GET', url: '/api/admin/marketing/overview', cookie: admin.cookie })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as MarketingOverviewResponse
}
const DAY = 86_400_000
const dayOf = (d: Date) => `${d.toISOString().slice(0, 10)}T00:00:00.000Z`

describe('marketing overview', () => {
  it('has nothing to show before any marketing: zero counts, no rate, 30 empty days', async () => {
    const o = await overview()
    expect(o.counts).toEqual({
      subscribers: 0,
      active_subscribers: 0,
      campaigns: 0,
      templates: 0,
      segments: 0,
    })
    expect(o.average_open_rate).toBeNull()
    expect(o.recent_campaigns).toEqual([])
    expect(o.performance).toEqual([])
    expect(o.series).toHaveLength(30)
    expect(o.series.every((d) => d.sent === 0 && d.opened === 0 && d.clicked === 0)).toBe(true)
    expect(o.series.at(-1)!.at).toBe(dayOf(new Date()))
    expect(o.series[0]!.at).toBe(dayOf(new Date(Date.now() - 29 * DAY)))
  })

  it('counts, averages the open rates of campaigns that sent, lists recent campaigns and performance', async () => {
    await addSubscribers(t.db, [{}, {}, { status: 'unsubscribed' }])
    await addSegment(t.db, {})
    await t.db.insert(marketingTemplates).values({ name: 'Layout', content: '<p>x</p>' })
    const now = Date.now()
    const made = await t.db
      .insert(marketingCampaigns)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          name: `Campaign ${i}`,
          subject: `Subject ${i}`,
          fromEmail: 'news@example.com',
          fromName: 'News',
          status: 'completed' as const,
          createdAt: new Date(now - (10 - i) * DAY),
          // Campaign 0 changed most recently, campaign 6 least.
          updatedAt: new Date(now - i * 60_000),
        })),
      )
      .returning()
    const id = (i: number) => made[i]!.id
    // Six campaigns sent something; campaign 3 sent nothing (only a stray open).
    await logCampaignEvents(t.db, id(0), { sent: 4, opened: 1, clicked: 1 })
    await logCampaignEvents(t.db, id(1), { sent: 2, opened: 2 })
    await logCampaignEvents(t.db, id(2), { sent: 10 })
    await logCampaignEvents(t.db, id(3), { opened: 1 })
    await logCampaignEvents(t.db, id(4), { sent: 5, opened: 5, clicked: 2, bounced: 1 })
    await logCampaignEvents(t.db, id(5), { sent: 1 })
    await logCampaignEvents(t.db, id(6), { sent: 1, opened: 1 })
    // Older and newer days for the chart; one day outside its 30 days.
    await logCampaignEvents(t.db, id(0), { sent: 3, opened: 2 }, new Date(now - 3 * DAY))
    await logCampaignEvents(t.db, id(0), { sent: 7 }, new Date(now - 45 * DAY))
    await t.db.insert(emailLogs).values({ eventType: 'sent', recipient: 'single@example.com' })

    const o = await overview()
    expect(o.counts).toEqual({
      subscribers: 3,
      active_subscribers: 2,
      campaigns: 7,
      templates: 1,
      segments: 1,
    })
    // Per campaign that sent: 3/14, 2/2, 0/10, 5/5, 0/1, 1/1.
    expect(o.average_open_rate).toBeCloseTo((3 / 14 + 1 + 0 + 1 + 0 + 1) / 6, 10)

    expect(o.recent_campaigns.map((c) => c.name)).toEqual([6, 5, 4, 3, 2].map((i) => `Campaign ${i}`))
    expect(o.recent_campaigns[2]!.stats).toMatchObject({ sent_count: 5, open_rate: 1, click_rate: 0.4 })
    expect(o.recent_campaigns[0]!.progress).toEqual({
      total: 0,
      sent: 0,
      failed: 0,
      skipped: 0,
      remaining: 0,
    })

    expect(o.performance.map((p) => p.campaign_name)).toEqual([0, 1, 2, 4, 5].map((i) => `Campaign ${i}`))
    expect(o.performance[0]).toEqual({
      campaign_id: id(0),
      campaign_name: 'Campaign 0',
      sent_count: 14,
      open_count: 3,
      click_count: 1,
      open_rate: 3 / 14,
      updated_at: made[0]!.updatedAt.toISOString(),
    })

    const today = o.series.at(-1)!
    expect(today).toEqual({ at: dayOf(new Date()), sent: 24, opened: 10, clicked: 3 })
    const threeDaysAgo = o.series.find((d) => d.at === dayOf(new Date(now - 3 * DAY)))
    expect(threeDaysAgo).toMatchObject({ sent: 3, opened: 2, clicked: 0 })
    const total = o.series.reduce((n, d) => n + d.sent, 0)
    expect(total).toBe(27)
  })
})
