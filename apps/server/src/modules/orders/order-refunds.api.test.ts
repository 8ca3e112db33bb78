import { eq } from 'drizzle-orm'
import { ADMIN_ORDER_MESSAGES, REFUND_MESSAGES } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { refunds } from '../../db/schema/refunds.ts'
import { variantStock } from '../../../test/products.ts'
import {
  admin,
  customer,
  hoodieL,
  ledgerOf,
  money,
  paidOrder,
  refund,
  refundEmails,
  setStatus,
  t,
  teeM,
  useRefundsWorld,
} from '../../../test/worlds/refunds.ts'

/** Partial refunds from the back office: lines and units, shipping, amounts left, concurrency. */
useRefundsWorld()

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const refundsOf = (id: string) => t.db.select().from(refunds).where(eq(refunds.orderId, id))
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id))

describe('partial refunds', () => {
  it('refunds one unit of a line with restock: stock, units, payment status, one email, partner share', async () => {
    const { id, teeLine, hoodieLine } = await paidOrder(customer, { teeQty: 1, hoodieQty: 2 })
    const stock = await variantStock(t.db, hoodieL)
    const [accrual] = await ledgerOf(hoodieLine!.id)
    expect(accrual).toMatchObject({ kind: 'accrual' })

    const res = await refund(id, {
      lines: [{ order_item_id: hoodieLine!.id, quantity: 1, restock: true }],
      reason: 'Print flaw',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      amount_cents: hoodieLine!.unitPriceCents,
      provider: 'simulated',
      by: admin.email,
      lines: [{ order_item_id: hoodieLine!.id, quantity: 1, restock: true }],
    })
    expect(await variantStock(t.db, hoodieL)).toBe(stock + 1)
    const order = await orderOf(id)
    expect(order).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedCents: hoodieLine!.unitPriceCents,
      status: 'processing',
    })
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, hoodieLine!.id))
    expect(line!.refundedQuantity).toBe(1)
    const mails = await refundEmails(customer.email, id)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.html).toContain('Refund Raven')
    // The partner gives back half of the line's share: one of its two units.
    const reversal = (await ledgerOf(hoodieLine!.id)).find((l) => l.kind === 'reversal')
    expect(reversal?.amountCents).toBe(-Math.floor(accrual!.amountCents / 2))
    expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'order.refund' })])

    // The tee (no partner) is refunded too: the hoodie's reversal stays as it was.
    const tee = await refund(id, { lines: [{ order_item_id: teeLine.id, quantity: 1, restock: false }] })
    expect(tee.statusCode, tee.body).toBe(201)
    expect((await ledgerOf(hoodieLine!.id)).find((l) => l.kind === 'reversal')?.amountCents).toBe(
      reversal!.amountCents,
    )
    expect(await refundEmails(customer.email, id)).toHaveLength(2)

    const view = await money(id)
    expect(view.refunds).toHaveLength(2)
    expect(view.refundable_cents).toBe(order.totalCents - view.refunded_cents)
    expect(view.lines.find((l) => l.order_item_id === hoodieLine!.id)).toMatchObject({
      refunded_quantity: 1,
      refundable_quantity: 1,
    })
  })

  it('refuses a refund larger than what is left, and writes nothing', async () => {
    const { id, teeLine } = await paidOrder(customer, { teeQty: 1, hoodieQty: 0 })
    const order = await orderOf(id)
    const res = await refund(id, {
      lines: [{ order_item_id: teeLine.id, quantity: 1, restock: true }],
      custom_cents: order.totalCents,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(REFUND_MESSAGES.tooMuch(order.totalCents))
    expect(res.json().error.message).toBe(
      `The refund is more than the $${(order.totalCents / 100).toFixed(2)} left to refund`,
    )
    expect(await refundsOf(id)).toEqual([])
    expect(await orderOf(id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 })
    expect(await auditOf(id)).toEqual([])
    expect(await refundEmails(customer.email, id)).toEqual([])

    const more = await refund(id, { lines: [{ order_item_id: teeLine.id, quantity: 2, restock: false }] })
    expect(more.statusCode).toBe(409)
    expect(more.json().error.message).toBe(REFUND_MESSAGES.quantityTooHigh('Stake Tee', 1))
    const none = await refund(id, { lines: [] })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.message).toBe(REFUND_MESSAGES.nothingSelected)
  })

  it('two refunds at once never give back more than was paid', async () => {
    const { id } = await paidOrder(customer, { teeQty: 2, hoodieQty: 0 })
    const order = await orderOf(id)
    const part = Math.ceil(order.totalCents * 0.6)
    const results = await Promise.all([
      refund(id, { custom_cents: part }),
      refund(id, { custom_cents: part }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(
      REFUND_MESSAGES.tooMuch(order.totalCents - part),
    )
    const after = await orderOf(id)
    expect(after.refundedCents).toBe(part)
    expect((await refundsOf(id)).reduce((s, r) => s + r.amountCents, 0)).toBe(part)
  })

  it('refunds the shipping once, with its tax and less its discount', async () => {
    const { id } = await paidOrder(customer, { teeQty: 1, hoodieQty: 0 })
    await t.db
      .update(orders)
      .set({ shippingCents: 1000, shippingDiscountCents: 200, shippingTaxCents: 64 })
      .where(eq(orders.id, id))
    const res = await refund(id, { shipping: true })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ amount_cents: 864, shipping_cents: 864 })
    expect((await money(id)).shipping_refunded).toBe(true)
    const again = await refund(id, { shipping: true })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(REFUND_MESSAGES.shippingRefunded)
  })

  it("spreads a line's discount and tax over its units; the last unit takes the remainder", async () => {
    const { id, teeLine } = await paidOrder(customer, { teeQty: 3, hoodieQty: 0 })
    // 3 × $25.00 = $75.00, less $10.01 discount, plus $5.36 tax: $70.35 for the line.
    await t.db
      .update(orderItems)
      .set({ discountCents: 1001, taxCents: 536 })
      .where(eq(orderItems.id, teeLine.id))
    const before = await orderOf(id)
    await t.db
      .update(orders)
      .set({
        discountCents: 1001,
        taxCents: 536,
        totalCents: before.totalCents - 1001 + 536,
      })
      .where(eq(orders.id, id))
    const one = await refund(id, { lines: [{ order_item_id: teeLine.id, quantity: 1, restock: false }] })
    expect(one.json().amount_cents).toBe(2345)
    const view = await money(id)
    expect(view.lines[0]).toMatchObject({ unit_refund_cents: 2345, refundable_cents: 7035 - 2345 })
    const rest = await refund(id, { lines: [{ order_item_id: teeLine.id, quantity: 2, restock: false }] })
    expect(rest.json().amount_cents).toBe(7035 - 2345)
    expect((await orderOf(id)).refundedCents).toBe(7035)
  })

  it('the status change to refunded gives back what is left, recorded as a refund', async () => {
    const { id, teeLine, hoodieLine } = await paidOrder(customer, { teeQty: 2, hoodieQty: 1 })
    const first = await refund(id, { lines: [{ order_item_id: teeLine.id, quantity: 1, restock: true }] })
    expect(first.statusCode).toBe(201)
    const stock = await variantStock(t.db, teeM)
    const res = await setStatus(id, 'refunded')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'refunded', payment: { status: 'refunded' } })
    const order = await orderOf(id)
    expect(order.refundedCents).toBe(order.totalCents)
    const list = await refundsOf(id)
    expect(list.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual(
      [first.json().amount_cents, order.totalCents - first.json().amount_cents].sort((a, b) => a - b),
    )
    expect(list.find((r) => r.idempotencyKey === `order-refund:${id}`)).toBeTruthy()
    // Stock the order still held goes back, without the unit the first refund already returned.
    expect(await variantStock(t.db, teeM)).toBe(stock + 1)
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id))
    expect(lines.every((l) => l.refundedQuantity === l.quantity)).toBe(true)
    const ledger = await ledgerOf(hoodieLine!.id)
    const [accrual, reversal] = ['accrual', 'reversal'].map((k) => ledger.find((l) => l.kind === k))
    expect(reversal?.amountCents).toBe(-accrual!.amountCents)
    const after = await refund(id, { custom_cents: 1 })
    expect(after.statusCode).toBe(409)
    expect(after.json().error.message).toBe(REFUND_MESSAGES.fullyRefunded)
  })
})

describe('order notes', () => {
  it('adds a staff note, lists it newest first and audits it', async () => {
    const { id } = await paidOrder(customer, { teeQty: 1, hoodieQty: 0 })
    const add = (body: string) =>
      t.request({
        method: 'POST',
        url: `/api/admin/orders/${id}/notes`,
        cookie: admin.cookie,
        payload: { body },
      })
    expect((await add('Customer called about sizing')).statusCode).toBe(201)
    const second = await add('  Sent a replacement  ')
    expect(second.statusCode).toBe(201)
    expect(second.json()).toMatchObject({ body: 'Sent a replacement', author: admin.email })
    expect((await money(id)).notes.map((n) => n.body)).toEqual([
      'Sent a replacement',
      'Customer called about sizing',
    ])
    expect((await auditOf(id)).filter((a) => a.action === 'order.note')).toHaveLength(2)
    const empty = await add('   ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(REFUND_MESSAGES.noteLength)
    const missing = await t.request({
      method: 'POST',
      url: `/api/admin/orders/00000000-0000-4000-8000-000000000000/notes`,
      cookie: admin.cookie,
      payload: { body: 'x' },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(ADMIN_ORDER_MESSAGES.notFound)
  })
})
