import { eq } from 'drizzle-orm'
import { ORDER_MESSAGES, RETURN_MESSAGES, returnDay, type OrderReturnsResponse } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { orders, orderStatusEvents } from '../../db/schema/orders.ts'
import { refunds } from '../../db/schema/refunds.ts'
import { variantStock } from '../../../test/products.ts'
import {
  admin,
  customer,
  deliver,
  other,
  paidOrder,
  refundEmails,
  t,
  teeM,
  useRefundsWorld,
} from '../../../test/worlds/refunds.ts'

/** Returns: a customer asks within the window, staff approve or reject, the received parcel is refunded. */
useRefundsWorld()

const ask = (id: string, lines: { order_item_id: string; quantity: number }[], cookie = customer.cookie) =>
  t.request({
    method: 'POST',
    url: `/api/orders/${id}/returns`,
    cookie,
    payload: { lines, reason: 'Too small for me' },
  })
const view = async (id: string, cookie = customer.cookie) => {
  const res = await t.request({ method: 'GET', url: `/api/orders/${id}/returns`, cookie })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as OrderReturnsResponse
}
const act = (returnId: string, action: string, payload: object) =>
  t.request({
    method: 'POST',
    url: `/api/admin/returns/${returnId}/${action}`,
    cookie: admin.cookie,
    payload,
  })
const emails = async (template: string) =>
  (await t.outbox(customer.email)).filter((m) => m.templateName === template)
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id))

describe('asking for a return', () => {
  it('refuses an order that is not delivered, and one past its window', async () => {
    const { id, teeLine } = await paidOrder(customer, { teeQty: 1, hoodieQty: 0 })
    const early = await ask(id, [{ order_item_id: teeLine.id, quantity: 1 }])
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(RETURN_MESSAGES.notDelivered)
    expect((await view(id)).refusal).toBe(RETURN_MESSAGES.notDelivered)

    await deliver(id)
    const at = new Date(Date.now() - 40 * 86_400_000)
    await t.db.update(orderStatusEvents).set({ createdAt: at }).where(eq(orderStatusEvents.orderId, id))
    const late = await ask(id, [{ order_item_id: teeLine.id, quantity: 1 }])
    expect(late.statusCode).toBe(409)
    const closed = RETURN_MESSAGES.windowClosed(returnDay(new Date(at.getTime() + 30 * 86_400_000)))
    expect(late.json().error.message).toBe(closed)
    expect(late.json().error.message).toMatch(
      /^The return window for this order closed on \w{3} \d{1,2}, \d{4}$/,
    )

    // A longer window from the settings opens it again.
    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/returns/settings',
      cookie: admin.cookie,
      payload: { window_days: 60 },
    })
    expect(saved.statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: '/api/returns-policy' })).json()).toEqual({
      window_days: 60,
    })
    expect((await ask(id, [{ order_item_id: teeLine.id, quantity: 1 }])).statusCode).toBe(201)
    await t.request({
      method: 'PUT',
      url: '/api/admin/returns/settings',
      cookie: admin.cookie,
      payload: { window_days: 30 },
    })
  })

  it("keeps to the units left, and answers another customer's order with 404", async () => {
    const { id, teeLine } = await paidOrder(customer, { teeQty: 2, hoodieQty: 0 })
    await deliver(id)
    expect((await view(id)).lines[0]).toMatchObject({ returnable_quantity: 2 })
    const first = await ask(id, [{ order_item_id: teeLine.id, quantity: 1 }])
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({ status: 'requested', lines: [{ quantity: 1, name: 'Stake Tee' }] })
    const more = await ask(id, [{ order_item_id: teeLine.id, quantity: 2 }])
    expect(more.statusCode).toBe(409)
    expect(more.json().error.message).toBe(RETURN_MESSAGES.quantityTooHigh('Stake Tee', 1))
    const short = await t.request({
      method: 'POST',
      url: `/api/orders/${id}/returns`,
      cookie: customer.cookie,
      payload: { lines: [{ order_item_id: teeLine.id, quantity: 1 }], reason: 'no' },
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().error.message).toBe(RETURN_MESSAGES.reasonLength)

    for (const res of [
      await ask(id, [{ order_item_id: teeLine.id, quantity: 1 }], other.cookie),
      await t.request({ method: 'GET', url: `/api/orders/${id}/returns`, cookie: other.cookie }),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(ORDER_MESSAGES.notFound)
    }
  })
})

