import { eq } from 'drizzle-orm'
import type { AdminOrderDetail } from '@rdo/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../db/schema/auth.ts'
import type { TestUser } from '../../../test/helper.ts'
import { insertOrder, orderRow } from '../../../test/fixtures/orders-admin.ts'
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
})
