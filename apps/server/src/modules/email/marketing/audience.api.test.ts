import {
  DEFAULT_SEGMENT_CRITERIA,
  EMAIL_ADMIN_MESSAGES as E,
  MARKETING_MESSAGES as M,
  type MarketingTemplate,
  type Segment,
  type Subscriber,
} from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { auditLog } from '../../../db/schema/audit.ts'
import { marketingCampaigns, marketingSubscribers, marketingTemplates } from '../../../db/schema/marketing.ts'
import { addSubscribers } from '../../../../test/fixtures/email.ts'

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
const call = (method: Method, url: string, payload?: object) =>
  t.request({ method, url, cookie: admin.cookie, payload })
const ok = async <T>(method: Method, url: string, payload?: object, status = 200): Promise<T> => {
  const res = await call(method, url, payload)
  expect(res.statusCode, res.body).toBe(status)
  return res.json() as T
}
const errorOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message
const auditOf = (entity: string, id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt)
const campaignUsing = async (refs: { templateId?: string; segmentId?: string }) => {
  const [c] = await t.db
    .insert(marketingCampaigns)
    .values({ name: 'Uses it', subject: 'S', fromEmail: 'a@example.com', fromName: 'A', ...refs })
    .returning()
  return c!
}
const campaignRow = async (id: string) =>
  (await t.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, id)))[0]!

describe('marketing templates', () => {
  const url = '/api/admin/marketing/templates'

  it('creates (category general by default), edits only what is sent, deletes; each audited', async () => {
    const bad = await call('POST', url, { name: 'No content', content: '' })
    expect(errorOf(bad)).toBe(M.contentRequired)
    expect(errorOf(await call('POST', url, { name: ' ', content: '<p>x</p>' }))).toBe(M.nameRequired)

    const created = await ok<MarketingTemplate>('POST', url, { name: 'Welcome', content: '<p>Hi</p>' }, 201)
    expect(created).toMatchObject({ name: 'Welcome', description: null, category: 'general' })
    const promo = await ok<MarketingTemplate>(
      'POST',
      url,
      { name: 'Promo', content: '<p>Sale</p>', category: 'promotional', description: 'Big sale' },
      201,
    )

    const renamed = await ok<MarketingTemplate>('PATCH', `${url}/${promo.id}`, { name: 'Promo 2' })
    expect(renamed).toMatchObject({ name: 'Promo 2', category: 'promotional', description: 'Big sale' })
    expect(renamed.content).toBe('<p>Sale</p>')
    const cleared = await ok<MarketingTemplate>('PATCH', `${url}/${promo.id}`, { description: null })
    expect(cleared).toMatchObject({ name: 'Promo 2', description: null })
    expect((await call('PATCH', `${url}/${crypto.randomUUID()}`, { name: 'x' })).statusCode).toBe(404)

    const list = await ok<{ items: MarketingTemplate[]; total: number }>('GET', url)
    expect(list.items.map((x) => x.name)).toEqual(['Promo 2', 'Welcome'])
    expect((await ok<{ items: MarketingTemplate[] }>('GET', `${url}?q=welc`)).items.map((x) => x.id)).toEqual(
      [created.id],
    )
    const paged = await ok<{ items: MarketingTemplate[]; total: number }>('GET', `${url}?per_page=1&page=2`)
    expect(paged).toMatchObject({ total: 2, items: [{ name: 'Welcome' }] })

    const campaign = await campaignUsing({ templateId: promo.id })
    const del = await call('DELETE', `${url}/${promo.id}`)
    expect(del.statusCode).toBe(204)
    expect((await campaignRow(campaign.id)).templateId).toBeNull()
    const again = await call('DELETE', `${url}/${promo.id}`)
    expect(again.statusCode).toBe(404)
    expect(errorOf(again)).toBe(M.templateNotFound)
    expect((await auditOf('marketing_templates', promo.id)).map((a) => a.action)).toEqual([
      'marketing_template.create',
      'marketing_template.update',
      'marketing_template.update',
      'marketing_template.delete',
    ])
  })
})

