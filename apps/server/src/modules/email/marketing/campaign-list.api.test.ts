import type { Campaign, CampaignBody } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSegment, logCampaignEvents } from '../../../../test/fixtures/email.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { marketingCampaigns, marketingTemplates } from '../../../db/schema/marketing.ts'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, cookie, payload })

let templateId: string
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

describe('campaign list', () => {
  it('pages newest first, searches name and subject, filters by status, with counted statistics', async () => {
    await t.db.delete(marketingCampaigns)
    const segment = await addSegment(t.db, {})
    const made: Campaign[] = []
    for (const [name, subject] of [
      ['Alpha', 'Hoodies'],
      ['Beta', 'Caps are back'],
      ['Gamma', 'Socks'],
    ]) {
      made.push((await create(body(segment.id, { name, subject }))).json().campaign)
    }
    await t.db
      .update(marketingCampaigns)
      .set({ status: 'completed' })
      .where(eq(marketingCampaigns.name, 'Beta'))
    await logCampaignEvents(t.db, made[1]!.id, {
      sent: 4,
      opened: 2,
      clicked: 1,
      bounced: 1,
      unsubscribed: 1,
    })
    await logCampaignEvents(t.db, made[0]!.id, { opened: 3 })

    const list = async (query = '') => {
      const res = await call('GET', `/api/admin/marketing/campaigns${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as { items: Campaign[]; total: number }
    }
    const all = await list()
    expect(all.items.map((c) => c.name)).toEqual(['Gamma', 'Beta', 'Alpha'])
    expect(all.total).toBe(3)
    expect(all.items[1]!.stats).toEqual({
      sent_count: 4,
      open_count: 2,
      click_count: 1,
      bounce_count: 1,
      unsubscribe_count: 1,
      open_rate: 0.5,
      click_rate: 0.25,
    })
    expect(all.items[2]!.stats).toMatchObject({ open_count: 3, open_rate: null })
    expect((await list('?per_page=2&page=2')).items.map((c) => c.name)).toEqual(['Alpha'])
    expect((await list('?dir=asc')).items.map((c) => c.name)).toEqual(['Alpha', 'Beta', 'Gamma'])
    expect((await list('?q=caps')).items.map((c) => c.name)).toEqual(['Beta'])
    expect((await list('?q=GAM')).items.map((c) => c.name)).toEqual(['Gamma'])
    expect((await list('?q=100%25')).total).toBe(0)
    const completed = await list('?status=completed')
    expect(completed).toMatchObject({ total: 1, items: [{ name: 'Beta', status: 'completed' }] })
  })
})
