import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSummary, AuditListResponse } from '@rdo/contracts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  customer = await t.createUser()
})
afterAll(async () => t?.close())

const get = <T>(url: string, cookie = admin.cookie) =>
  t.request({ method: 'GET', url, cookie }).then((r) => ({ status: r.statusCode, body: r.json() as T }))

const notify = (title: string) =>
  t.request({
    method: 'POST',
    url: '/api/admin/notifications',
    cookie: admin.cookie,
    payload: { user_id: customer.id, type: 'system', title, message: `Body of ${title}` },
  })

describe('admin dashboard summary', () => {
  it('counts users, orders, tickets and products on the server', async () => {
    const before = (await get<AdminSummary>('/api/admin/summary')).body
    await t.createUser()
    await createProduct(t.db, { active: false })
    await t.request({
      method: 'POST',
      url: '/api/support/tickets',
      cookie: customer.cookie,
      payload: { subject: 'Counted', message: 'Please count me' },
    })
    const { status, body } = await get<AdminSummary>('/api/admin/summary')
    expect(status).toBe(200)
    expect(body.users).toBe(before.users + 1)
    expect(body.products).toBe(before.products + 1)
    expect(body.active_products).toBe(before.active_products)
    expect(body.support_tickets).toBe(before.support_tickets + 1)
    expect(body.open_support_tickets).toBe(before.open_support_tickets + 1)
    expect(body.orders).toBe(before.orders)
  })

  it('is refused to visitors (401) and customers (403)', async () => {
    expect((await get('/api/admin/summary', '')).status).toBe(401)
    expect((await get('/api/admin/summary', customer.cookie)).status).toBe(403)
    expect((await get('/api/admin/audit', customer.cookie)).status).toBe(403)
  })
})

describe('audit log', () => {
  it('records who, what, which row, before/after, when and from where, newest first', async () => {
    const res = await notify('Audited one')
    expect(res.statusCode).toBe(201)
    const id = res.json().notification.id as string
    const { body } = await get<AuditListResponse>(`/api/admin/audit?entity_id=${id}`)
    expect(body.total).toBe(1)
    const [entry] = body.items
    expect(entry).toMatchObject({
      action: 'notification.send',
      entity: 'notifications',
      entity_id: id,
      actor: { id: admin.id, email: admin.email },
      before: null,
      after: expect.objectContaining({ title: 'Audited one', user_id: customer.id }),
    })
    expect(entry!.ip).toBeTruthy()
    expect(Date.now() - Date.parse(entry!.created_at)).toBeLessThan(60_000)
  })

  it('filters by action, entity, admin and search, and pages with a total', async () => {
    for (const n of [1, 2, 3]) await notify(`Paged ${n}`)
    const page1 = (await get<AuditListResponse>('/api/admin/audit?action=notification.send&per_page=2')).body
    expect(page1.items).toHaveLength(2)
    expect(page1.total).toBeGreaterThanOrEqual(4)
    expect(page1.items[0]!.after).toMatchObject({ title: 'Paged 3' })
    const page2 = (
      await get<AuditListResponse>('/api/admin/audit?action=notification.send&per_page=2&page=2')
    ).body
    expect(page2.items[0]!.id).not.toBe(page1.items[0]!.id)
    const asc = (await get<AuditListResponse>('/api/admin/audit?action=notification.send&dir=asc&per_page=1'))
      .body
    expect(asc.items[0]!.after).toMatchObject({ title: 'Audited one' })
    expect((await get<AuditListResponse>(`/api/admin/audit?actor_id=${customer.id}`)).body.total).toBe(0)
    expect((await get<AuditListResponse>('/api/admin/audit?entity=nothing-here')).body.total).toBe(0)
    const byEmail = (await get<AuditListResponse>(`/api/admin/audit?q=${encodeURIComponent(admin.email)}`))
      .body
    expect(byEmail.total).toBe(page1.total)
  })

  it('refuses a malformed filter with a clear 400', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/audit?actor_id=nope',
      cookie: admin.cookie,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBeTruthy()
  })
})