describe('marketing template content', () => {
  const url = '/api/admin/marketing/templates'

  it('is refused at save when a campaign could not send it, and nothing is stored', async () => {
    const before = await t.db.select().from(marketingTemplates)
    for (const [content, reason] of [
      ['<p>{{log first_name}}</p>', '{{log …}} calls "log"'],
      ['<p>{{#each}}{{/each}}</p>', '#each takes exactly one value'],
      ['<p>{{if first_name}}</p>', '#if is a block'],
      ['<p>{{> footer}}</p>', 'partials'],
      ['<p>Hi {{first_name</p>', 'Parse error'],
    ] as const) {
      const res = await call('POST', url, { name: 'Broken', content })
      expect([content, res.statusCode]).toEqual([content, 400])
      expect(res.json().error.code).toBe('TEMPLATE_SYNTAX')
      expect(errorOf(res)).toContain(reason)
    }
    expect(await t.db.select().from(marketingTemplates)).toEqual(before)

    const good = await ok<MarketingTemplate>(
      'POST',
      url,
      { name: 'Good', content: '<p>Hi {{first_name}}{{#if last_name}} {{last_name}}{{/if}}</p>' },
      201,
    )
    const badEdit = await call('PATCH', `${url}/${good.id}`, { content: '<p>{{lookup first_name 0}}</p>' })
    expect(badEdit.statusCode).toBe(400)
    const [kept] = await t.db.select().from(marketingTemplates).where(eq(marketingTemplates.id, good.id))
    expect(kept!.content).toBe(good.content)
    await call('DELETE', `${url}/${good.id}`)
  })
})

