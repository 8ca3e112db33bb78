import type { CartReminderStats, CartResponse } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'
import { cartReminders, carts } from '../../db/schema/carts.ts'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import { sendCartReminders } from './cart-reminder.ts'

let t: TestApp
let admin: TestUser
let tee: { id: string; slug: string; name: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  tee = (await createProduct(t.db, { name: 'Genesis Tee', priceCents: 2900 })).product
})
afterAll(async () => {
  await t?.close()
})

const line = (quantity = 1, size = 'M', color = 'Black') => ({ product_id: tee.id, size, color, quantity })
const cartCall = (u: TestUser, method: 'GET' | 'PUT' | 'POST', payload?: object) =>
  t.request({ method, url: method === 'POST' ? '/api/cart/merge' : '/api/cart', cookie: u.cookie, payload })
const putCart = async (u: TestUser, lines: object[]) => {
  const res = await cartCall(u, 'PUT', { lines })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as CartResponse
}
async function customer({ consent = true } = {}) {
  const u = await t.createUser({ name: 'Ada Lovelace' })
  if (consent) await t.db.insert(marketingSubscribers).values({ email: u.email, userId: u.id })
  return u
}
/** The customer's cart as if last changed `minutes` ago. */
const leave = (u: TestUser, minutes: number) =>
  t.db
    .update(carts)
    .set({ updatedAt: sql`now() - make_interval(mins => ${minutes}::int)` })
    .where(eq(carts.userId, u.id))
const remindersTo = async (u: TestUser) =>
  (await t.outbox(u.email)).filter((m) => m.templateName === 'abandoned-cart')

describe('server cart', () => {
  it('keeps a signed-in customer cart, checked against the catalogue, priced from it', async () => {
    const u = await customer()
    expect((await cartCall({ ...u, cookie: '' }, 'GET')).statusCode).toBe(401)
    const cart = await putCart(u, [
      { ...line(2), image_url: '/files/products/black.webp' },
      line(1, 'XXL'),
      { ...line(1), product_id: '00000000-0000-4000-8000-000000000000' },
      line(9, 'm', 'black'),
    ])
    expect(cart.lines).toEqual([
      {
        product_id: tee.id,
        slug: tee.slug,
        name: 'Genesis Tee (M, Black)',
        image_url: '/files/products/black.webp',
        price_cents: 2900,
        size: 'M',
        color: 'Black',
        quantity: 10,
        weight_grams: 200,
      },
    ])
    expect((await cartCall(u, 'GET')).json()).toEqual(cart)
  })

  it('merges a visitor cart on sign-in: same lines add up, others join', async () => {
    const u = await customer()
    await putCart(u, [line(2)])
    const res = await cartCall(u, 'POST', { lines: [line(3), line(1, 'S', 'White')] })
    expect(res.statusCode, res.body).toBe(200)
    const merged = res.json() as CartResponse
    expect(merged.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Genesis Tee (M, Black)', 5],
      ['Genesis Tee (S, White)', 1],
    ])
  })
})

describe('a merge sent again', () => {
  it('adds the visitor lines once per merge key: a retried merge changes nothing, a new key merges again', async () => {
    const u = await customer()
    await putCart(u, [line(2)])
    const merge_key = crypto.randomUUID()
    const first = await cartCall(u, 'POST', { lines: [line(3)], merge_key })
    const again = await cartCall(u, 'POST', { lines: [line(3)], merge_key })
    expect(again.statusCode, again.body).toBe(200)
    expect([first.json(), again.json()].map((c: CartResponse) => c.lines.map((l) => l.quantity))).toEqual([
      [5],
      [5],
    ])
    const next = await cartCall(u, 'POST', { lines: [line(1)], merge_key: crypto.randomUUID() })
    expect((next.json() as CartResponse).lines.map((l) => l.quantity)).toEqual([6])
    const bad = await cartCall(u, 'POST', { lines: [], merge_key: 'not-a-key' })
    expect(bad.statusCode).toBe(400)
  })
})

