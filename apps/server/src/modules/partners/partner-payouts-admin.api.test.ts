import crypto from 'node:crypto'
import { ADMIN_PARTNER_MESSAGES as A, type PartnerLedgerEntry } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerLedger, partnerPayouts } from '../../db/schema/partners.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import {
  auditOf,
  emailsOf,
  makePartnerDesign,
  makeProject,
  noticesOf,
  paidPartnerLine,
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

const get = (url: string) => t.request({ method: 'GET', url, cookie: admin.cookie })
const pay = (partnerId: string, transaction = `sig-${crypto.randomBytes(4).toString('hex')}`) =>
  t.request({
    method: 'POST',
    url: `/api/admin/partners/${partnerId}/payouts`,
    cookie: admin.cookie,
    payload: { transaction },
  })
const ledgerOf = (partnerId: string) =>
  t.db.select().from(partnerLedger).where(eq(partnerLedger.partnerId, partnerId))
const payoutsOf = (partnerId: string) =>
  t.db.select().from(partnerPayouts).where(eq(partnerPayouts.partnerId, partnerId))

/** An approved project with one approved design to sell. */
async function storeWithDesign(name = `Store ${crypto.randomBytes(3).toString('hex')}`) {
  const project = await makeProject(t, { createdBy: owner.id, name })
  const design = await makePartnerDesign(t, project, { title: 'Frog Season' })
  return { project, design }
}

describe('ledger', () => {
  it('lists entries newest first with their order lines, and the pending balance', async () => {
    const { project, design } = await storeWithDesign()
    const first = await paidPartnerLine(t, design, { unitCents: 2999, name: 'Frog Season T-Shirt' })
    const second = await paidPartnerLine(t, design, {
      unitCents: 4999,
      quantity: 2,
      name: 'Frog Season Hoodie',
    })
    const refunded = await paidPartnerLine(t, design, {
      unitCents: 2499,
      refunded: true,
      name: 'Frog Season Hat',
    })

    const res = await get(`/api/admin/partners/${project.id}/ledger`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { items: PartnerLedgerEntry[]; total: number; pending_cents: number }
    expect(body.total).toBe(4)
    expect(body.pending_cents).toBe(599 + 1999)
    const [latestA, latestB, middle, oldest] = body.items
    expect(new Set([latestA!.kind, latestB!.kind])).toEqual(new Set(['accrual', 'reversal']))
    expect(latestA).toMatchObject({
      order_id: refunded.order.id,
      item_name: 'Frog Season Hat',
      line_cents: 2499,
    })
    expect(middle).toEqual({
      id: second.entries[0]!.id,
      kind: 'accrual',
      amount_cents: 1999,
      status: 'accrued',
      order_id: second.order.id,
      item_name: 'Frog Season Hoodie',
      quantity: 2,
      line_cents: 9998,
      payout_id: null,
      created_at: expect.any(String),
    })
    expect(oldest).toMatchObject({ id: first.entries[0]!.id, amount_cents: 599, line_cents: 2999 })

    const paged = await get(`/api/admin/partners/${project.id}/ledger?per_page=1&page=4`)
    expect(paged.json().items.map((e: PartnerLedgerEntry) => e.id)).toEqual([first.entries[0]!.id])
    const missing = await get(`/api/admin/partners/${crypto.randomUUID()}/ledger`)
    expect(missing.statusCode).toBe(404)
  })
})

describe('payouts', () => {
  it('refuses a payout below the minimum and writes nothing', async () => {
    const { project, design } = await storeWithDesign()
    await paidPartnerLine(t, design, { unitCents: 2999 })
    const res = await pay(project.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'BELOW_MINIMUM', message: A.payoutBelowMinimum('$50.00') })
    expect(await payoutsOf(project.id)).toHaveLength(0)
    expect((await ledgerOf(project.id)).every((e) => e.payoutId === null && e.status === 'accrued')).toBe(
      true,
    )
    expect(await noticesOf(t, owner.id, project.id)).toHaveLength(0)
    expect(await auditOf(t, project.id)).toHaveLength(0)
  })

  it('pays every pending entry once (refund pairs included); the next payout starts from zero', async () => {
    const { project, design } = await storeWithDesign('Payout Frogs')
    await paidPartnerLine(t, design, { unitCents: 4999, quantity: 5 })
    await paidPartnerLine(t, design, { unitCents: 2999 })
    await paidPartnerLine(t, design, { unitCents: 2999, quantity: 2, refunded: true })
    const res = await pay(project.id, '5Kx9solanaSignature')
    expect(res.statusCode, res.body).toBe(201)
    const payout = res.json().payout
    expect(payout).toMatchObject({ amount_cents: 4999 + 599, transaction: '5Kx9solanaSignature' })
    expect(payout.paid_at).toEqual(expect.any(String))

    const entries = await ledgerOf(project.id)
    expect(entries).toHaveLength(4)
    expect(entries.every((e) => e.payoutId === payout.id && e.status === 'paid')).toBe(true)
    const ledger = await get(`/api/admin/partners/${project.id}/ledger`)
    expect(ledger.json().pending_cents).toBe(0)
    const listed = await get(`/api/admin/partners/${project.id}/payouts`)
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json()).toMatchObject({ items: [payout], total: 1, page: 1 })
    const detail = await get(`/api/admin/partners/${project.id}`)
    expect(detail.json().stats).toMatchObject({ pending_payout_cents: 0, paid_out_cents: 5598 })

    const [notice] = await noticesOf(t, owner.id, project.id)
    expect(notice).toMatchObject({ type: 'system', link: '/partner-dashboard' })
    const [email] = await emailsOf(t, owner.email, 'partner-payout')
    expect(email?.subject).toContain('$55.98')
    expect(email?.html).toContain('5Kx9solanaSignature')
    const audit = await auditOf(t, payout.id)
    expect(audit.map((a) => a.action)).toEqual(['partner.payout'])
    expect(audit[0]!.after).toMatchObject({ partner_id: project.id, amount_cents: 5598, entries: 4 })

    const again = await pay(project.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('BELOW_MINIMUM')
    const later = await paidPartnerLine(t, design, { unitCents: 4999, quantity: 6 })
    expect((await get(`/api/admin/partners/${project.id}/ledger`)).json().pending_cents).toBe(5998)
    const second = await pay(project.id)
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json().payout.amount_cents).toBe(5998)
    const [entry] = await t.db.select().from(partnerLedger).where(eq(partnerLedger.id, later.entries[0]!.id))
    expect(entry!.payoutId).toBe(second.json().payout.id)
    expect((await payoutsOf(project.id)).map((p) => p.amountCents).sort()).toEqual([5598, 5998])
  })

  it('never pays an entry twice when payouts race', async () => {
    const { project, design } = await storeWithDesign()
    for (let i = 0; i < 4; i++) await paidPartnerLine(t, design, { unitCents: 4999, quantity: 2 })
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(project.id)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409])
    const payouts = await payoutsOf(project.id)
    expect(payouts).toHaveLength(1)
    expect(payouts[0]!.amountCents).toBe(4 * 1999)
    const entries = await ledgerOf(project.id)
    expect(entries.every((e) => e.payoutId === payouts[0]!.id)).toBe(true)
    expect(await noticesOf(t, owner.id, project.id)).toHaveLength(1)
  })

  it('asks for a transaction reference, and answers 404 for an unknown project', async () => {
    const { project } = await storeWithDesign()
    const blank = await pay(project.id, '   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.message).toContain(A.transactionRequired)
    const missing = await pay(crypto.randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(A.notFound)
  })
})
