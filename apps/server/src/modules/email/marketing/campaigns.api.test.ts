import {
  EMAIL_ADMIN_MESSAGES as E,
  MARKETING_MESSAGES as M,
  type Campaign,
  type CampaignBody,
} from '@rdo/contracts'
import { ADMIN_MARKETING_ROUTES } from '@rdo/contracts/paths/email'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { auditLog } from '../../../db/schema/audit.ts'
import { emailTemplates } from '../../../db/schema/email.ts'
import {
  campaignPerformance,
  campaignRecipients,
  marketingCampaigns,
  marketingSubscribers,
  marketingTemplates,
} from '../../../db/schema/marketing.ts'
import { CAMPAIGN_SEND_JOB, CAMPAIGN_START_JOB } from './campaign-control.ts'
import { addSegment, addSubscribers, queuedJobs } from '../../../../test/fixtures/email.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  customer = await t.createUser()
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, payload })
const errorOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message

let templateId: string
const campaignCount = async () => (await t.db.select().from(marketingCampaigns)).length
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'marketing_campaigns'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt)
const ledgerOf = (id: string) =>
  t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id))

function body(segmentId: string, extra: Partial<CampaignBody> = {}): CampaignBody {
  return {
    name: 'Spring drop',
    segment_id: segmentId,
    content_mode: 'marketing_template',
    template_id: templateId,
    subject: 'New hoodies are here',
    from_name: 'RDO Shop',
    from_email: 'news@rdo.shop',
    ...extra,
  }
}
const create = (payload: object) => call('POST', '/api/admin/marketing/campaigns', payload)

beforeAll(async () => {
  const [tpl] = await t.db
    .insert(marketingTemplates)
    .values({ name: 'Spring layout', content: '<p>Hi {{first_name}}</p>' })
    .returning()
  templateId = tpl!.id
})

describe('access', () => {
  it('refuses every marketing back-office route to customers (403) and visitors (401)', async () => {
    for (const route of ADMIN_MARKETING_ROUTES) {
      const [method, path] = route.split(' ') as [Method, string]
      const url = path.replace(':id', crypto.randomUUID())
      const payload = method === 'POST' || method === 'PATCH' ? {} : undefined
      const res = await call(method, url, payload, customer.cookie)
      expect(res.statusCode, route).toBe(403)
      expect(errorOf(res)).toBe('Unauthorized access')
      expect((await call(method, url, payload, '')).statusCode, route).toBe(401)
    }
  })
})