describe('abandoned-cart reminder', () => {
  it('sends one reminder with the items and a link back, never twice for the same cart', async () => {
    const u = await customer()
    await putCart(u, [line(2)])
    await leave(u, 100)
    await sendCartReminders(t.ctx)
    expect(await remindersTo(u)).toHaveLength(0)
    await leave(u, 241)
    await sendCartReminders(t.ctx)
    const [mail, ...more] = await remindersTo(u)
    expect(more).toHaveLength(0)
    expect(mail!.html).toContain('Genesis Tee (M, Black)')
    expect(mail!.html).toContain('$58.00')
    expect(mail!.html).toContain(`${t.config.APP_URL}/cart`)
    expect(mail!.html).toContain('/api/newsletter/unsubscribe?token')
    // Changed and left again: still the same cart, so no second reminder.
    await putCart(u, [line(3)])
    await leave(u, 500)
    await sendCartReminders(t.ctx)
    expect(await remindersTo(u)).toHaveLength(1)
  })

  it('sends none after a purchase, and counts the order as the reminder’s conversion', async () => {
    const u = await customer()
    await putCart(u, [line(1)])
    await leave(u, 300)
    await sendCartReminders(t.ctx)
    expect(await remindersTo(u)).toHaveLength(1)
    const placed = await t.request({
      method: 'POST',
      url: '/api/orders',
      cookie: u.cookie,
      payload: orderBody(tee.id),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const [reminder] = await t.db.select().from(cartReminders).where(eq(cartReminders.userId, u.id))
    expect(reminder!.orderId).toBe(placed.json().order.id)
    expect((await cartCall(u, 'GET')).json().lines).toEqual([])
    const stats = await t.request({
      method: 'GET',
      url: '/api/admin/marketing/cart-reminders',
      cookie: admin.cookie,
    })
    expect(stats.json()).toMatchObject({
      sent: 2,
      recovered: 1,
      revenue_cents: 0,
    } satisfies Partial<CartReminderStats>)

    // A cart bought before its time is up gets nothing.
    const v = await customer()
    await putCart(v, [line(1)])
    const bought = await t.request({
      method: 'POST',
      url: '/api/orders',
      cookie: v.cookie,
      payload: orderBody(tee.id),
    })
    expect(bought.statusCode, bought.body).toBe(201)
    await leave(v, 300)
    await sendCartReminders(t.ctx)
    expect(await remindersTo(v)).toHaveLength(0)
  })

  it('sends none without consent, after unsubscribing, or when switched off; follows the set minutes', async () => {
    const none = await customer({ consent: false })
    const gone = await customer()
    for (const u of [none, gone]) {
      await putCart(u, [line(1)])
      await leave(u, 300)
    }
    await t.db
      .update(marketingSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(marketingSubscribers.email, gone.email))
    await sendCartReminders(t.ctx)
    expect(await remindersTo(none)).toHaveLength(0)
    expect(await remindersTo(gone)).toHaveLength(0)

    const put = (value: object) =>
      t.request({ method: 'PUT', url: '/api/admin/marketing/settings', cookie: admin.cookie, payload: value })
    expect((await put({ abandoned_cart_minutes: 5, abandoned_cart_enabled: true })).statusCode).toBe(400)
    expect((await put({ abandoned_cart_minutes: 30, abandoned_cart_enabled: false })).statusCode).toBe(200)
    const soon = await customer()
    await putCart(soon, [line(1)])
    await leave(soon, 45)
    await sendCartReminders(t.ctx)
    expect(await remindersTo(soon)).toHaveLength(0)
    await put({ abandoned_cart_minutes: 30, abandoned_cart_enabled: true })
    await sendCartReminders(t.ctx)
    expect(await remindersTo(soon)).toHaveLength(1)
  })
})
