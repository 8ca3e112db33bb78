import {
  EMAIL_ADMIN_MESSAGES as E,
  MARKETING_MESSAGES as M,
  type BulkSendBody,
  type Campaign,
  type TestSendBody,
} from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { auditLog } from '../../../db/schema/audit.ts'
import { emailTemplates } from '../../../db/schema/email.ts'
import {
  campaignRecipients,
  marketingCampaigns,
  marketingSubscribers,
  marketingTemplates,
} from '../../../db/schema/marketing.ts'
import { CAMPAIGN_SEND_JOB } from './campaign-control.ts'
import { addSegment, addSubscribers, queuedJobs } from '../../../../test/fixtures/email.ts'

let t: TestApp
let admin: TestUser
let templateId: string
beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_FROM: 'Drop Team <drops@example.com>' } })
  admin = await t.createUser({ role: 'admin' })
  const [tpl] = await t.db
    .insert(emailTemplates)
    .values({ name: 'summer-sale', subject: 'Summer sale, {{first_name}}', htmlContent: '<p>Sale</p>' })
    .returning()
  templateId = tpl!.id
})
afterAll(async () => {
  await t?.close()
})

const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url, cookie: admin.cookie, payload })
const bulk = (payload: BulkSendBody) => post('/api/admin/marketing/bulk', payload)
const errorOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message
const today = () => new Date().toISOString().slice(0, 10)
const campaignCount = async () => (await t.db.select().from(marketingCampaigns)).length

describe('bulk send', () => {
  it('refuses an incomplete form with its messages and records nothing', async () => {
    const segment = await addSegment(t.db, {})
    const [inactive] = await t.db
      .insert(emailTemplates)
      .values({ name: 'retired', subject: 'Old', htmlContent: '<p>x</p>', isActive: false })
      .returning()
    const base = { segment_id: segment.id, mode: 'template' as const, email_template_id: templateId }
    const cases: [object, number, string][] = [
      [{ ...base, segment_id: '' }, 400, E.selectSegment],
      [{ ...base, email_template_id: null }, 400, E.selectTemplate],
      [{ ...base, email_template_id: '' }, 400, E.selectTemplate],
      [{ ...base, data_json: 'not json' }, 400, E.invalidTemplateData],
      [{ ...base, mode: 'custom', subject: 'Hi', html: '' }, 400, E.subjectAndContent],
      [{ ...base, mode: 'custom', subject: '', html: '<p>Hi</p>' }, 400, E.subjectAndContent],
      [{ ...base, email_template_id: inactive!.id }, 404, M.templateNotFound],
      [{ ...base, segment_id: crypto.randomUUID() }, 404, E.segmentNotFound],
    ]
    for (const [payload, status, message] of cases) {
      const res = await post('/api/admin/marketing/bulk', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
      expect(errorOf(res)).toBe(message)
    }
    expect(await campaignCount()).toBe(0)
  })

  it('refuses a segment nobody active matches: no campaign, no audit row', async () => {
    await addSubscribers(t.db, [{ status: 'bounced' }, { status: 'complained' }])
    const segment = await addSegment(t.db, {})
    const audited = (await t.db.select().from(auditLog)).length
    const res = await bulk({ segment_id: segment.id, mode: 'template', email_template_id: templateId })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toBe(E.noSubscribersMatch)
    expect(await campaignCount()).toBe(0)
    expect((await t.db.select().from(auditLog)).length).toBe(audited)
  })

  it('records a template campaign named after the template and the day, and starts sending it', async () => {
    await addSubscribers(t.db, [
      { email: 'fan@example.com' },
      { email: 'quiet@example.com', preferences: { newsletter: false } },
    ])
    const segment = await addSegment(t.db, { preferences: { newsletter: true } }, 'Newsletter')
    const res = await bulk({
      segment_id: segment.id,
      mode: 'template',
      email_template_id: templateId,
      data_json: '{"discount": "20%"}',
      rate_per_second: 25,
    })
    expect(res.statusCode, res.body).toBe(201)
    const { campaign, message } = res.json() as { campaign: Campaign; message: string }
    expect(message).toBe(M.campaignStarted)
    expect(campaign).toMatchObject({
      name: `Bulk Email - summer-sale - ${today()}`,
      status: 'active',
      content_mode: 'email_template',
      email_template_id: templateId,
      template_name: 'summer-sale',
      template_id: null,
      segment_name: 'Newsletter',
      subject: 'Summer sale, {{first_name}}',
      from_name: 'Drop Team',
      from_email: 'drops@example.com',
      rate_per_second: 25,
      progress: { total: 1, remaining: 1 },
    })
    const [row] = await t.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, campaign.id))
    expect(row).toMatchObject({ templateData: { discount: '20%' }, html: null, createdBy: admin.id })
    const ledger = await t.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id))
    expect(ledger.map((r) => r.email)).toEqual(['fan@example.com'])
    expect(await queuedJobs(t.db, CAMPAIGN_SEND_JOB, campaign.id)).toBe(1)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'marketing_campaigns'), eq(auditLog.entityId, campaign.id)))
    expect(audit).toMatchObject([{ action: 'campaign.bulk_send', actorId: admin.id }])
  })

  it('records a custom campaign named after its subject, with its HTML', async () => {
    const segment = await addSegment(t.db, {})
    const res = await bulk({
      segment_id: segment.id,
      mode: 'custom',
      subject: 'Hello {{first_name}}',
      html: '<p>Hi {{first_name}}</p>',
      data_json: 'ignored in custom mode',
    })
    expect(res.statusCode, res.body).toBe(201)
    const { campaign } = res.json() as { campaign: Campaign }
    expect(campaign).toMatchObject({
      name: `Custom Email - Hello {{first_name}} - ${today()}`,
      content_mode: 'custom',
      email_template_id: null,
      template_name: null,
      subject: 'Hello {{first_name}}',
      status: 'active',
      rate_per_second: 10,
    })
    const [row] = await t.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, campaign.id))
    expect(row!.html).toBe('<p>Hi {{first_name}}</p>')
  })
})

