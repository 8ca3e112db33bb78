import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications.ts'
import { orders } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct, productStock, variantStock } from '../../../test/products.ts'
import { expireUnpaidOrders } from './order-expiry.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const backdate = (id: string) =>
  t.db
    .update(orders)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, id))

describe('unpaid orders expire', () => {
  it('cancels orders past expires_at and returns their stock, once', async () => {
    const buyer = await t.createUser()
    const { product, variants } = await createProduct(t.db, { sizes: { M: 2 } })
    // Two customers: one customer's second order for the same items would replace the first.
    const other = await t.createUser()
    const place = async (cookie: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/orders',
          payload: orderBody(product.id),
          cookie,
        })
      ).json().order
    const late = await place(buyer.cookie)
    const fresh = await place(other.cookie)
    expect(await variantStock(t.db, variants[0]!.id)).toBe(0)

    await backdate(late.id)
    expect(await expireUnpaidOrders(t.ctx)).toBe(1)
    expect(await expireUnpaidOrders(t.ctx)).toBe(0)

    const [row] = await t.db.select().from(orders).where(eq(orders.id, late.id))
    expect(row!.status).toBe('cancelled')
    const [still] = await t.db.select().from(orders).where(eq(orders.id, fresh.id))
    expect(still!.status).toBe('pending_payment')
    expect(await variantStock(t.db, variants[0]!.id)).toBe(1)
    expect(await productStock(t.db, product.id)).toBe(1)

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, 'order_status')))
    expect(notice!.message).toBe(
      `Order ${late.id.slice(0, 8).toUpperCase()} was cancelled because it was not paid within 30 minutes`,
    )
    const pay = await t.request({ method: 'POST', url: `/api/orders/${late.id}/pay`, cookie: buyer.cookie })
    expect(pay.statusCode).toBe(409)
    expect(pay.json().error.message).toBe('This order can no longer be paid')
  })

  it('stays silent for customers who turned order updates off', async () => {
    const buyer = await t.createUser()
    await t.db
      .update(profiles)
      .set({ notificationPreferences: { order_updates: false, marketing: false } })
      .where(eq(profiles.id, buyer.id))
    const { product } = await createProduct(t.db)
    const order = (
      await t.request({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody(product.id),
        cookie: buyer.cookie,
      })
    ).json().order
    await backdate(order.id)
    expect(await expireUnpaidOrders(t.ctx)).toBe(1)
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id))).toEqual([])
  })

  it('runs as a scheduled job every minute', async () => {
    const { registerOrderJobs, EXPIRE_ORDERS_JOB } = await import('./order-expiry.ts')
    await registerOrderJobs(t.ctx)
    const schedules = await t.ctx.jobs.boss.getSchedules()
    expect(schedules).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: EXPIRE_ORDERS_JOB, cron: '* * * * *' })]),
    )
  })
})
