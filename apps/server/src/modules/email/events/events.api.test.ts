import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/helper.ts'
import { emailLogs, emailMessages } from '../../../db/schema/email.ts'
import {
  campaignRecipients,
  marketingCampaigns,
  marketingSegments,
  marketingSubscribers,
} from '../../../db/schema/marketing.ts'
import { startCampaign } from '../marketing/campaign-control.ts'
import { runCampaignSlice } from '../marketing/campaign-sender.ts'

const WEBHOOK_SECRET = 'webhook-secret-0123456789'
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ env: { EMAIL_WEBHOOK_SECRET: WEBHOOK_SECRET } })
})
afterAll(async () => t?.close())

async function subscribers(
  prefix: string,
  n: number,
  extra: { status?: 'bounced' | 'unsubscribed' | 'complained' }[] = [],
) {
  const rows = await t.db
    .insert(marketingSubscribers)
    .values([
      ...Array.from({ length: n }, (_, i) => ({
        email: `${prefix}-${i}@example.com`,
        firstName: i === 0 ? null : `Fan${i}`,
      })),
      ...extra.map((e, i) => ({ email: `${prefix}-x${i}@example.com`, status: e.status! })),
    ])
    .returning()
  return rows
}

/** A campaign to everyone of `prefix`, started and sent to the end (outbox transport). */
async function sendCampaign(prefix: string, html: string, beforeSend?: () => Promise<void>) {
  const [segment] = await t.db
    .insert(marketingSegments)
    .values({ name: prefix, criteria: { status: 'active' } })
    .returning()
  const [c] = await t.db
    .insert(marketingCampaigns)
    .values({
      name: prefix,
      subject: 'News for {{first_name}}',
      fromEmail: 'news@rdo.shop',
      fromName: 'RDO',
      segmentId: segment!.id,
      contentMode: 'custom',
      html,
      ratePerSecond: 1000,
    })
    .returning()
  // Only this test's subscribers: the segment matches every active one, so mark the others.
  await t.db.transaction((tx) => startCampaign(t.ctx, tx, c!.id))
  await t.db.execute(
    sql`delete from ${campaignRecipients} where campaign_id = ${c!.id} and email not like ${`${prefix}-%`}`,
  )
  await beforeSend?.()
  await runCampaignSlice(t.ctx, c!.id)
  const messages = await t.db
    .select()
    .from(emailMessages)
    .where(sql`${emailMessages.tags}->>'campaign_id' = ${c!.id}`)
  return { campaign: c!, messages }
}

const pixelOf = (html: string) => new URL(html.match(/src="([^"]+\/api\/email\/open\/[^"]+)"/)![1]!)
const clickOf = (html: string) =>
  new URL(html.match(/href="([^"]+\/api\/email\/click\/[^"]+)"/)![1]!.replace(/&amp;/g, '&'))

describe('campaign messages', () => {
  it('personalise, carry unsubscribe headers and link, and skip those who left before their turn', async () => {
    const subs = await subscribers('pers', 3, [{ status: 'bounced' }, { status: 'unsubscribed' }])
    const { campaign, messages } = await sendCampaign(
      'pers',
      '<html><head><style>p { color: #ff0000 }</style></head><body><p>Hi {{first_name}}</p><a href="https://rdo.shop/products?x=1">Shop</a></body></html>',
      async () => {
        // Fan2 unsubscribes after the campaign started, before it reached them.
        await t.db
          .update(marketingSubscribers)
          .set({ status: 'unsubscribed' })
          .where(eq(marketingSubscribers.id, subs[2]!.id))
      },
    )
    const byTo = new Map(messages.map((m) => [m.toAddresses[0], m]))
    expect([...byTo.keys()].sort()).toEqual(['pers-0@example.com', 'pers-1@example.com'])
    const first = byTo.get('pers-0@example.com')!
    expect(first.subject).toBe('News for there')
    expect(first.html).toContain('<p style="color: #ff0000;">Hi there</p>')
    expect(first.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const unsubscribe = first.headers['List-Unsubscribe']!.slice(1, -1)
    expect(first.html).toContain(`href="${unsubscribe.replace(/&/g, '&amp;')}"`)
    expect(byTo.get('pers-1@example.com')!.subject).toBe('News for Fan1')
    const ledger = await t.db
      .select({ email: campaignRecipients.email, status: campaignRecipients.status })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id))
    expect(ledger.map((r) => `${r.email}:${r.status}`).sort()).toEqual([
      'pers-0@example.com:sent',
      'pers-1@example.com:sent',
      'pers-2@example.com:skipped',
    ])
    const [c] = await t.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, campaign.id))
    expect(c!.status).toBe('completed')
  })

  it('escapes placeholder values', async () => {
    await t.db
      .insert(marketingSubscribers)
      .values({ email: 'esc-0@example.com', firstName: '<script>x</script>' })
    const { messages } = await sendCampaign('esc', '<p>Hi {{first_name}}</p>')
    expect(messages[0]!.html).toContain('Hi &lt;script&gt;x&lt;/script&gt;')
    expect(messages[0]!.html).not.toContain('<script>')
  })
})

