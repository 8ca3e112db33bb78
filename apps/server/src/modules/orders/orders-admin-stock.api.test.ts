import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import { orders, paymentEvents } from '../../db/schema/orders.ts'
import { variantStock } from '../../../test/products.ts'
import { expireUnpaidOrders } from './order-expiry.ts'
import { auditRows, insertOrder } from '../../../test/fixtures/orders-admin.ts'
import {
  customer,
  get,
  list,
  setStatus,
  shopOrder,
  sizeM,
  t,
  useOrdersAdminWorld,
} from '../../../test/worlds/orders-admin.ts'

/** The admin orders API: stock as orders are cancelled or lapse, the list's total on a large table, exports. */
useOrdersAdminWorld()

/** The customer's unpaid order, its payment window already over (the expiry job has not run yet). */
async function unpaidOrderPastExpiry() {
  const id = await shopOrder(customer, { pay: false })
  await t.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, id))
  return id
}

describe('stock', () => {
  it('cancelling a paid order puts its stock back once and refunds the simulated payment', async () => {
    const start = await variantStock(t.db, sizeM)
    const id = await shopOrder(customer, { quantity: 2 })
    expect(await variantStock(t.db, sizeM)).toBe(start - 2)

    const res = await setStatus(id, 'cancelled', 'Out of the print run')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } })
    expect(await variantStock(t.db, sizeM)).toBe(start)

    const again = await setStatus(id, 'cancelled')
    expect(again.statusCode).toBe(409)
    expect(await variantStock(t.db, sizeM)).toBe(start)
    const refunds = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id))
    expect(refunds).toEqual([expect.objectContaining({ provider: 'simulated', type: 'refund.created' })])
    const mail = (await t.outbox(customer.email)).find(
      (m) => m.idempotencyKey === `order-status:${id}:cancelled`,
    )
    expect(mail?.html).toContain('refunded')
  })

  it('an order the expiry already cancelled is not released again', async () => {
    const start = await variantStock(t.db, sizeM)
    const id = await unpaidOrderPastExpiry()
    expect(await expireUnpaidOrders(t.ctx)).toBeGreaterThanOrEqual(1)
    expect(await variantStock(t.db, sizeM)).toBe(start)

    const res = await setStatus(id, 'cancelled')
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('The order is already cancelled')
    expect(await variantStock(t.db, sizeM)).toBe(start)
    expect(await auditRows(t.db, id)).toEqual([])
  })

  it('cancelling an unpaid order past its expiry releases once; the expiry job then finds nothing', async () => {
    const start = await variantStock(t.db, sizeM)
    const id = await unpaidOrderPastExpiry()
    const res = await setStatus(id, 'cancelled')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'cancelled', payment: { status: 'unpaid' } })
    expect(await variantStock(t.db, sizeM)).toBe(start)
    await expireUnpaidOrders(t.ctx)
    expect(await variantStock(t.db, sizeM)).toBe(start)
  })

  it('refunding a shipped order gives the money back but not the stock', async () => {
    const start = await variantStock(t.db, sizeM)
    const id = await shopOrder(customer)
    expect((await setStatus(id, 'shipped')).statusCode).toBe(200)
    const res = await setStatus(id, 'refunded', 'Returned damaged')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'refunded', payment: { status: 'refunded' } })
    expect(await variantStock(t.db, sizeM)).toBe(start - 1)
    const [audit] = (await auditRows(t.db, id)).filter(
      (a) => (a.after as { status: string }).status === 'refunded',
    )
    expect(audit!.after).toMatchObject({
      payment_status: 'refunded',
      stock_released: false,
      note: 'Returned damaged',
      refund: { provider: 'simulated' },
    })
  })
})

it('keeps the unfiltered total cheap on a large table: the planner’s estimate, exact when filtered', async () => {
  const owner = await t.createUser({ email: 'bulk.owner@example.com' })
  await t.db.execute(sql`insert into orders (user_id, status, payment_status, contact_email, subtotal_cents,
      shipping_cents, total_cents, shipping_address)
    select ${owner.id}, 'delivered', 'paid', ${owner.email}, 1000, 0, 1000, '{}'::jsonb
    from generate_series(1, 10000)`)
  await t.db.execute(sql`analyze orders`)
  const [exact] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders)
  const all = await list('per_page=1')
  expect(Math.abs(all.total - exact!.n) / exact!.n).toBeLessThan(0.05)
  expect((await list('q=bulk.owner@example.com&per_page=1')).total).toBe(10_000)
  const [delivered] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.status, 'delivered'))
  expect((await list('status=delivered&per_page=1')).total).toBe(delivered!.n)
})

describe('CSV exports', () => {
  it('streams every order as CSV named with the date', async () => {
    const exporter = await t.createUser({ email: 'csv.person@example.com' })
    const row = await insertOrder(t.db, {
      userId: exporter.id,
      email: exporter.email,
      totalCents: 12345,
      quantity: 3,
    })
    const res = await get('/api/admin/orders/export.csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    const today = new Date().toISOString().slice(0, 10)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${today}.csv"`)
    const lines = res.body.trim().split('\n')
    expect(lines[0]).toBe(
      'id,created_at,status,payment_status,customer_email,item_count,subtotal,shipping,total,discount_code,discount,tax',
    )
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    expect(lines).toHaveLength(count!.n + 1)
    const line = lines.find((l) => l.startsWith(row.id))!
    expect(line).toBe(
      `${row.id},${row.createdAt.toISOString()},processing,paid,csv.person@example.com,3,117.50,5.95,123.45,,0.00,0.00`,
    )

    const filtered = await get('/api/admin/orders/export.csv?status=processing&q=csv.person')
    expect(filtered.body.trim().split('\n').slice(1)).toEqual([line])
    expect((await get('/api/admin/orders/export.csv', customer.cookie)).statusCode).toBe(403)
  })

  it('exports the active newsletter subscribers', async () => {
    await t.db.insert(marketingSubscribers).values([
      { email: 'active.one@example.com', firstName: 'Active', lastName: 'One' },
      { email: 'formula@example.com', firstName: '=HYPERLINK("x")', lastName: null },
      { email: 'gone.sub@example.com', status: 'unsubscribed' },
    ])
    const res = await get('/api/admin/subscribers/export.csv')
    expect(res.statusCode).toBe(200)
    const today = new Date().toISOString().slice(0, 10)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="subscribers-${today}.csv"`)
    const lines = res.body.trim().split('\n')
    expect(lines[0]).toBe(
      'id,email,first_name,last_name,newsletter,promotional,product_updates,frequency,subscribed_at',
    )
    expect(lines.some((l) => l.includes('active.one@example.com,Active,One,true,true,true,weekly'))).toBe(
      true,
    )
    expect(lines.some((l) => l.includes(`formula@example.com,"'=HYPERLINK(""x"")",`))).toBe(true)
    expect(res.body).not.toContain('gone.sub@example.com')
    expect((await get('/api/admin/subscribers/export.csv', customer.cookie)).statusCode).toBe(403)
  })
})
