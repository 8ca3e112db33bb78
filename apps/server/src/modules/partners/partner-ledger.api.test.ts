import { eq } from 'drizzle-orm'
import { PARTNER_STORE_CATALOGUE } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/catalog.ts'
import { partnerLedger } from '../../db/schema/partners.ts'
import { orderItems } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { reversePartnerShares } from './partner-ledger.ts'
import { partnerStats } from './partner-stats.ts'
import { makePartnerDesign, makeProject } from '../../../test/fixtures/partners.ts'

describe('the partner ledger follows paid and refunded orders', () => {
  let t: TestApp
  let admin: TestUser
  let buyer: TestUser
  let partnerId: string
  let hoodie: typeof products.$inferSelect

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.createUser({ role: 'admin' })
    buyer = await t.createUser()
    const owner = await t.createUser()
    const project = await makeProject(t, { createdBy: owner.id, symbol: 'LEDG' })
    partnerId = project.id
    const design = await makePartnerDesign(t, project, { title: 'Ledger Lynx' })
    hoodie = (await t.db.select().from(products).where(eq(products.partnerDesignId, design.id))).find(
      (p) => p.partnerProductType === 'hoodie',
    )!
  })
  afterAll(async () => t?.close())

  const ledger = () => t.db.select().from(partnerLedger).where(eq(partnerLedger.partnerId, partnerId))

  async function paidOrder(quantity: number) {
    const placed = await t.request({
      method: 'POST',
      url: '/api/orders',
      cookie: buyer.cookie,
      payload: orderBody(hoodie.id, { size: 'L', color: 'Gray', quantity }),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const id = (placed.json() as { order: { id: string } }).order.id
    const paid = await t.request({ method: 'POST', url: `/api/orders/${id}/pay`, cookie: buyer.cookie })
    expect(paid.statusCode, paid.body).toBe(200)
    return id
  }

  it('leaves partner products out of the catalogue but sells them at the store price', async () => {
    const list = await t.request({ method: 'GET', url: '/api/products?limit=100' })
    const slugs = (list.json() as { items: { slug: string }[] }).items.map((p) => p.slug)
    expect(slugs).not.toContain(hoodie.slug)
    const page = await t.request({ method: 'GET', url: `/api/products/${hoodie.slug}` })
    expect(page.statusCode).toBe(200)
    expect(hoodie.priceCents).toBe(PARTNER_STORE_CATALOGUE.hoodie.price_cents)
  })

  it('accrues 20% of a paid line, records the design on the line, and counts the sale', async () => {
    const orderId = await paidOrder(2)
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(line!.partnerDesignId).toBe(hoodie.partnerDesignId)
    expect(line!.productType).toBe('hoodie')
    const entries = await ledger()
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'accrual',
        amountCents: 1999,
        status: 'accrued',
        orderItemId: line!.id,
      }),
    ])
    expect(await partnerStats(t.db, partnerId)).toMatchObject({
      units_sold: 2,
      // Paid, not yet made: the dashboard says so rather than only 'paid'.
      units_processing: 2,
      units_in_production: 0,
      units_shipped: 0,
      orders: 1,
      revenue_cents: 9998,
      pending_payout_cents: 1999,
      paid_out_cents: 0,
    })
  })

  it('reverses the share once when the order is refunded', async () => {
    const orderId = await paidOrder(1)
    expect((await ledger()).filter((e) => e.kind === 'accrual')).toHaveLength(2)
    const refund = await t.request({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      cookie: admin.cookie,
      payload: { status: 'refunded' },
    })
    expect(refund.statusCode, refund.body).toBe(200)
    const again = await t.request({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      cookie: admin.cookie,
      payload: { status: 'refunded' },
    })
    expect(again.statusCode).toBe(409)
    await t.db.transaction((tx) => reversePartnerShares(tx, orderId)).then((n) => expect(n).toBe(0))

    const reversals = (await ledger()).filter((e) => e.kind === 'reversal')
    expect(reversals).toEqual([expect.objectContaining({ amountCents: -999 })])
    expect(await partnerStats(t.db, partnerId)).toMatchObject({
      units_sold: 2,
      orders: 1,
      revenue_cents: 9998,
      pending_payout_cents: 1999,
    })
  })
})