describe('open and click tracking', () => {
  it('logs the first open and click of a message, and only signed links redirect', async () => {
    await subscribers('track', 1)
    const { campaign, messages } = await sendCampaign(
      'track',
      '<p>Hi</p><a href="https://rdo.shop/drops">Drops</a>',
    )
    const html = messages[0]!.html!
    const pixel = pixelOf(html)
    for (let i = 0; i < 2; i++) {
      const res = await t.request({ method: 'GET', url: pixel.pathname })
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/gif'])
    }
    const click = clickOf(html)
    const ok = await t.request({ method: 'GET', url: `${click.pathname}${click.search}` })
    expect([ok.statusCode, ok.headers.location]).toEqual([302, 'https://rdo.shop/drops'])

    // The same signature with another target, or a forged one, goes nowhere.
    const elsewhere = `${click.pathname}?url=${encodeURIComponent('https://evil.example/phish')}`
    const tampered = await t.request({ method: 'GET', url: elsewhere, headers: { accept: 'text/html' } })
    expect([tampered.statusCode, tampered.headers.location]).toEqual([400, undefined])
    expect(tampered.body).toContain('This link is not valid')
    const forged = await t.request({
      method: 'GET',
      url: `/api/email/click/${messages[0]!.id}/${'A'.repeat(32)}?url=${encodeURIComponent('https://rdo.shop/drops')}`,
    })
    expect(forged.statusCode).toBe(400)
    await t.request({ method: 'GET', url: `/api/email/open/${messages[0]!.id}/${'B'.repeat(32)}` })

    const events = await t.db
      .select({ type: emailLogs.eventType })
      .from(emailLogs)
      .where(eq(emailLogs.campaignId, campaign.id))
    expect(events.map((e) => e.type).sort()).toEqual(['clicked', 'opened', 'sent'])
  })

  it('counts a click without an open as an open too', async () => {
    await subscribers('implied', 1)
    const { messages } = await sendCampaign('implied', '<a href="https://rdo.shop/">Home</a>')
    const click = clickOf(messages[0]!.html!)
    await t.request({ method: 'GET', url: `${click.pathname}${click.search}` })
    const events = await t.db
      .select({ type: emailLogs.eventType })
      .from(emailLogs)
      .where(eq(emailLogs.emailId, messages[0]!.id))
    expect(events.map((e) => e.type).sort()).toEqual(['clicked', 'opened', 'sent'])
  })
})

describe('one-click unsubscribe from a campaign message', () => {
  it('unsubscribes with one POST to the header address and counts it on the campaign', async () => {
    await subscribers('unsub', 1)
    const { campaign, messages } = await sendCampaign('unsub', '<p>Hi</p>')
    const target = new URL(messages[0]!.headers['List-Unsubscribe']!.slice(1, -1))
    const res = await t.request({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode).toBe(200)
    const [sub] = await t.db
      .select()
      .from(marketingSubscribers)
      .where(eq(marketingSubscribers.email, 'unsub-0@example.com'))
    expect(sub!.status).toBe('unsubscribed')
    const events = await t.db
      .select({ type: emailLogs.eventType })
      .from(emailLogs)
      .where(and(eq(emailLogs.campaignId, campaign.id), eq(emailLogs.eventType, 'unsubscribed')))
    expect(events).toHaveLength(1)
  })
})

describe('bounce and complaint webhook', () => {
  const sign = (body: string, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)) =>
    `t=${at},v1=${crypto.createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`
  const post = (body: string, signature?: string) =>
    t.request({
      method: 'POST',
      url: '/api/email/events',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-rdo-signature': signature } : {}) },
      payload: body,
    })
  const statusOf = async (email: string) =>
    (await t.db.select().from(marketingSubscribers).where(eq(marketingSubscribers.email, email)))[0]!.status

  it('refuses unsigned, wrongly signed and stale calls, changing nothing', async () => {
    await subscribers('hook', 1)
    const body = JSON.stringify({ events: [{ type: 'bounced', recipient: 'hook-0@example.com' }] })
    const refused = async (signature?: string, payload = body) => {
      const res = await post(payload, signature)
      return [res.statusCode, res.json().error.code]
    }
    const stale = Math.floor(Date.now() / 1000) - 3600
    expect(await refused()).toEqual([400, 'BAD_SIGNATURE'])
    expect(await refused(sign(body, 'another-secret-0123456789'))).toEqual([400, 'BAD_SIGNATURE'])
    expect(await refused(sign(body, WEBHOOK_SECRET, stale))).toEqual([400, 'BAD_SIGNATURE'])
    expect(await refused(sign(body), `${body} `)).toEqual([400, 'BAD_SIGNATURE'])
    expect(await statusOf('hook-0@example.com')).toBe('active')
  })

  it('marks hard bounces and complaints, logs them on their message, and they get no more marketing', async () => {
    await subscribers('bnc', 3)
    const { messages } = await sendCampaign('bnc', '<p>First</p>')
    const m0 = messages.find((m) => m.toAddresses[0] === 'bnc-0@example.com')!
    const body = JSON.stringify({
      events: [
        {
          type: 'bounced',
          recipient: 'bnc-0@example.com',
          message_id: `<${m0.id}@rdo.shop>`,
          bounce_type: 'hard',
        },
        { type: 'complained', recipient: 'BNC-1@example.com' },
        { type: 'bounced', recipient: 'bnc-2@example.com', bounce_type: 'soft' },
      ],
    })
    const res = await post(body, sign(body))
    expect([res.statusCode, res.json()]).toEqual([200, { received: 3 }])
    expect(await statusOf('bnc-0@example.com')).toBe('bounced')
    expect(await statusOf('bnc-1@example.com')).toBe('complained')
    expect(await statusOf('bnc-2@example.com')).toBe('active')
    const logged = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.emailId, m0.id), eq(emailLogs.eventType, 'bounced')))
    expect(logged).toHaveLength(1)

    const second = await sendCampaign('bnc', '<p>Second</p>')
    expect(second.messages.map((m) => m.toAddresses[0])).toEqual(['bnc-2@example.com'])
  })

  it('answers 400 to a signed call without events', async () => {
    const body = JSON.stringify({ events: [] })
    expect((await post(body, sign(body))).statusCode).toBe(400)
  })
})
