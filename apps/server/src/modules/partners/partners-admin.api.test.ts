import crypto from 'node:crypto'
import { ADMIN_PARTNER_MESSAGES as A, type AdminPartnerRow } from '@rdo/contracts'
import { ADMIN_PARTNER_ROUTES } from '@rdo/contracts/paths/partners'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerProjects } from '../../db/schema/partners.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import {
  auditOf,
  emailsOf,
  makeEmbed,
  makePartnerDesign,
  makeProject,
  noticesOf,
} from '../../../test/fixtures/partners-admin.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
let owner: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin', name: 'Ada Admin' })
  customer = await t.createUser({ name: 'Carl Customer' })
  owner = await t.createUser({ name: 'Pia Partner', email: 'pia.partner@example.com' })
  await t.db.update(profiles).set({ fullName: 'Pia Frogmaster' }).where(eq(profiles.id, owner.id))
})
afterAll(async () => t?.close())

type Method = 'GET' | 'POST'
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })
const projectRow = async (id: string) =>
  (await t.db.select().from(partnerProjects).where(eq(partnerProjects.id, id)))[0]!

describe('access', () => {
  it('refuses every partner back-office route to visitors (401) and customers (403)', async () => {
    const p = await makeProject(t, { createdBy: owner.id, status: 'pending' })
    for (const route of ADMIN_PARTNER_ROUTES) {
      const [method, path] = route.split(' ') as [Method, string]
      const url = path.replace(':id', p.id)
      const body = route.endsWith('/payouts') && method === 'POST' ? { transaction: 'tx-1' } : undefined
      expect((await call(method, url, undefined, body)).statusCode, `${route} visitor`).toBe(401)
      const res = await call(method, url, customer.cookie, body)
      expect(res.statusCode, `${route} customer`).toBe(403)
      expect(res.json().error.message).toBe('Unauthorized access')
    }
    expect((await projectRow(p.id)).status).toBe('pending')
  })
})

describe('partner list', () => {
  it('filters by status, searches every field, pages newest first with owner and pending designs', async () => {
    const other = await t.createUser({ name: 'Otto Owner', email: 'otto.listing@example.com' })
    const made = []
    for (const [i, status] of (
      ['pending', 'approved', 'pending', 'rejected', 'pending'] as const
    ).entries()) {
      made.push(
        await makeProject(t, {
          createdBy: i === 4 ? other.id : owner.id,
          name: `Listing Toad ${i}`,
          symbol: `TOAD${i}`,
          status,
          ageHours: 10 - i,
        }),
      )
    }
    await makePartnerDesign(t, made[1]!, { status: 'pending' })
    await makePartnerDesign(t, made[1]!, { status: 'pending' })
    await makePartnerDesign(t, made[1]!, { status: 'approved' })
    const list = async (query: string) => {
      const res = await call('GET', `/api/admin/partners?${query}`, admin.cookie)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as { items: AdminPartnerRow[]; total: number; page: number; per_page: number }
    }

    const first = await list('q=listing%20toad&per_page=2')
    expect(first.total).toBe(5)
    expect(first.items.map((r) => r.name)).toEqual(['Listing Toad 4', 'Listing Toad 3'])
    expect(first.items[0]!.owner).toEqual({ id: other.id, name: 'Otto Owner', email: other.email })
    expect(first.items[1]!.owner).toEqual({ id: owner.id, name: 'Pia Frogmaster', email: owner.email })
    expect(first.items[0]).toMatchObject({ website_host: 'project.example', contact_name: 'Contact' })
    const third = await list('q=listing%20toad&per_page=2&page=3')
    expect(third.items.map((r) => r.name)).toEqual(['Listing Toad 0'])
    const all = await list('q=listing%20toad')
    expect(all.items.find((r) => r.name === 'Listing Toad 1')!.pending_designs).toBe(2)
    expect(all.items.find((r) => r.name === 'Listing Toad 0')!.pending_designs).toBe(0)

    const pending = await list('q=listing%20toad&status=pending')
    expect(pending.items.map((r) => r.name)).toEqual(['Listing Toad 4', 'Listing Toad 2', 'Listing Toad 0'])
    expect((await list('q=listing%20toad&status=rejected')).items.map((r) => r.name)).toEqual([
      'Listing Toad 3',
    ])
    // Token symbol, owner email, contact email and name.
    expect((await list('q=toad2')).items.map((r) => r.name)).toEqual(['Listing Toad 2'])
    expect((await list('q=otto.listing')).items.map((r) => r.name)).toEqual(['Listing Toad 4'])
    expect((await list('q=contact%40project.example&per_page=100')).total).toBeGreaterThanOrEqual(5)
    expect((await list('q=listing%20toad&dir=asc&per_page=1')).items[0]!.name).toBe('Listing Toad 0')
    // A wildcard in the term is a literal character, not "anything".
    expect((await list('q=listing%25toad')).total).toBe(0)
    expect((await list('q=listing_toad')).total).toBe(0)
  })
})

