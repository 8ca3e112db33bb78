import crypto from 'node:crypto'
import { ADMIN_PARTNER_MESSAGES as A, type PartnerStoreResponse } from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { products } from '../../db/schema/catalog.ts'
import { designProductions } from '../../db/schema/design-rewards.ts'
import { partnerDesigns, partnerLedger } from '../../db/schema/partners.ts'
import {
  buyAndPay,
  publishBody,
  startRewardsWorld,
  stopRewardsWorld,
  type RewardsWorld,
} from '../../../test/fixtures/design-rewards.ts'
import { makePartnerDesign, makeProject } from '../../../test/fixtures/partners-admin.ts'

let w: RewardsWorld
beforeAll(async () => {
  w = await startRewardsWorld()
}, 60_000)
afterAll(async () => stopRewardsWorld(w))
beforeEach(() => w.printify.setCatalogMode('ok'))

const publish = (designId: string, payload: object, cookie = w.admin.cookie) =>
  w.t.request({ method: 'POST', url: `/api/admin/partner-designs/${designId}/production`, cookie, payload })
const hoodieBody = async () => ({
  ...(await publishBody(w)),
  title: 'Frog Season Hoodie',
  product_type: 'hoodie',
})
const tagOf = (designId: string, type = 'hoodie') => `rdo-partner-design-${designId}-${type}`
const printifyProductsOf = (designId: string, type = 'hoodie') =>
  w.printify.currentProducts().filter((p) => (p.tags as string[]).includes(tagOf(designId, type)))