describe('segments', () => {
  const url = '/api/admin/marketing/segments'

  it('counts the subscribers criteria hold, live and per listed segment', async () => {
    await t.db.delete(marketingSubscribers)
    await addSubscribers(t.db, [
      {},
      { preferences: { promotional: false } },
      { preferences: { newsletter: false, product_updates: false } },
      { status: 'unsubscribed' },
      { status: 'bounced', preferences: { promotional: false } },
    ])
    const count = (criteria: object) =>
      ok<{ count: number; sendable: number }>('POST', `${url}/count`, { criteria })
    expect(await count({})).toEqual({ count: 3, sendable: 3 })
    expect(await count({ preferences: { promotional: true } })).toEqual({ count: 2, sendable: 2 })
    expect(await count({ preferences: { promotional: false } })).toEqual({ count: 3, sendable: 3 })
    expect(await count(DEFAULT_SEGMENT_CRITERIA)).toEqual({ count: 1, sendable: 1 })
    // A segment of unsubscribed people counts them, but a campaign to it would reach nobody.
    expect(await count({ status: 'unsubscribed' })).toEqual({ count: 1, sendable: 3 })
    expect(await count({ status: 'bounced', preferences: { promotional: true } })).toEqual({
      count: 0,
      sendable: 2,
    })
    const bad = await call('POST', `${url}/count`, { criteria: { status: 'sleeping' } })
    expect(bad.statusCode).toBe(400)

    const everyone = await ok<Segment>('POST', url, { name: 'All fans' }, 201)
    expect(everyone).toMatchObject({ criteria: DEFAULT_SEGMENT_CRITERIA, count: 1, sendable: 1 })
    const promo = await ok<Segment>(
      'POST',
      url,
      { name: 'Promo', description: 'Deals', criteria: { preferences: { promotional: true } } },
      201,
    )
    expect(promo).toMatchObject({ count: 2, sendable: 2, description: 'Deals' })
    expect(promo.criteria).toEqual({ preferences: { promotional: true }, status: 'active' })
    expect(errorOf(await call('POST', url, { name: '' }))).toBe(M.nameRequired)

    const list = await ok<{ items: Segment[]; total: number }>('GET', url)
    expect(list.items.map((s) => [s.name, s.count, s.sendable])).toEqual([
      ['Promo', 2, 2],
      ['All fans', 1, 1],
    ])
    expect((await ok<{ items: Segment[] }>('GET', `${url}?q=deal`)).items.map((s) => s.id)).toEqual([
      promo.id,
    ])

    // Counts follow the subscribers: one more promotional fan.
    await addSubscribers(t.db, [{ preferences: { newsletter: false } }])
    const [first] = (await ok<{ items: Segment[] }>('GET', `${url}?per_page=1`)).items
    expect(first).toMatchObject({ id: promo.id, count: 3, sendable: 3 })
  })

  it('edits only what is sent, deletes (campaigns keep their row), each audited', async () => {
    const seg = await ok<Segment>(
      'POST',
      url,
      { name: 'Updates', criteria: { preferences: { product_updates: true } } },
      201,
    )
    const renamed = await ok<Segment>('PATCH', `${url}/${seg.id}`, { name: 'Product news' })
    expect(renamed).toMatchObject({ name: 'Product news', criteria: seg.criteria })
    const widened = await ok<Segment>('PATCH', `${url}/${seg.id}`, { criteria: { preferences: {} } })
    expect(widened.criteria).toEqual({ preferences: {}, status: 'active' })
    expect(widened.name).toBe('Product news')
    const missing = await call('PATCH', `${url}/${crypto.randomUUID()}`, { name: 'x' })
    expect(missing.statusCode).toBe(404)
    expect(errorOf(missing)).toBe(E.segmentNotFound)

    const campaign = await campaignUsing({ segmentId: seg.id })
    expect((await call('DELETE', `${url}/${seg.id}`)).statusCode).toBe(204)
    expect((await campaignRow(campaign.id)).segmentId).toBeNull()
    expect((await call('DELETE', `${url}/${seg.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `${url}/not-a-uuid`)).statusCode).toBe(404)
    const audit = await auditOf('marketing_segments', seg.id)
    expect(audit.map((a) => a.action)).toEqual([
      'segment.create',
      'segment.update',
      'segment.update',
      'segment.delete',
    ])
    expect(audit[1]!.before).toMatchObject({ name: 'Updates' })
    expect(audit[1]!.after).toMatchObject({ name: 'Product news' })
  })
})

describe('subscribers', () => {
  const url = '/api/admin/marketing/subscribers'
  type Page = { items: Subscriber[]; total: number }

  it('lists newest first, searched by e-mail or name, filtered by status', async () => {
    await t.db.delete(marketingSubscribers)
    const at = (min: number) => new Date(Date.now() - min * 60_000)
    await addSubscribers(t.db, [
      { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: at(30) },
      { email: 'bob@example.com', firstName: 'Bob', status: 'unsubscribed', createdAt: at(20) },
      { email: 'cy@example.com', status: 'bounced', createdAt: at(10) },
      { email: 'dee@example.com', status: 'complained', createdAt: at(5) },
    ])
    const emails = async (query = '') => (await ok<Page>('GET', `${url}${query}`)).items.map((s) => s.email)
    expect(await emails()).toEqual([
      'dee@example.com',
      'cy@example.com',
      'bob@example.com',
      'ada@example.com',
    ])
    expect(await emails('?status=all&dir=asc')).toEqual([
      'ada@example.com',
      'bob@example.com',
      'cy@example.com',
      'dee@example.com',
    ])
    expect(await emails('?status=active')).toEqual(['ada@example.com'])
    expect(await emails('?status=unsubscribed')).toEqual(['bob@example.com'])
    expect(await emails('?status=bounced')).toEqual(['cy@example.com'])
    expect(await emails('?status=complained')).toEqual(['dee@example.com'])
    expect(await emails('?q=BOB@')).toEqual(['bob@example.com'])
    expect(await emails('?q=lovel')).toEqual(['ada@example.com'])
    expect(await emails('?q=ada%20lovelace')).toEqual(['ada@example.com'])
    expect(await emails('?q=ada&status=unsubscribed')).toEqual([])
    const page = await ok<Page>('GET', `${url}?per_page=3&page=2`)
    expect(page).toMatchObject({ total: 4, page: 2, per_page: 3 })
    expect(page.items[0]).toMatchObject({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      status: 'active',
      preferences: { newsletter: true, promotional: true, product_updates: true, frequency: 'weekly' },
    })
    expect((await call('GET', `${url}?status=sleeping`)).statusCode).toBe(400)
  })

  it('unsubscribes an active subscriber (audited) and leaves any other as it is', async () => {
    const [active, bounced] = await addSubscribers(t.db, [{}, { status: 'bounced' }])
    const unsubscribe = (id: string) => call('POST', `${url}/${id}/unsubscribe`)
    const res = await unsubscribe(active!.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: M.subscriberUnsubscribed })
    const status = async (id: string) =>
      (await t.db.select().from(marketingSubscribers).where(eq(marketingSubscribers.id, id)))[0]!.status
    expect(await status(active!.id)).toBe('unsubscribed')
    expect((await unsubscribe(active!.id)).statusCode).toBe(200)
    expect((await unsubscribe(bounced!.id)).statusCode).toBe(200)
    expect(await status(bounced!.id)).toBe('bounced')
    expect((await auditOf('marketing_subscribers', active!.id)).map((a) => [a.action, a.after])).toEqual([
      ['subscriber.unsubscribe', { status: 'unsubscribed' }],
    ])
    expect(await auditOf('marketing_subscribers', bounced!.id)).toEqual([])
    const missing = await unsubscribe(crypto.randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(errorOf(missing)).toBe(M.subscriberNotFound)
  })
})