describe('test send', () => {
  const testSend = (payload: TestSendBody) => post('/api/admin/marketing/test-send', payload)

  it('refuses a missing address or content with the form messages and sends nothing', async () => {
    const cases: [object, number, string][] = [
      [{ test_email: ' ', mode: 'custom', subject: 'Hi', html: '<p>x</p>' }, 400, E.testAddressRequired],
      [
        { test_email: 'nope', mode: 'custom', subject: 'Hi', html: '<p>x</p>' },
        400,
        'Please enter a valid email address',
      ],
      [{ test_email: 'qa@example.com', mode: 'custom', subject: 'Hi', html: '' }, 400, E.subjectAndContent],
      [{ test_email: 'qa@example.com', mode: 'template' }, 400, E.selectTemplate],
      [{ test_email: 'qa@example.com', mode: 'marketing_template' }, 400, E.selectTemplate],
      [
        { test_email: 'qa@example.com', mode: 'template', email_template_id: templateId, data_json: '[]' },
        400,
        E.invalidTemplateData,
      ],
      [
        { test_email: 'qa@example.com', mode: 'template', email_template_id: crypto.randomUUID() },
        404,
        M.templateNotFound,
      ],
    ]
    for (const [payload, status, message] of cases) {
      const res = await post('/api/admin/marketing/test-send', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
      expect(errorOf(res)).toBe(message)
    }
    expect(await t.outbox('qa@example.com')).toEqual([])
  })

  it('sends the content once to the test address, personalised for it, and audits it', async () => {
    await addSubscribers(t.db, [{ email: 'tester@example.com', firstName: 'Tess' }])
    const res = await testSend({
      test_email: 'Tester@Example.com',
      mode: 'custom',
      subject: 'Hello {{first_name}}',
      html: '<p>Hi {{first_name}}</p>',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: E.testEmailSent })
    const sent = await t.outbox('tester@example.com')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toContain('Hello Tess')
    expect(sent[0]!.html).toContain('Hi Tess')

    const [tpl] = await t.db
      .insert(marketingTemplates)
      .values({ name: 'Layout', content: '<p>Layout for {{first_name}}</p>' })
      .returning()
    const viaTemplate = await testSend({
      test_email: 'stranger@example.com',
      mode: 'marketing_template',
      template_id: tpl!.id,
      subject: 'Layout test',
    })
    expect(viaTemplate.statusCode, viaTemplate.body).toBe(200)
    expect((await t.outbox('stranger@example.com'))[0]!.html).toContain('Layout for there')

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'campaign.test_send'))
      .orderBy(auditLog.createdAt)
    expect(audit.map((a) => (a.after as { to: string }).to)).toEqual([
      'tester@example.com',
      'stranger@example.com',
    ])
    // A test send records no campaign and changes no subscriber.
    expect(await campaignCount()).toBe(2)
    const [tess] = await t.db
      .select()
      .from(marketingSubscribers)
      .where(eq(marketingSubscribers.email, 'tester@example.com'))
    expect(tess!.status).toBe('active')
  })
})
