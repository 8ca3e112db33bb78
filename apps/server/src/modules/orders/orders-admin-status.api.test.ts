import { and, eq, sql } from 'drizzle-orm'
import {
  ADMIN_ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  type AdminOrderDetail,
  type OrderStatus,
} from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications.ts'
import { auditRows, eventsOf, insertOrder, orderRow } from '../../../test/fixtures/orders-admin.ts'
import {
  admin,
  customer,
  get,
  setStatus,
  shopOrder,
  t,
  useOrdersAdminWorld,
} from '../../../test/worlds/orders-admin.ts'

useOrdersAdminWorld()

describe('admin orders API', () => {
  describe('status changes', () => {
    const paidPairs = Object.entries(ORDER_TRANSITIONS).flatMap(([from, tos]) =>
      tos
        .filter((to) => from !== 'pending_payment' || to === 'cancelled')
        .map((to) => [from as OrderStatus, to] as const),
    )

    it.each(paidPairs)('moves an order from %s to %s', async (from, to) => {
      const row = await insertOrder(t.db, { userId: customer.id, email: customer.email, status: from })
      const res = await setStatus(row.id, to)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ id: row.id, status: to })
      const after = await orderRow(t.db, row.id)
      expect(after.status).toBe(to)
      // Cancelling a paid order gives the payment back too.
      const moneyBack = to === 'refunded' || (to === 'cancelled' && from !== 'pending_payment')
      expect(after.paymentStatus).toBe(
        moneyBack ? 'refunded' : from === 'pending_payment' ? 'unpaid' : 'paid',
      )
      const audits = await auditRows(t.db, row.id)
      expect(audits).toHaveLength(1)
      expect(audits[0]).toMatchObject({
        action: 'order.status_change',
        actorId: admin.id,
        before: { status: from },
        after: { status: to },
      })
    })

    it('refuses a jump the lifecycle does not have, and changes nothing', async () => {
      const row = await insertOrder(t.db, { userId: customer.id, email: customer.email, status: 'shipped' })
      const before = {
        events: (await eventsOf(t.db, row.id)).length,
        notices: (await t.db.select().from(notifications).where(eq(notifications.userId, customer.id)))
          .length,
        mails: (await t.outbox(customer.email)).length,
      }
      const res = await setStatus(row.id, 'processing', 'trying')
      expect(res.statusCode).toBe(409)
      expect(res.json().error.message).toBe('An order that is shipped cannot become processing')
      expect((await orderRow(t.db, row.id)).status).toBe('shipped')
      expect((await eventsOf(t.db, row.id)).length).toBe(before.events)
      expect(await auditRows(t.db, row.id)).toEqual([])
      expect(
        (await t.db.select().from(notifications).where(eq(notifications.userId, customer.id))).length,
      ).toBe(before.notices)
      expect((await t.outbox(customer.email)).length).toBe(before.mails)

      const final = await insertOrder(t.db, {
        userId: customer.id,
        email: customer.email,
        status: 'refunded',
      })
      const reopen = await setStatus(final.id, 'processing')
      expect(reopen.statusCode).toBe(409)
      expect(reopen.json().error.message).toBe('An order that is refunded cannot become processing')
      const same = await setStatus(row.id, 'shipped')
      expect(same.statusCode).toBe(409)
      expect(same.json().error.message).toBe('The order is already shipped')
      expect((await setStatus(row.id, 'on_the_moon')).statusCode).toBe(400)
    })

    it('never marks an unpaid order paid: payment comes from the provider', async () => {
      const row = await insertOrder(t.db, {
        userId: customer.id,
        email: customer.email,
        status: 'pending_payment',
      })
      for (const to of ['payment_received', 'processing']) {
        const res = await setStatus(row.id, to)
        expect(res.statusCode).toBe(409)
        expect(res.json().error.message).toBe(ADMIN_ORDER_MESSAGES.notPaid)
      }
      const refund = await setStatus(row.id, 'refunded')
      expect(refund.statusCode).toBe(409)
      expect(refund.json().error.message).toBe('An order that is pending payment cannot become refunded')
      expect((await orderRow(t.db, row.id)).status).toBe('pending_payment')
      const detail = (await get(`/api/admin/orders/${row.id}`)).json() as AdminOrderDetail
      expect(detail.next_statuses).toEqual(['cancelled'])
      expect(await auditRows(t.db, row.id)).toEqual([])
    })

    it('shipping notifies the customer live (order_shipped), emails them and writes one audit row', async () => {
      const id = await shopOrder(customer)
      const live: string[] = []
      const stop = t.ctx.realtime.subscribe(customer.id, (e) => {
        if (e.event === 'notification') live.push(JSON.stringify(e.data))
      })
      try {
        const res = await setStatus(id, 'shipped')
        expect(res.statusCode).toBe(200)
        const notes = await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'order_shipped')))
        const mine = notes.filter((n) => (n.data as { order_id?: string }).order_id === id)
        expect(mine).toHaveLength(1)
        expect(mine[0]).toMatchObject({ title: 'Your order has shipped', link: '/orders' })
        await expect.poll(() => live.some((e) => e.includes(id)), { timeout: 5000 }).toBe(true)

        const mails = (await t.outbox(customer.email)).filter(
          (m) => m.templateName === 'shipping-confirmation' && m.idempotencyKey.includes(id),
        )
        expect(mails).toHaveLength(1)
        expect(mails[0]!.subject).toBe(`Order ${id.slice(0, 8).toUpperCase()} has shipped`)
        expect(mails[0]!.html).toContain('RDO Shop (Standard)')
        expect(await auditRows(t.db, id)).toHaveLength(1)

        expect((await setStatus(id, 'delivered')).statusCode).toBe(200)
        const delivered = await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'order_delivered')))
        expect(delivered.filter((n) => (n.data as { order_id?: string }).order_id === id)).toHaveLength(1)
        expect(
          (await t.outbox(customer.email)).filter(
            (m) => m.templateName === 'order-delivered' && m.idempotencyKey.includes(id),
          ),
        ).toHaveLength(1)
        expect(await auditRows(t.db, id)).toHaveLength(2)
      } finally {
        stop()
      }
    })

    it('sends no notification to a customer who turned order updates off, but still emails', async () => {
      const quiet = await t.createUser({ email: 'quiet@example.com' })
      await t.db.execute(
        sql`update profiles set notification_preferences = '{"order_updates": false, "marketing": false}' where id = ${quiet.id}`,
      )
      const row = await insertOrder(t.db, { userId: quiet.id, email: quiet.email, status: 'preparing' })
      expect((await setStatus(row.id, 'shipped')).statusCode).toBe(200)
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, quiet.id))).toEqual([])
      expect(await t.outbox(quiet.email)).toHaveLength(1)
    })
  })

  it('says so when the provider that took the payment is not configured here, and changes nothing', async () => {
    const row = await insertOrder(t.db, {
      userId: customer.id,
      email: customer.email,
      status: 'shipped',
      provider: 'stripe',
      reference: 'pi_elsewhere',
    })
    const res = await setStatus(row.id, 'refunded')
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(ADMIN_ORDER_MESSAGES.refundUnavailable('Stripe'))
    const after = await orderRow(t.db, row.id)
    expect([after.status, after.paymentStatus]).toEqual(['shipped', 'paid'])
    expect(await auditRows(t.db, row.id)).toEqual([])
  })
})