describe('handling returns', () => {
  it('rejects with a message the customer is emailed', async () => {
    const { id, teeLine } = await paidOrder(customer, { teeQty: 1, hoodieQty: 0 })
    await deliver(id)
    const asked = (await ask(id, [{ order_item_id: teeLine.id, quantity: 1 }])).json()
    expect((await act(asked.id, 'reject', { message: ' ' })).json().error.message).toBe(
      RETURN_MESSAGES.messageRequired,
    )
    const res = await act(asked.id, 'reject', { message: 'Worn items cannot be returned.' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'rejected', admin_message: 'Worn items cannot be returned.' })
    const mail = (await emails('return-rejected')).find(
      (m) => m.idempotencyKey === `return-rejected:${asked.id}`,
    )
    expect(mail?.html).toContain('Worn items cannot be returned.')
    expect((await auditOf(asked.id)).map((a) => a.action)).toEqual(['return.reject'])
    // Decided once; the units may be asked for again.
    const again = await act(asked.id, 'approve', { message: 'Send it back' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(RETURN_MESSAGES.notRequested('Return rejected'))
    expect((await view(id)).lines[0]!.returnable_quantity).toBe(1)
  })

  it('approves with instructions, then the received parcel is refunded and restocked: the order ends refunded', async () => {
    const { id, teeLine, hoodieLine } = await paidOrder(customer, { teeQty: 1, hoodieQty: 1 })
    // One line refunded from the back office first.
    const first = await t.request({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      cookie: admin.cookie,
      payload: { lines: [{ order_item_id: hoodieLine!.id, quantity: 1, restock: true }], shipping: true },
    })
    expect(first.statusCode, first.body).toBe(201)
    await deliver(id)
    const asked = await ask(id, [{ order_item_id: teeLine.id, quantity: 1 }])
    expect(asked.statusCode, asked.body).toBe(201)
    const returnId = asked.json().id as string

    const list = await t.request({
      method: 'GET',
      url: '/api/admin/returns?status=requested',
      cookie: admin.cookie,
    })
    expect(list.json().items[0]).toMatchObject({ id: returnId, customer_email: customer.email })

    const early = await act(returnId, 'receive', {})
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(RETURN_MESSAGES.notApproved)
    const ok = await act(returnId, 'approve', { message: 'Ship it to RDO Returns, 1 Market St.' })
    expect(ok.json()).toMatchObject({ status: 'approved' })
    expect((await emails('return-approved')).at(-1)?.html).toContain('Ship it to RDO Returns, 1 Market St.')

    const stock = await variantStock(t.db, teeM)
    const received = await act(returnId, 'receive', { restock: true })
    expect(received.statusCode, received.body).toBe(200)
    const order = (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
    expect(received.json()).toMatchObject({
      status: 'received',
      refunded_cents: order.totalCents - first.json().amount_cents,
    })
    expect(await variantStock(t.db, teeM)).toBe(stock + 1)
    expect(order).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedCents: order.totalCents,
    })
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, id))
    expect(rows.find((r) => r.returnId === returnId)?.idempotencyKey).toBe(`return-refund:${returnId}`)
    expect(await refundEmails(customer.email, id)).toHaveLength(2)
    expect((await auditOf(returnId)).map((a) => a.action).sort()).toEqual([
      'return.approve',
      'return.receive',
    ])
    expect((await view(id)).returns[0]).toMatchObject({ status: 'received' })
    expect((await act(returnId, 'receive', {})).statusCode).toBe(409)
  })
})