const storeOf = async (partnerId: string, query = '') => {
  const res = await w.t.request({ method: 'GET', url: `/api/partner-stores/${partnerId}${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as PartnerStoreResponse
}

/** An approved project with an approved design whose image is stored, as the partner's upload keeps it. */
async function approvedDesign(status: 'approved' | 'pending' = 'approved') {
  const project = await makeProject(w.t, {
    createdBy: w.designer.id,
    name: `Frogs ${crypto.randomBytes(3).toString('hex')}`,
    symbol: 'FROG',
  })
  const design = await makePartnerDesign(w.t, project, { title: 'Frog Season', status })
  const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#14f195' } })
    .webp()
    .toBuffer()
  const imageUrl = await w.t.ctx.storage.put(
    'partners',
    `${w.designer.id}/design/${crypto.randomUUID()}-1200.webp`,
    webp,
    'image/webp',
  )
  await w.t.db.update(partnerDesigns).set({ imageUrl }).where(eq(partnerDesigns.id, design.id))
  return { project, design }
}

describe('putting a partner design into production', () => {
  it('makes one published Printify product that takes the hoodie’s place in the store and earns the partner share', async () => {
    const { project, design } = await approvedDesign()
    const [approvalHoodie] = await w.t.db
      .select()
      .from(products)
      .where(and(eq(products.partnerDesignId, design.id), eq(products.partnerProductType, 'hoodie')))
    expect(approvalHoodie!.active).toBe(true)

    const res = await publish(design.id, await hoodieBody())
    expect(res.statusCode, res.body).toBe(200)
    const { production } = res.json()
    expect(production).toMatchObject({
      status: 'published',
      design_id: null,
      partner_design_id: design.id,
      product_type: 'hoodie',
      error: null,
    })
    const made = printifyProductsOf(design.id)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ published: true, visible: true })

    const [old] = await w.t.db.select().from(products).where(eq(products.id, approvalHoodie!.id))
    expect(old!.active).toBe(false)
    const [product] = await w.t.db.select().from(products).where(eq(products.id, production.product_id))
    expect(product).toMatchObject({
      partnerDesignId: design.id,
      partnerProductType: 'hoodie',
      fulfilmentProvider: 'printify',
      categoryId: null,
      active: true,
    })
    expect(product!.metadata).toMatchObject({ partner_id: project.id })

    const hoodies = await storeOf(project.id, '?type=hoodie')
    expect(new Set(hoodies.products.map((p) => p.product_id))).toEqual(new Set([product!.id]))
    expect(hoodies.products.map((p) => p.color).sort()).toEqual(['Black', 'Navy'])
    const whole = await storeOf(project.id)
    expect(whole.products.filter((p) => p.type === 'hoodie').every((p) => p.product_id === product!.id)).toBe(
      true,
    )
    expect(whole.products.some((p) => p.type === 'tshirt')).toBe(true)

    const listed = await w.t.request({
      method: 'GET',
      url: `/api/admin/partner-designs/${design.id}/production`,
      cookie: w.admin.cookie,
    })
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().productions).toMatchObject([{ id: production.id, product_type: 'hoodie' }])

    const audit = await w.t.db.select().from(auditLog).where(eq(auditLog.entityId, design.id))
    expect(audit.map((a) => a.action).sort()).toEqual([
      'partner_design.production.publish',
      'partner_design.production.start',
    ])

    const order = await buyAndPay(w, product!.id, 2, 'M', 'Black')
    const entries = await w.t.db.select().from(partnerLedger).where(eq(partnerLedger.partnerId, project.id))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ kind: 'accrual', amountCents: Math.round(order.subtotal_cents * 0.2) })
  })

  it('publishing twice (a double click, a retry after a crash) makes one Printify product', async () => {
    const { design } = await approvedDesign()
    const body = await hoodieBody()
    const [a, b] = await Promise.all([publish(design.id, body), publish(design.id, body)])
    const codes = [a.statusCode, b.statusCode].sort()
    expect(codes[0]).toBe(200)
    expect([200, 409]).toContain(codes[1])
    expect((await publish(design.id, body)).statusCode).toBe(200)
    expect(printifyProductsOf(design.id)).toHaveLength(1)

    const { design: crashed } = await approvedDesign()
    w.printify.setCatalogMode('create-then-fail-once')
    const first = await publish(crashed.id, body)
    expect(first.statusCode, first.body).toBe(502)
    const [failed] = await w.t.db
      .select()
      .from(designProductions)
      .where(eq(designProductions.partnerDesignId, crashed.id))
    expect(failed).toMatchObject({ status: 'failed', printifyProductId: null })
    const retry = await publish(crashed.id, body)
    expect(retry.statusCode, retry.body).toBe(200)
    expect(printifyProductsOf(crashed.id)).toHaveLength(1)
    expect(retry.json().production.printify_product_id).toBe(printifyProductsOf(crashed.id)[0]!.id)
  })

  it('each store type is its own production; a design not approved is refused', async () => {
    const { design } = await approvedDesign()
    const hoodie = await publish(design.id, await hoodieBody())
    const tee = await publish(design.id, { ...(await hoodieBody()), product_type: 'tshirt' })
    expect([hoodie.statusCode, tee.statusCode]).toEqual([200, 200])
    expect(tee.json().production.id).not.toBe(hoodie.json().production.id)
    expect(printifyProductsOf(design.id, 'tshirt')).toHaveLength(1)

    const { design: pending } = await approvedDesign('pending')
    const early = await publish(pending.id, await hoodieBody())
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(A.productionNotEligible)
    expect(printifyProductsOf(pending.id)).toHaveLength(0)
    const unknown = await publish(crypto.randomUUID(), await hoodieBody())
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, A.designNotFound])
    const badType = await publish(design.id, { ...(await hoodieBody()), product_type: 'socks' })
    expect(badType.statusCode).toBe(400)
  })

  it('customers and visitors reach neither production nor payouts', async () => {
    const { project, design } = await approvedDesign()
    const calls = [
      { method: 'GET' as const, url: `/api/admin/partner-designs/${design.id}/production` },
      {
        method: 'POST' as const,
        url: `/api/admin/partner-designs/${design.id}/production`,
        payload: await hoodieBody(),
      },
      {
        method: 'POST' as const,
        url: `/api/admin/partners/${project.id}/payouts`,
        payload: { asset: 'RDO', signature: '1'.repeat(88) },
      },
    ]
    for (const call of calls) {
      expect((await w.t.request({ ...call, cookie: w.buyer.cookie })).statusCode, call.url).toBe(403)
      expect((await w.t.request(call)).statusCode, call.url).toBe(401)
    }
    expect(printifyProductsOf(design.id)).toHaveLength(0)
  })
})