describe('creating a campaign', () => {
  it('refuses incomplete content with the form messages and creates nothing', async () => {
    const segment = await addSegment(t.db, {})
    const [inactive] = await t.db
      .insert(emailTemplates)
      .values({ name: 'old-promo', subject: 'Old', htmlContent: '<p>x</p>', isActive: false })
      .returning()
    const cases: [object, number, string][] = [
      [{ ...body(segment.id), name: ' ' }, 400, M.nameRequired],
      [{ ...body(segment.id), subject: '' }, 400, M.subjectRequired],
      [{ ...body(segment.id), from_name: '' }, 400, M.fromNameRequired],
      [{ ...body(segment.id), from_email: 'not-an-address' }, 400, 'Please enter a valid email address'],
      [{ ...body(segment.id), from_email: '' }, 400, M.fromEmailInvalid],
      [{ ...body(segment.id), segment_id: '' }, 400, E.selectSegment],
      [body(segment.id, { template_id: null }), 400, E.selectTemplate],
      [body(segment.id, { content_mode: 'email_template' }), 400, E.selectTemplate],
      [body(segment.id, { content_mode: 'custom', html: ' ' }), 400, E.subjectAndContent],
      [body(segment.id, { data_json: '[1, 2]' }), 400, E.invalidTemplateData],
      [body(segment.id, { data_json: '{"a": ' }), 400, E.invalidTemplateData],
      [body(segment.id, { send: 'schedule' }), 400, M.scheduleRequired],
      [body(segment.id, { template_id: crypto.randomUUID() }), 404, M.templateNotFound],
      [
        body(segment.id, { content_mode: 'email_template', email_template_id: inactive!.id }),
        404,
        M.templateNotFound,
      ],
      [body(crypto.randomUUID()), 404, E.segmentNotFound],
    ]
    for (const [payload, status, message] of cases) {
      const res = await create(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
      expect(errorOf(res)).toBe(message)
    }
    expect(await campaignCount()).toBe(0)
  })

  it('refuses content that could not be sent (custom HTML, a subject, a stored template) and creates nothing', async () => {
    const segment = await addSegment(t.db, {}, 'Broken content segment')
    const [stored] = await t.db
      .insert(marketingTemplates)
      .values({ name: 'Stored before the checks', content: '<p>{{#with}}{{/with}}</p>' })
      .returning()
    for (const [payload, reason] of [
      [
        body(segment.id, { content_mode: 'custom', html: '<p>{{#each}}x{{/each}}</p>' }),
        '#each takes exactly one value',
      ],
      [body(segment.id, { subject: 'Hi {{log first_name}}' }), '{{log …}} calls "log"'],
      [body(segment.id, { template_id: stored!.id }), '#with takes exactly one value'],
    ] as const) {
      const res = await create(payload)
      expect([reason, res.statusCode]).toEqual([reason, 400])
      expect(res.json().error.code).toBe('TEMPLATE_SYNTAX')
      expect(errorOf(res)).toContain(reason)
    }
    expect(await campaignCount()).toBe(0)
  })

  it('keeps a draft: status draft, nothing queued, template and segment named, audited', async () => {
    const segment = await addSegment(t.db, {}, 'Drafts segment')
    const res = await create(
      body(segment.id, { description: 'For the spring', preview_text: 'Fresh', data_json: '{"x": 1}' }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const { campaign, message } = res.json() as { campaign: Campaign; message: string }
    expect(message).toBe(M.campaignCreated)
    expect(campaign).toMatchObject({
      name: 'Spring drop',
      description: 'For the spring',
      status: 'draft',
      content_mode: 'marketing_template',
      template_id: templateId,
      template_name: 'Spring layout',
      email_template_id: null,
      segment_name: 'Drafts segment',
      preview_text: 'Fresh',
      from_email: 'news@rdo.shop',
      rate_per_second: 10,
      started_at: null,
      progress: { total: 0, sent: 0, failed: 0, skipped: 0, remaining: 0 },
      stats: { sent_count: 0, open_rate: null, click_rate: null },
    })
    const [row] = await t.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, campaign.id))
    expect(row).toMatchObject({ templateData: { x: 1 }, createdBy: admin.id })
    expect(await queuedJobs(t.db, CAMPAIGN_SEND_JOB, campaign.id)).toBe(0)
    expect((await auditOf(campaign.id)).map((a) => a.action)).toEqual(['campaign.create'])
    const got = await call('GET', `/api/admin/marketing/campaigns/${campaign.id}`)
    expect(got.json()).toEqual(campaign)
    expect((await call('GET', `/api/admin/marketing/campaigns/${crypto.randomUUID()}`)).statusCode).toBe(404)
    expect((await call('GET', '/api/admin/marketing/campaigns/not-an-id')).statusCode).toBe(404)
  })

  it('schedules for a future time and refuses one in the past, leaving no campaign', async () => {
    const segment = await addSegment(t.db, {})
    const before = await campaignCount()
    const past = await create(
      body(segment.id, { send: 'schedule', schedule_time: new Date(Date.now() - 60_000).toISOString() }),
    )
    expect(past.statusCode).toBe(400)
    expect(errorOf(past)).toBe(M.scheduleInPast)
    expect(await campaignCount()).toBe(before)

    const at = new Date(Date.now() + 3_600_000)
    const res = await create(body(segment.id, { send: 'schedule', schedule_time: at.toISOString() }))
    expect(res.statusCode, res.body).toBe(201)
    const { campaign } = res.json() as { campaign: Campaign }
    expect(campaign.status).toBe('scheduled')
    expect(campaign.schedule_time).toBe(at.toISOString())
    expect(await queuedJobs(t.db, CAMPAIGN_START_JOB, campaign.id)).toBe(1)
    expect(await ledgerOf(campaign.id)).toEqual([])
  })

  it('sends now only to active subscribers whose preferences match the segment', async () => {
    const promo = { promotional: true }
    const subs = await addSubscribers(t.db, [
      { email: 'in-one@example.com' },
      { email: 'in-two@example.com', preferences: { newsletter: false } },
      { email: 'no-promo@example.com', preferences: { promotional: false } },
      { email: 'bounced@example.com', status: 'bounced' },
      { email: 'gone@example.com', status: 'unsubscribed' },
      { email: 'complained@example.com', status: 'complained' },
    ])
    const segment = await addSegment(t.db, { preferences: promo, status: 'active' }, 'Promo fans')
    const res = await create(body(segment.id, { send: 'now', rate_per_second: 50 }))
    expect(res.statusCode, res.body).toBe(201)
    const { campaign } = res.json() as { campaign: Campaign }
    expect(campaign).toMatchObject({ status: 'active', rate_per_second: 50 })
    expect(campaign.started_at).not.toBeNull()
    expect(campaign.progress).toEqual({ total: 2, sent: 0, failed: 0, skipped: 0, remaining: 2 })
    const ledger = await ledgerOf(campaign.id)
    expect(ledger.map((r) => r.email).sort()).toEqual(['in-one@example.com', 'in-two@example.com'])
    expect(ledger.every((r) => r.status === 'pending')).toBe(true)
    expect(ledger.map((r) => r.subscriberId).sort()).toEqual([subs[0]!.id, subs[1]!.id].sort())
    expect(await queuedJobs(t.db, CAMPAIGN_SEND_JOB, campaign.id)).toBe(1)
    const perf = await t.db
      .select()
      .from(campaignPerformance)
      .where(eq(campaignPerformance.campaignId, campaign.id))
    expect(perf).toMatchObject([{ campaignName: 'Spring drop', sentCount: 0 }])
    expect((await auditOf(campaign.id)).map((a) => a.action)).toEqual(['campaign.create'])
  })

  it('refuses to send now when no subscriber matches, leaving no campaign, ledger or audit row', async () => {
    await t.db.delete(marketingSubscribers)
    await addSubscribers(t.db, [
      { status: 'unsubscribed' },
      { status: 'bounced' },
      { preferences: { product_updates: false } },
    ])
    const segment = await addSegment(t.db, { preferences: { product_updates: true } })
    const before = { campaigns: await campaignCount(), audit: (await t.db.select().from(auditLog)).length }
    const res = await create(body(segment.id, { send: 'now' }))
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toBe(E.noSubscribersMatch)
    expect(await campaignCount()).toBe(before.campaigns)
    expect((await t.db.select().from(auditLog)).length).toBe(before.audit)
  })
})

describe('sending, pausing and resuming', () => {
  it('follows the state rules: send a draft, pause while sending, resume when paused, 409 otherwise', async () => {
    await addSubscribers(t.db, [{ email: 'states@example.com' }])
    const segment = await addSegment(t.db, {})
    const { campaign } = (await create(body(segment.id, { name: 'States' }))).json() as { campaign: Campaign }
    const act = (action: string, id = campaign.id) =>
      call('POST', `/api/admin/marketing/campaigns/${id}/${action}`)

    for (const action of ['pause', 'resume']) {
      const res = await act(action)
      expect(res.statusCode, action).toBe(409)
      expect(errorOf(res)).toBe(M.campaignState('draft'))
    }
    const sent = await act('send')
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ message: M.campaignStarted, campaign: { status: 'active' } })
    expect((await ledgerOf(campaign.id)).map((r) => r.email)).toContain('states@example.com')
    expect(errorOf(await act('send'))).toBe(M.campaignState('active'))
    expect((await act('resume')).statusCode).toBe(409)

    const paused = await act('pause')
    expect(paused.json()).toMatchObject({ message: M.campaignPaused, campaign: { status: 'paused' } })
    expect((await act('pause')).statusCode).toBe(409)
    expect((await act('send')).statusCode).toBe(409)
    const resumed = await act('resume')
    expect(resumed.json()).toMatchObject({ message: M.campaignResumed, campaign: { status: 'active' } })

    const audit = await auditOf(campaign.id)
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['campaign.create', null, expect.anything()],
      ['campaign.send', { status: 'draft' }, { status: 'active' }],
      ['campaign.pause', { status: 'active' }, { status: 'paused' }],
      ['campaign.resume', { status: 'paused' }, { status: 'active' }],
    ])
    expect((await act('send', crypto.randomUUID())).statusCode).toBe(404)
    expect(errorOf(await act('pause', 'nope'))).toBe(M.campaignNotFound)
  })

  it('sends a scheduled campaign now on demand', async () => {
    await addSubscribers(t.db, [{ email: 'early@example.com' }])
    const segment = await addSegment(t.db, {})
    const at = new Date(Date.now() + 86_400_000).toISOString()
    const { campaign } = (await create(body(segment.id, { send: 'schedule', schedule_time: at }))).json()
    const res = await call('POST', `/api/admin/marketing/campaigns/${campaign.id}/send`)
    expect(res.json()).toMatchObject({ campaign: { status: 'active' } })
    expect((await ledgerOf(campaign.id)).length).toBeGreaterThan(0)
  })
})
