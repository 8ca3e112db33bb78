import { DISCOUNT_ADMIN_MESSAGES as D, type Campaign } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { addSegment, addSubscribers } from '../../../../test/fixtures/email.ts'
import { discountCodes } from '../../../db/schema/discounts.ts'
import { emailMessages, emailTemplates } from '../../../db/schema/email.ts'
import { marketingCampaigns } from '../../../db/schema/marketing.ts'
import { runCampaignSlice } from './campaign-sender.ts'

let t: TestApp
let admin: TestUser
let codeId: string
let offId: string
let segmentId: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  const [on, off] = await t.db
    .insert(discountCodes)
    .values([
      { code: 'WELCOME-BACK', kind: 'percentage', percentOff: 15 },
      { code: 'RETIRED', kind: 'percentage', percentOff: 15, active: false },
    ])
    .returning()
  codeId = on!.id
  offId = off!.id
  await addSubscribers(t.db, [{ email: 'fan@example.com', firstName: 'Fran' }])
  segmentId = (await addSegment(t.db, {})).id
})
afterAll(async () => t?.close())

const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url, cookie: admin.cookie, payload })
const HTML = '<p>Hi {{first_name}}, use {{discount_code}}.</p>{{#if discount_code}}<p>Ends Sunday</p>{{/if}}'
const campaign = (extra: object) => ({
  name: 'Come back',
  segment_id: segmentId,
  content_mode: 'custom',
  subject: 'Your code {{discount_code}}',
  html: HTML,
  from_name: 'RDO Shop',
  from_email: 'news@rdo.shop',
  ...extra,
})
const sentFor = (campaignId: string) =>
  t.db
    .select()
    .from(emailMessages)
    .where(sql`${emailMessages.tags}->>'campaign_id' = ${campaignId}`)

describe('a campaign carrying a discount code', () => {
  it('renders {{discount_code}} in every message of the campaign', async () => {
    const res = await post(
      '/api/admin/marketing/campaigns',
      campaign({ send: 'now', discount_code_id: codeId }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json().campaign as Campaign
    expect(created.discount_code).toBe('WELCOME-BACK')
    await runCampaignSlice(t.ctx, created.id)
    const [message] = await sentFor(created.id)
    expect(message!.subject).toBe('Your code WELCOME-BACK')
    expect(message!.html).toContain('Hi Fran, use WELCOME-BACK.')
    expect(message!.html).toContain('Ends Sunday')
    expect(message!.text).toContain('use WELCOME-BACK.')
  })

  it('refuses a code customers could not use, or one that does not exist, and stores nothing', async () => {
    const before = (await t.db.select().from(marketingCampaigns)).length
    const off = await post('/api/admin/marketing/campaigns', campaign({ discount_code_id: offId }))
    expect(off.statusCode).toBe(400)
    expect(off.json().error).toEqual({ code: 'DISCOUNT_NOT_SENDABLE', message: D.notSendable })
    await t.db
      .update(discountCodes)
      .set({ active: true, usageLimit: 1, uses: 1 })
      .where(eq(discountCodes.id, offId))
    const usedUp = await post('/api/admin/marketing/campaigns', campaign({ discount_code_id: offId }))
    expect(usedUp.json().error.message).toBe(D.notSendable)
    const missing = await post(
      '/api/admin/marketing/campaigns',
      campaign({ discount_code_id: crypto.randomUUID() }),
    )
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(D.notFound)
    expect((await t.db.select().from(marketingCampaigns)).length).toBe(before)
  })

  it('works without a code: the placeholder renders empty and the block is left out', async () => {
    const res = await post('/api/admin/marketing/campaigns', campaign({ send: 'now' }))
    const created = res.json().campaign as Campaign
    expect(created.discount_code).toBeNull()
    await runCampaignSlice(t.ctx, created.id)
    const [message] = await sentFor(created.id)
    expect(message!.html).toContain('use .')
    expect(message!.html).not.toContain('Ends Sunday')
  })
})

describe('template emails carrying a discount code', () => {
  it('fill it in a bulk email of a template and in a test send', async () => {
    const [tpl] = await t.db
      .insert(emailTemplates)
      .values({ name: 'win-back', subject: 'We miss you', htmlContent: '<p>Code: {{discount_code}}</p>' })
      .returning()
    const bulk = await post('/api/admin/marketing/bulk', {
      segment_id: segmentId,
      mode: 'template',
      email_template_id: tpl!.id,
      discount_code_id: codeId,
    })
    expect(bulk.statusCode, bulk.body).toBe(201)
    const created = bulk.json().campaign as Campaign
    expect(created.discount_code).toBe('WELCOME-BACK')
    await runCampaignSlice(t.ctx, created.id)
    expect((await sentFor(created.id))[0]!.html).toContain('Code: WELCOME-BACK')

    const test = await post('/api/admin/marketing/test-send', {
      test_email: 'qa@example.com',
      mode: 'template',
      email_template_id: tpl!.id,
      discount_code_id: codeId,
    })
    expect(test.statusCode, test.body).toBe(200)
    expect((await t.outbox('qa@example.com'))[0]!.html).toContain('Code: WELCOME-BACK')
  })

  it('saves a template that uses {{discount_code}}, checked with a sample code', async () => {
    const res = await post('/api/admin/email/templates', {
      name: 'code-reminder',
      subject: 'Your code {{discount_code}}',
      html_content: '{{#if discount_code}}<p>Use {{discount_code}}</p>{{else}}<p>No code</p>{{/if}}',
    })
    expect(res.statusCode, res.body).toBe(201)
  })
})