describe('partner detail', () => {
  it('answers the project, owner, figures and the active embeds’ domains; 404 otherwise', async () => {
    const p = await makeProject(t, { createdBy: owner.id, name: 'Detail Newt' })
    await makePartnerDesign(t, p, { status: 'approved' })
    await makePartnerDesign(t, p, { status: 'pending' })
    await makeEmbed(t, p.id, ['newt.example', 'shop.newt.example'])
    await makeEmbed(t, p.id, ['newt.example', 'blog.newt.example'])
    await makeEmbed(t, p.id, ['old.newt.example'], false)

    const res = await call('GET', `/api/admin/partners/${p.id}`, admin.cookie)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.project).toMatchObject({ id: p.id, name: 'Detail Newt', status: 'approved' })
    expect(body.owner).toEqual({ id: owner.id, name: 'Pia Frogmaster', email: owner.email })
    expect(body.stats).toMatchObject({ designs_total: 2, designs_approved: 1, designs_pending: 1 })
    expect(body.allowed_domains).toEqual(['blog.newt.example', 'newt.example', 'shop.newt.example'])

    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const missing = await call('GET', `/api/admin/partners/${id}`, admin.cookie)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.message).toBe(A.notFound)
    }
  })
})

describe('approve and reject', () => {
  it('approves a pending application once: notification, email, audit; a second decision is refused', async () => {
    const p = await makeProject(t, { createdBy: owner.id, name: 'Approve Gecko', status: 'pending' })
    const res = await call('POST', `/api/admin/partners/${p.id}/approve`, admin.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().project).toMatchObject({ id: p.id, status: 'approved' })
    expect(res.json().project.reviewed_at).toEqual(expect.any(String))
    const after = await projectRow(p.id)
    expect(after.status).toBe('approved')

    const notices = await noticesOf(t, owner.id, p.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ type: 'system', link: '/partner-dashboard' })
    expect(await emailsOf(t, owner.email, 'partner-approved')).toHaveLength(1)
    const audit = await auditOf(t, p.id)
    expect(audit.map((a) => a.action)).toEqual(['partner.approve'])
    expect(audit[0]).toMatchObject({ actorId: admin.id, before: { status: 'pending' } })

    for (const verb of ['approve', 'reject']) {
      const again = await call('POST', `/api/admin/partners/${p.id}/${verb}`, admin.cookie)
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toEqual({ code: 'NOT_PENDING', message: A.notPending })
    }
    const still = await projectRow(p.id)
    expect(still.status).toBe('approved')
    expect(still.reviewedAt).toEqual(after.reviewedAt)
    expect(still.updatedAt).toEqual(after.updatedAt)
    expect(await noticesOf(t, owner.id, p.id)).toHaveLength(1)
    expect(await auditOf(t, p.id)).toHaveLength(1)
    expect(await emailsOf(t, owner.email, 'partner-approved')).toHaveLength(1)
  })

  it('rejects a pending application and tells the owner; it cannot be approved afterwards', async () => {
    const p = await makeProject(t, { createdBy: owner.id, name: 'Reject Axolotl', status: 'pending' })
    const rejectedBefore = (await emailsOf(t, owner.email, 'partner-rejected')).length
    const res = await call('POST', `/api/admin/partners/${p.id}/reject`, admin.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().project.status).toBe('rejected')

    const [notice] = await noticesOf(t, owner.id, p.id)
    expect(notice).toMatchObject({ type: 'system', link: '/partner-dashboard' })
    expect(notice!.message).toContain('Reject Axolotl')
    const emails = await emailsOf(t, owner.email, 'partner-rejected')
    expect(emails).toHaveLength(rejectedBefore + 1)
    expect((await auditOf(t, p.id)).map((a) => a.action)).toEqual(['partner.reject'])

    const approve = await call('POST', `/api/admin/partners/${p.id}/approve`, admin.cookie)
    expect(approve.statusCode).toBe(409)
    expect((await projectRow(p.id)).status).toBe('rejected')
  })

  it('decides once when an approval and a rejection race', async () => {
    const p = await makeProject(t, { createdBy: owner.id, name: 'Race Salamander', status: 'pending' })
    const answers = await Promise.all([
      call('POST', `/api/admin/partners/${p.id}/approve`, admin.cookie),
      call('POST', `/api/admin/partners/${p.id}/reject`, admin.cookie),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const winner = answers.find((r) => r.statusCode === 200)!.json().project.status
    expect((await projectRow(p.id)).status).toBe(winner)
    expect(await noticesOf(t, owner.id, p.id)).toHaveLength(1)
    expect(await auditOf(t, p.id)).toHaveLength(1)
  })

  it('answers 404 for a decision on an application that does not exist', async () => {
    const res = await call('POST', `/api/admin/partners/${crypto.randomUUID()}/approve`, admin.cookie)
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe(A.notFound)
  })
})
