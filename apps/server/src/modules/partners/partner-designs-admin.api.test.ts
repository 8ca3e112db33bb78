import crypto from 'node:crypto'
import { ADMIN_PARTNER_MESSAGES as A, PARTNER_PRINT_CAPACITY, type PartnerDesign } from '@rdo/contracts'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productColors, products, productVariants } from '../../db/schema/catalog.ts'
import { partnerDesigns } from '../../db/schema/partners.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import {
  auditOf,
  emailsOf,
  makePartnerDesign,
  makeProject,
  noticesOf,
} from '../../../test/fixtures/partners-admin.ts'

let t: TestApp
let admin: TestUser
let owner: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin', name: 'Ada Admin' })
  owner = await t.createUser({ name: 'Pia Partner' })
})
afterAll(async () => t?.close())

const post = (url: string) => t.request({ method: 'POST', url, cookie: admin.cookie })
const get = (url: string) => t.request({ method: 'GET', url, cookie: admin.cookie })
const designRow = async (id: string) =>
  (await t.db.select().from(partnerDesigns).where(eq(partnerDesigns.id, id)))[0]!
const productsOf = (designId: string) =>
  t.db.select().from(products).where(eq(products.partnerDesignId, designId))

describe('partner designs list', () => {
  it('lists a project’s designs newest first, by status and page; 404 for an unknown project', async () => {
    const p = await makeProject(t, { createdBy: owner.id })
    const ages = { Oldest: 5, Older: 4, Middle: 3, Newer: 2, Newest: 1 }
    for (const [title, ageHours] of Object.entries(ages)) {
      await makePartnerDesign(t, p, { title, ageHours, status: ageHours % 2 ? 'pending' : 'approved' })
    }
    await makePartnerDesign(t, await makeProject(t, { createdBy: owner.id }), { title: 'Elsewhere' })

    const page1 = await get(`/api/admin/partners/${p.id}/designs?per_page=2`)
    expect(page1.statusCode, page1.body).toBe(200)
    const titles = (res: typeof page1) => (res.json().items as PartnerDesign[]).map((d) => d.title)
    expect(titles(page1)).toEqual(['Newest', 'Newer'])
    expect(page1.json()).toMatchObject({ total: 5, page: 1, per_page: 2 })
    expect(titles(await get(`/api/admin/partners/${p.id}/designs?per_page=2&page=3`))).toEqual(['Oldest'])
    const pending = await get(`/api/admin/partners/${p.id}/designs?status=pending`)
    expect(titles(pending)).toEqual(['Newest', 'Middle', 'Oldest'])
    expect(pending.json().items[0]).toMatchObject({ partner_id: p.id, status: 'pending', reviewed_at: null })

    const missing = await get(`/api/admin/partners/${crypto.randomUUID()}/designs`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(A.notFound)
  })
})

describe('design approval', () => {
  it('puts the design on sale: 3 products, 6 colour items, every size stocked; partner told; one audit row', async () => {
    const p = await makeProject(t, { createdBy: owner.id, name: 'Frog Nation', symbol: 'FROG' })
    const d = await makePartnerDesign(t, p, { title: 'Frog Season', status: 'pending' })
    const res = await post(`/api/admin/partner-designs/${d.id}/approve`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().design).toMatchObject({ id: d.id, status: 'approved', reviewed_at: expect.any(String) })

    const made = await productsOf(d.id)
    expect(made.map((m) => m.partnerProductType).sort()).toEqual(['hat', 'hoodie', 'tshirt'])
    expect(made.every((m) => m.imageUrl === d.imageUrl)).toBe(true)
    const ids = made.map((m) => m.id)
    const colours = await t.db.select().from(productColors).where(inArray(productColors.productId, ids))
    expect(colours).toHaveLength(6)
    const sizes = await t.db.select().from(productVariants).where(inArray(productVariants.productId, ids))
    expect(sizes).toHaveLength(11)
    expect(sizes.every((s) => s.stock === PARTNER_PRINT_CAPACITY)).toBe(true)
    const store = await t.request({ method: 'GET', url: `/api/partner-stores/${p.id}` })
    expect(store.statusCode, store.body).toBe(200)
    expect(store.json().total).toBe(6)
    expect(store.json().design_count).toBe(1)

    const [notice] = await noticesOf(t, owner.id, p.id)
    expect(notice).toMatchObject({ type: 'system', link: '/partner-dashboard' })
    expect(notice!.data).toMatchObject({ design_id: d.id })
    const [email] = await emailsOf(t, owner.email, 'partner-design-approved')
    expect(email?.subject).toContain('Frog Season')
    expect(email?.html).toContain(`/partners/${p.id}`)
    expect((await auditOf(t, d.id)).map((a) => a.action)).toEqual(['partner_design.approve'])

    for (const verb of ['approve', 'reject']) {
      const again = await post(`/api/admin/partner-designs/${d.id}/${verb}`)
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toEqual({ code: 'DESIGN_NOT_PENDING', message: A.designNotPending })
    }
    expect(await productsOf(d.id)).toHaveLength(3)
    expect((await designRow(d.id)).status).toBe('approved')
    expect(await auditOf(t, d.id)).toHaveLength(1)
  })

  it('refuses to approve a design of a project that is not approved, and changes nothing', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const p = await makeProject(t, { createdBy: owner.id, status })
      const d = await makePartnerDesign(t, p, { status: 'pending' })
      const res = await post(`/api/admin/partner-designs/${d.id}/approve`)
      expect(res.statusCode).toBe(409)
      expect(res.json().error.message).toBe(A.designProjectNotApproved)
      expect((await designRow(d.id)).status).toBe('pending')
      expect(await productsOf(d.id)).toHaveLength(0)
      expect(await auditOf(t, d.id)).toHaveLength(0)
      expect(await noticesOf(t, owner.id, p.id)).toHaveLength(0)
    }
  })

  it('approves once when two approvals race', async () => {
    const p = await makeProject(t, { createdBy: owner.id })
    const d = await makePartnerDesign(t, p, { status: 'pending' })
    const answers = await Promise.all([1, 2].map(() => post(`/api/admin/partner-designs/${d.id}/approve`)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await productsOf(d.id)).toHaveLength(3)
    expect(await auditOf(t, d.id)).toHaveLength(1)
  })
})

describe('design rejection', () => {
  it('rejects a pending design without products and tells the partner', async () => {
    const p = await makeProject(t, { createdBy: owner.id, name: 'Toad Town' })
    const d = await makePartnerDesign(t, p, { title: 'Toad Tide', status: 'pending' })
    const res = await post(`/api/admin/partner-designs/${d.id}/reject`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().design.status).toBe('rejected')
    expect(await productsOf(d.id)).toHaveLength(0)
    const [notice] = await noticesOf(t, owner.id, p.id)
    expect(notice!.message).toContain('Toad Tide')
    const [email] = await emailsOf(t, owner.email, 'partner-design-rejected')
    expect(email?.subject).toContain('Toad Tide')
    expect((await auditOf(t, d.id)).map((a) => a.action)).toEqual(['partner_design.reject'])

    const approve = await post(`/api/admin/partner-designs/${d.id}/approve`)
    expect(approve.statusCode).toBe(409)
    expect(approve.json().error.code).toBe('DESIGN_NOT_PENDING')
  })

  it('answers 404 for a design that does not exist', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      const res = await post(`/api/admin/partner-designs/${id}/reject`)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(A.designNotFound)
    }
  })
})
