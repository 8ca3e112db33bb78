import net from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { emailMessages } from '../../db/schema/email.ts'
import { campaignRecipients, marketingCampaigns } from '../../db/schema/marketing.ts'
import { startOpsPorts } from '../../ops-ports.ts'
import { addSubscribers } from '../../../test/fixtures/email.ts'
import {
  admitted,
  createDrop,
  minutesFromNow,
  order,
  seasonedUser,
  admit,
} from '../../../test/fixtures/drops.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { parsePrometheusText, sampleValue } from '../../../test/prometheus-text.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'
const bearer = { authorization: `Bearer ${TOKEN}` }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ workers: true, env: { METRICS_TOKEN: TOKEN } })
})
afterAll(async () => t?.close())

async function scrape() {
  const res = await t.request({ method: 'GET', url: '/metrics', headers: bearer })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
  return { families: parsePrometheusText(res.body), text: res.body }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

describe('GET /metrics on the main port', () => {
  it('is refused without the token, and does not exist where no token is configured', async () => {
    const none = await t.request({ method: 'GET', url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/)
    expect(none.json().error.code).toBe('UNAUTHENTICATED')
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.body).not.toContain('http_request_duration_seconds')

    // The same context served by an app whose configuration has no token: /metrics is a 404.
    const closed = await buildApp(
      { ...t.ctx, config: { ...t.ctx.config, METRICS_TOKEN: undefined } },
      { serveWeb: false },
    )
    try {
      const res = await closed.inject({ method: 'GET', url: '/metrics', headers: bearer })
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND'])
    } finally {
      await closed.close()
    }
  })

  it('counts requests by method, route pattern and status; raw paths never become labels', async () => {
    const live = { method: 'GET', route: '/api/health/live', status_code: '200' }
    const before = sampleValue((await scrape()).families, 'http_request_duration_seconds_count', live) ?? 0
    for (let i = 0; i < 3; i++) await t.request({ method: 'GET', url: '/api/health/live' })
    await t.request({ method: 'GET', url: '/api/products/no-such-product-4711' })
    await t.request({ method: 'GET', url: '/api/nothing-here-4711' })

    const { families, text } = await scrape()
    expect(sampleValue(families, 'http_request_duration_seconds_count', live)).toBe(before + 3)
    expect(
      sampleValue(families, 'http_request_duration_seconds_count', {
        route: '/api/products/:slug',
        status_code: '404',
      }),
    ).toBe(1)
    expect(
      sampleValue(families, 'http_request_duration_seconds_count', { route: 'unmatched' }),
    ).toBeGreaterThan(0)
    // The raw paths' own words (a number alone can turn up in any sample's value).
    expect(text).not.toContain('no-such-product')
    expect(text).not.toContain('nothing-here')
    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram')
  })

  it('reports the process, the pool, the job queues, the listener and open streams', async () => {
    const { families } = await scrape()
    expect(sampleValue(families, 'process_cpu_seconds_total')).toBeGreaterThan(0)
    expect(sampleValue(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    expect(sampleValue(families, 'db_pool_connections', { pool: 'shared', state: 'total' })).toBeGreaterThan(
      0,
    )
    expect(sampleValue(families, 'db_pool_waiting', { pool: 'shared' })).toBe(0)
    expect(sampleValue(families, 'db_pool_waiting', { pool: 'orders' })).toBe(0)
    expect(sampleValue(families, 'job_queue_depth', { queue: 'email.send' })).toBeGreaterThanOrEqual(0)
    expect(sampleValue(families, 'job_queue_failed', { queue: 'email.send' })).toBe(0)
    expect(sampleValue(families, 'realtime_listener_up')).toBe(1)
    expect(sampleValue(families, 'sse_connections')).toBe(0)
    expect(sampleValue(families, 'metrics_collect_errors_total')).toBeUndefined()
  })

  it('counts emails delivered by the outbox', async () => {
    const id = await t.ctx.mailer.enqueue({
      to: 'buyer@example.com',
      subject: 'Hi',
      html: '<p>Hi</p>',
      idempotencyKey: 'metrics-1',
    })
    for (let i = 0; i < 100; i++) {
      const [m] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id))
      if (m?.status === 'sent') break
      await new Promise((r) => setTimeout(r, 100))
    }
    const { families } = await scrape()
    expect(sampleValue(families, 'email_sent_total', { stream: 'transactional' })).toBe(1)
    expect(sampleValue(families, 'email_failed_total', { stream: 'transactional' })).toBeUndefined()
  })

  it('counts drop admissions and refusals, orders and campaign progress', async () => {
    // A drop that has not started refuses; a running one admits, and its place becomes an order.
    const buyer = await seasonedUser(t)
    const later = await createDrop(t, { startsAt: minutesFromNow(60) })
    expect((await admit(t, buyer, later.drop.id)).statusCode).toBe(403)
    const running = await createDrop(t)
    await admitted(t, buyer, running.drop.id)
    expect((await order(t, buyer, running.product.id)).statusCode).toBe(201)
    // A paused campaign with one of three recipients sent.
    const [campaign] = await t.db
      .insert(marketingCampaigns)
      .values({
        name: 'Spring sale',
        subject: 'Sale',
        fromEmail: 'shop@example.com',
        fromName: 'Shop',
        status: 'paused',
      })
      .returning()
    const subs = await addSubscribers(t.db, [{}, {}, {}])
    await t.db.insert(campaignRecipients).values(
      subs.map((s, i) => ({
        campaignId: campaign!.id,
        subscriberId: s.id,
        email: s.email,
        status: i ? ('pending' as const) : ('sent' as const),
      })),
    )

    // Orders and campaigns are read from the database, each answer kept a few seconds: read afresh.
    t.ctx.runtimes.metrics.forget()
    const { families } = await scrape()
    expect(sampleValue(families, 'drop_refusals_total', { reason: 'not_started' })).toBe(1)
    expect(sampleValue(families, 'drop_admissions_total')).toBe(1)
    expect(sampleValue(families, 'orders_placed_total')).toBe(1)
    expect(sampleValue(families, 'orders_paid_total')).toBe(0)
    const ofCampaign = { campaign_id: campaign!.id, campaign: 'Spring sale' }
    expect(sampleValue(families, 'campaign_recipients', { ...ofCampaign, status: 'pending' })).toBe(2)
    expect(sampleValue(families, 'campaign_progress_ratio', ofCampaign)).toBeCloseTo(1 / 3)
  })
})

describe('METRICS_PORT', () => {
  it('serves the same text on a port of its own, without a token', async () => {
    const port = await freePort()
    const ops = await startOpsPorts({
      ...t.ctx,
      config: { ...t.ctx.config, METRICS_PORT: port, HOST: '127.0.0.1' },
    })
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect(res.status).toBe(200)
      expect(sampleValue(parsePrometheusText(await res.text()), 'realtime_listener_up')).toBe(1)
      expect((await fetch(`http://127.0.0.1:${port}/api/products`)).status).toBe(404)
    } finally {
      await ops.close()
    }
  })
})
