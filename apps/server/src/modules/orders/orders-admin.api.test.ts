import { and, eq, sql } from 'drizzle-orm'
import {
  ADMIN_ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  type AdminOrderDetail,
  type OrderStatus,
} from '@rdo/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../db/schema/auth.ts'
import { notifications } from '../../db/schema/notifications.ts'
import type { TestUser } from '../../../test/helper.ts'
import { auditRows, eventsOf, insertOrder, orderRow } from '../../../test/fixtures/orders-admin.ts'
import {
  admin,
  customer,
  get,
  list,
  setStatus,
  shopOrder,
  t,
  useOrdersAdminWorld,
} from '../../../test/worlds/orders-admin.ts'

useOrdersAdminWorld()

describe('admin orders API', () => {
  describe('list', () => {
    let lister: TestUser
    let ids: { small: string; mid: string; big: string; shipped: string }
    beforeAll(async () => {
      lister = await t.createUser({ email: 'grace.lister@example.com', name: 'Grace Lister' })
      const day = (n: number) => new Date(Date.UTC(2020, 0, n))
      const base = { userId: lister.id, email: lister.email }
      ids = {
        small: (await insertOrder(t.db, { ...base, totalCents: 1000, createdAt: day(1) })).id,
        mid: (await insertOrder(t.db, { ...base, totalCents: 5000, quantity: 3, createdAt: day(2) })).id,
        big: (await insertOrder(t.db, { ...base, totalCents: 9000, createdAt: day(3) })).id,
        shipped: (
          await insertOrder(t.db, { ...base, status: 'shipped', totalCents: 2000, createdAt: day(4) })
        ).id,
      }
    })

    it('finds a customer’s orders by email, newest first, with customer and item count', async () => {
      const page = await list('q=grace.lister')
      expect(page.total).toBe(4)
      expect(page.items.map((o) => o.id)).toEqual([ids.shipped, ids.big, ids.mid, ids.small])
      expect(page.items.find((o) => o.id === ids.mid)).toMatchObject({
        status: 'processing',
        payment_status: 'paid',
        total_cents: 5000,
        item_count: 3,
        customer: { id: lister.id, email: lister.email, name: 'Grace Lister' },
      })
      expect((await list('q=nobody-matches-this')).total).toBe(0)
    })

    it('filters by status, sorts by total and pages', async () => {
      const processing = await list('q=grace.lister&status=processing&sort=total&dir=asc')
      expect(processing.items.map((o) => o.id)).toEqual([ids.small, ids.mid, ids.big])
      const shipped = await list('q=grace.lister&status=shipped')
      expect(shipped.items.map((o) => o.id)).toEqual([ids.shipped])

      const first = await list('q=grace.lister&sort=total&dir=desc&per_page=2&page=1')
      const second = await list('q=grace.lister&sort=total&dir=desc&per_page=2&page=2')
      expect(first).toMatchObject({ total: 4, page: 1, per_page: 2 })
      expect([...first.items, ...second.items].map((o) => o.id)).toEqual([
        ids.big,
        ids.mid,
        ids.shipped,
        ids.small,
      ])
      expect((await get('/api/admin/orders?status=lost')).statusCode).toBe(400)
      expect((await get('/api/admin/orders?sort=email')).statusCode).toBe(400)
    })

    it('finds an order by the start of its id', async () => {
      const page = await list(`q=${ids.mid.slice(0, 8)}`)
      expect(page.items.map((o) => o.id)).toContain(ids.mid)
      expect(page.items.every((o) => o.id.startsWith(ids.mid.slice(0, 8)))).toBe(true)
      expect((await list(`q=${ids.mid.toUpperCase()}`)).items.map((o) => o.id)).toEqual([ids.mid])
    })

    it('is for admins only', async () => {
      expect((await get('/api/admin/orders', '')).statusCode).toBe(401)
      expect((await get('/api/admin/orders', customer.cookie)).statusCode).toBe(403)
      expect((await setStatus(ids.small, 'preparing', undefined, customer.cookie)).statusCode).toBe(403)
      expect((await orderRow(t.db, ids.small)).status).toBe('processing')
    })
  })

  describe('detail', () => {
    it('shows items, customer, address, rate, payment and the timeline with the acting admin', async () => {
      const id = await shopOrder(customer, { quantity: 2 })
      expect((await setStatus(id, 'preparing', 'Packing today')).statusCode).toBe(200)
      const res = await get(`/api/admin/orders/${id}`)
      expect(res.statusCode).toBe(200)
      const order = res.json() as AdminOrderDetail
      expect(order).toMatchObject({
        id,
        status: 'preparing',
        customer: { id: customer.id, email: customer.email },
        contact_email: customer.email,
        shipping_address: { name: 'Ada Lovelace', city: 'San Francisco', country: 'US' },
        shipping_rate: { id: 'standard' },
        payment: { provider: 'simulated', status: 'paid' },
        next_statuses: ['shipped', 'cancelled', 'refunded'],
      })
      expect(order.items).toEqual([
        expect.objectContaining({
          name: 'Stake Tee',
          size: 'M',
          color: 'Black',
          quantity: 2,
          unit_price_cents: 2500,
        }),
      ])
      expect(order.items[0]!.image_url).toBeTruthy()
      expect(order.payment.paid_at).toBeTruthy()
      expect(order.total_cents).toBe(order.subtotal_cents + order.shipping_cents)
      expect(order.timeline.map((e) => [e.from, e.to, e.actor, e.note])).toEqual([
        [null, 'pending_payment', 'System', null],
        ['pending_payment', 'processing', 'System', null],
        ['processing', 'preparing', admin.email, 'Packing today'],
      ])
    })

    it('keeps the order of a deleted account, without the person', async () => {
      const gone = await t.createUser({ email: 'gone@example.com' })
      const row = await insertOrder(t.db, { userId: gone.id, email: gone.email })
      await t.db.delete(user).where(eq(user.id, gone.id))
      const order = (await get(`/api/admin/orders/${row.id}`)).json() as AdminOrderDetail
      expect(order.customer).toBeNull()
      const listed = await list(`q=${row.id}`)
      expect(listed.items[0]).toMatchObject({ id: row.id, customer: null })

      // Shipping it still works; there is nobody to notify or write to.
      expect((await setStatus(row.id, 'shipped')).statusCode).toBe(200)
      expect(await t.outbox('gone@example.com')).toEqual([])
    })

    it('answers a missing order with 404', async () => {
      const missing = await get('/api/admin/orders/00000000-0000-4000-8000-000000000000')
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.message).toBe('Order not found')
      const patch = await setStatus('00000000-0000-4000-8000-000000000000', 'shipped')
      expect(patch.statusCode).toBe(404)
      expect((await get('/api/admin/orders/not-a-uuid')).statusCode).toBe(400)
    })
  })

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
