import { eq, sql } from 'drizzle-orm'
import type { Order } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountCodes, discountRedemptions } from '../../db/schema/discounts.ts'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createCode, setTaxRate } from '../../../test/fixtures/checkout.ts'
import { orderBody, US_ADDRESS } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'
import { expireUnpaidOrders } from './order-expiry.ts'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  await setTaxRate(t.db, 'US', 'CA', 72_500)
})
afterAll(async () => t?.close())

async function place(user: TestUser, productId: string, code?: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/orders',
    cookie: user.cookie,
    payload: orderBody(productId, code ? { discount_code: code } : {}),
  })
  return res
}
const placed = async (user: TestUser, productId: string, code?: string): Promise<Order> => {
  const res = await place(user, productId, code)
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`)
  return res.json().order
}
const usesOf = async (id: string) =>
  (await t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.uses
const redemptionsOf = (codeId: string) =>
  t.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, codeId))
const backdate = (id: string) =>
  t.db
    .update(orders)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, id))

describe('an order placed with a code', () => {
  it('keeps the code, each line’s discount and tax, and shows them to the customer, the admin, the email and the CSV', async () => {
    const buyer = await t.createUser()
    const { product } = await createProduct(t.db, { name: 'Receipt Tee', priceCents: 4000 })
    const code = await createCode(t.db, { code: 'RECEIPT25', percentOff: 25 })
    const order = await placed(buyer, product.id, 'receipt25')
    // $40 − 25 % = $30; tax 7.25 % of $30 = $2.18 (2.175 rounds up); shipping $5.95.
    expect(order).toMatchObject({
      discount_code: 'RECEIPT25',
      subtotal_cents: 4000,
      discount_cents: 1000,
      shipping_discount_cents: 0,
      tax_cents: 218,
      shipping_tax_cents: 0,
      tax_source: 'shop',
      total_cents: 4000 - 1000 + 595 + 218,
      refunded_cents: 0,
      items: [expect.objectContaining({ discount_cents: 1000, tax_rate_percent: 7.25, tax_cents: 218 })],
    })
    expect(await usesOf(code.id)).toBe(1)
    expect(await redemptionsOf(code.id)).toEqual([
      expect.objectContaining({ orderId: order.id, userId: buyer.id, discountCents: 1000 }),
    ])
    const mine = await t.request({ method: 'GET', url: `/api/orders/${order.id}`, cookie: buyer.cookie })
    expect(mine.json().order).toEqual(order)
    const detail = await t.request({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      cookie: admin.cookie,
    })
    expect(detail.json()).toMatchObject({
      discount_code: 'RECEIPT25',
      discount_cents: 1000,
      tax_cents: 218,
      total_cents: 3813,
      items: [expect.objectContaining({ discount_cents: 1000, tax_cents: 218 })],
    })

    const [mail] = (await t.outbox(buyer.email)).filter((m) => m.templateName === 'order-confirmation')
    expect(mail!.html).toContain('Discount (RECEIPT25): −$10.00')
    expect(mail!.html).toContain('Tax: $2.18')
    expect(mail!.html).toContain('Total: $38.13')

    const csv = await t.request({ method: 'GET', url: '/api/admin/orders/export.csv', cookie: admin.cookie })
    const row = csv.body.split('\n').find((l) => l.startsWith(order.id))
    expect(row).toMatch(/,40\.00,5\.95,38\.13,RECEIPT25,10\.00,2\.18$/)
  })

  it('holds a customer to the code’s per-customer cap', async () => {
    const buyer = await t.createUser()
    const first = await createProduct(t.db)
    const second = await createProduct(t.db)
    const code = await createCode(t.db, { perCustomerLimit: 1 })
    const order = await placed(buyer, first.product.id, code.code)
    await t.db
      .update(orders)
      .set({ status: 'processing', paymentStatus: 'paid' })
      .where(eq(orders.id, order.id))

    const again = await place(buyer, second.product.id, code.code)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'DISCOUNT_ALREADY_USED',
      message: 'You have already used this code',
    })
    const quote = await t.request({
      method: 'POST',
      url: '/api/checkout/quote',
      cookie: buyer.cookie,
      payload: {
        items: [{ product_id: second.product.id, size: 'M', color: 'Black', quantity: 1 }],
        shipping_address: US_ADDRESS,
        discount_code: code.code,
      },
    })
    expect(quote.json().discount_error).toBe('You have already used this code')
    // Another customer still may.
    await placed(await t.createUser(), second.product.id, code.code)
    expect(await usesOf(code.id)).toBe(2)
  })
})

describe('an unpaid order gives its use back', () => {
  it('when it expires, once', async () => {
    const [first, second] = [await t.createUser(), await t.createUser()]
    const { product } = await createProduct(t.db)
    const code = await createCode(t.db, { usageLimit: 1 })
    const order = await placed(first, product.id, code.code)
    const refused = await place(second, product.id, code.code)
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      'This code has reached its usage limit',
    ])

    await backdate(order.id)
    expect(await expireUnpaidOrders(t.ctx)).toBe(1)
    expect(await usesOf(code.id)).toBe(0)
    expect(await redemptionsOf(code.id)).toEqual([])
    // The expired order still says what it was placed with.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'cancelled', discountCode: code.code, discountCents: 500 })
    expect(await expireUnpaidOrders(t.ctx)).toBe(0)
    expect(await usesOf(code.id)).toBe(0)

    await placed(second, product.id, code.code)
    expect(await usesOf(code.id)).toBe(1)
  })

  it('when the customer cancels it', async () => {
    const buyer = await t.createUser()
    const { product } = await createProduct(t.db)
    const code = await createCode(t.db, { usageLimit: 1, perCustomerLimit: 1 })
    const order = await placed(buyer, product.id, code.code)
    const cancel = await t.request({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      cookie: buyer.cookie,
    })
    expect(cancel.statusCode).toBe(200)
    expect(await usesOf(code.id)).toBe(0)
    // Neither the total cap nor the customer's own cap counts the cancelled order.
    await placed(buyer, product.id, code.code)
    expect(await usesOf(code.id)).toBe(1)
  })

  it('when the same cart is placed again, which moves the use to the new order', async () => {
    const buyer = await t.createUser()
    const { product } = await createProduct(t.db)
    const code = await createCode(t.db, { usageLimit: 1, perCustomerLimit: 1 })
    const old = await placed(buyer, product.id, code.code)
    const replacement = await placed(buyer, product.id, code.code)
    expect(replacement.discount_code).toBe(code.code)
    const [oldRow] = await t.db.select().from(orders).where(eq(orders.id, old.id))
    expect(oldRow!.status).toBe('cancelled')
    expect(await usesOf(code.id)).toBe(1)
    expect((await redemptionsOf(code.id)).map((r) => r.orderId)).toEqual([replacement.id])
  })

  it('when an admin cancels it; a paid order keeps its use', async () => {
    const [unpaid, paid] = [await t.createUser(), await t.createUser()]
    const { product } = await createProduct(t.db)
    const code = await createCode(t.db)
    const a = await placed(unpaid, product.id, code.code)
    const b = await placed(paid, product.id, code.code)
    await t.db
      .update(orders)
      .set({ status: 'processing', paymentStatus: 'paid', paymentProvider: 'simulated' })
      .where(eq(orders.id, b.id))
    for (const id of [a.id, b.id]) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/admin/orders/${id}/status`,
        cookie: admin.cookie,
        payload: { status: 'cancelled' },
      })
      expect(res.statusCode).toBe(200)
    }
    expect(await usesOf(code.id)).toBe(1)
    expect((await redemptionsOf(code.id)).map((r) => r.orderId)).toEqual([b.id])
  })
})
