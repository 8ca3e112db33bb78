import { and, eq } from 'drizzle-orm'
import type { AdminOrderMoney, RefundBody } from '@rdo/contracts'
import { afterAll, beforeAll, expect } from 'vitest'
import { products, productVariants } from '../../src/db/schema/catalog.ts'
import { orderItems } from '../../src/db/schema/orders.ts'
import { partnerLedger } from '../../src/db/schema/partners.ts'
import { createTestApp, type TestApp, type TestAppOptions, type TestUser } from '../helper.ts'
import { makePartnerDesign, makeProject } from '../fixtures/partners.ts'
import { US_ADDRESS } from '../orders.ts'
import { createProduct } from '../products.ts'

// The shop the refund and return API tests share: an admin, two customers, a shop tee in two sizes and
// a partner's hoodie (its sales accrue the partner's share). Each file calling `useRefundsWorld()` gets
// its own app and database.

export let t: TestApp
export let admin: TestUser
export let customer: TestUser
export let other: TestUser
export let tee: { id: string }
export let teeM: string
export let hoodie: typeof products.$inferSelect
export let hoodieL: string
export let partnerId: string

export function useRefundsWorld(options: TestAppOptions = {}) {
  beforeAll(async () => {
    t = await createTestApp({ payments: { simulationDelayMs: 0 }, ...options })
    admin = await t.createUser({ role: 'admin', email: 'refund.boss@example.com' })
    customer = await t.createUser({ email: 'ada.returns@example.com', name: 'Ada Returns' })
    other = await t.createUser({ email: 'bob.other@example.com' })
    const made = await createProduct(t.db, { name: 'Stake Tee', priceCents: 2500, sizes: { M: 20, L: 20 } })
    tee = made.product
    teeM = made.variants.find((v) => v.size === 'M')!.id
    const owner = await t.createUser()
    const project = await makeProject(t, { createdBy: owner.id, symbol: 'RFND' })
    partnerId = project.id
    const design = await makePartnerDesign(t, project, { title: 'Refund Raven' })
    hoodie = (await t.db.select().from(products).where(eq(products.partnerDesignId, design.id))).find(
      (p) => p.partnerProductType === 'hoodie',
    )!
    const [v] = await t.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, hoodie.id), eq(productVariants.size, 'L')))
    hoodieL = v!.id
  })
  afterAll(async () => t?.close())
}

/** A paid order of `teeQty` Stake Tees (M, Black) and `hoodieQty` partner hoodies (L, Gray). */
export async function paidOrder(buyer: TestUser = customer, { teeQty = 2, hoodieQty = 1, pay = true } = {}) {
  const items = [{ product_id: tee.id, size: 'M', color: 'Black', quantity: teeQty }]
  if (hoodieQty) items.push({ product_id: hoodie.id, size: 'L', color: 'Gray', quantity: hoodieQty })
  const placed = await t.request({
    method: 'POST',
    url: '/api/orders',
    cookie: buyer.cookie,
    payload: { items, shipping_address: US_ADDRESS, email: buyer.email, shipping_rate_id: 'standard' },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const id = placed.json().order.id as string
  if (pay) {
    const paid = await t.request({ method: 'POST', url: `/api/orders/${id}/pay`, cookie: buyer.cookie })
    expect(paid.statusCode, paid.body).toBe(200)
  }
  const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id))
  return {
    id,
    teeLine: lines.find((l) => l.productId === tee.id)!,
    hoodieLine: lines.find((l) => l.productId === hoodie.id),
  }
}

export const refund = (
  id: string,
  body: RefundBody,
  { cookie = admin.cookie, key }: { cookie?: string; key?: string } = {},
) =>
  t.request({
    method: 'POST',
    url: `/api/admin/orders/${id}/refunds`,
    cookie,
    payload: body,
    headers: key ? { 'idempotency-key': key } : {},
  })

export async function money(id: string): Promise<AdminOrderMoney> {
  const res = await t.request({ method: 'GET', url: `/api/admin/orders/${id}/money`, cookie: admin.cookie })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

export const setStatus = (id: string, status: string) =>
  t.request({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    cookie: admin.cookie,
    payload: { status },
  })

/** Ships and delivers the order from the back office. */
export async function deliver(id: string) {
  for (const status of ['shipped', 'delivered']) {
    const res = await setStatus(id, status)
    expect(res.statusCode, res.body).toBe(200)
  }
}

export const ledgerOf = (itemId: string) =>
  t.db.select().from(partnerLedger).where(eq(partnerLedger.orderItemId, itemId))

/** The customer's refund emails (of one order when given). */
export const refundEmails = async (email: string, orderId?: string) =>
  (await t.outbox(email)).filter(
    (m) =>
      m.templateName === 'order-refund' &&
      (!orderId || m.subject.includes(orderId.slice(0, 8).toUpperCase())),
  )
