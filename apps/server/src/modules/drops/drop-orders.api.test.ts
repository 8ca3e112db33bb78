import { DROP_MESSAGES } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { variantStock } from '../../../test/products.ts'
import { orders } from '../../db/schema/orders.ts'
import { productDrops } from '../../db/schema/drops.ts'
import {
  admissionsOf,
  admit,
  admitted,
  createDrop,
  dropRow,
  lapse,
  minutesFromNow,
  order,
  seasonedUser,
} from '../../../test/fixtures/drops.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error
const ordersOf = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId))

describe('placing an order for a drop product', () => {
  it('refuses an order without a place in the drop, whatever the client sends, and leaves stock alone', async () => {
    const { product, variants, drop } = await createDrop(t)
    const u = await seasonedUser(t)
    const res = await order(t, u, product.id)
    expect(res.statusCode, res.body).toBe(403)
    expect(errorOf(res)).toEqual({ code: 'ADMISSION_REQUIRED', message: DROP_MESSAGES.admissionRequired })
    expect(await ordersOf(u.id)).toHaveLength(0)
    expect(await variantStock(t.db, variants[0]!.id)).toBe(10)
    expect((await dropRow(t, drop.id)).heldUnits).toBe(0)
  })

  it('answers a retried checkout with the order its place bought, not a refusal', async () => {
    const { product, drop } = await createDrop(t)
    const u = await seasonedUser(t)
    await admitted(t, u, drop.id)
    const place = (key: string) =>
      t.request({
        method: 'POST',
        url: '/api/orders',
        cookie: u.cookie,
        headers: { 'idempotency-key': key },
        payload: orderBody(product.id),
      })
    const first = await place('drop-retry-1')
    expect(first.statusCode, first.body).toBe(201)
    const retry = await place('drop-retry-1')
    expect(retry.statusCode, retry.body).toBe(200)
    expect(retry.json().id).toBe(first.json().id)
    // A new checkout is a second purchase: over the limit.
    expect(errorOf(await place('drop-retry-2')).code).toBe('LIMIT_REACHED')
    expect(await ordersOf(u.id)).toHaveLength(1)
  })

  it('takes a buyer this app admitted straight to the transaction, which still judges the order', async () => {
    const { product, drop } = await createDrop(t)
    const [u, v] = await Promise.all([seasonedUser(t), seasonedUser(t)])
    await admitted(t, u, drop.id)
    const prechecks = vi.spyOn(t.ctx.runtimes.drops.prechecks, 'read')
    try {
      // Its place remembered here: no precheck read.
      expect((await order(t, u, product.id)).statusCode).toBe(201)
      expect(prechecks).not.toHaveBeenCalled()
      // Without a place, the precheck turns the order away.
      expect(errorOf(await order(t, v, product.id)).code).toBe('ADMISSION_REQUIRED')
      expect(prechecks).toHaveBeenCalledTimes(1)
      // The used place is forgotten: a second order is read, and refused.
      expect(errorOf(await order(t, u, product.id)).code).toBe('LIMIT_REACHED')
      expect(prechecks).toHaveBeenCalledTimes(2)
    } finally {
      prechecks.mockRestore()
    }
    expect(await ordersOf(u.id)).toHaveLength(1)
  })

  it('refuses an order once the place has lapsed', async () => {
    const { product, drop } = await createDrop(t)
    const u = await seasonedUser(t)
    await admitted(t, u, drop.id)
    await lapse(t, drop.id, u.id)
    const res = await order(t, u, product.id)
    expect(res.statusCode, res.body).toBe(403)
    expect(errorOf(res)).toEqual({ code: 'ADMISSION_EXPIRED', message: DROP_MESSAGES.admissionExpired })
    expect(await ordersOf(u.id)).toHaveLength(0)
  })

  it('refuses more units than the place holds', async () => {
    const { product, drop } = await createDrop(t, { limit: 3 })
    const u = await seasonedUser(t)
    await admitted(t, u, drop.id, 1)
    const res = await order(t, u, product.id, 2)
    expect(res.statusCode).toBe(403)
    expect(errorOf(res).code).toBe('ADMISSION_REQUIRED')
  })

  it('turns the place into the order: the admission records it and its units move to the stock reservation', async () => {
    const { product, variants, drop } = await createDrop(t, { limit: 2 })
    const u = await seasonedUser(t)
    await admitted(t, u, drop.id, 2)
    expect((await dropRow(t, drop.id)).heldUnits).toBe(2)
    const res = await order(t, u, product.id, 2)
    expect(res.statusCode, res.body).toBe(201)
    const [admission] = await admissionsOf(t, drop.id)
    expect(admission).toMatchObject({ status: 'ordered', orderId: res.json().order.id })
    expect((await dropRow(t, drop.id)).heldUnits).toBe(0)
    expect(await variantStock(t.db, variants[0]!.id)).toBe(8)
  })

  it('checks the window again when the order is placed', async () => {
    const { product, drop } = await createDrop(t)
    const u = await seasonedUser(t)
    await admitted(t, u, drop.id)
    // The admin moved the drop to later after this customer got a place.
    await t.db
      .update(productDrops)
      .set({ startsAt: minutesFromNow(30) })
      .where(eq(productDrops.id, drop.id))
    const res = await order(t, u, product.id)
    expect(res.statusCode).toBe(403)
    expect(errorOf(res)).toEqual({ code: 'NOT_STARTED', message: DROP_MESSAGES.notStarted })
  })

  it('leaves products without a drop as they were', async () => {
    const { product: plain } = await createDrop(t)
    await t.db.delete(productDrops).where(eq(productDrops.productId, plain.id))
    const u = await seasonedUser(t)
    expect((await order(t, u, plain.id)).statusCode).toBe(201)
  })
})

describe('orders arriving together', () => {
  it("are each judged on their own customer's place in their own product's drop", async () => {
    // Sent at once, their drop rules are read together (one batched read): no answer may be another's.
    const a = await createDrop(t)
    const b = await createDrop(t)
    const { product: plain } = await createDrop(t)
    await t.db.delete(productDrops).where(eq(productDrops.productId, plain.id))
    const [withA, without, withB, lapsed, anyone, shouting] = await Promise.all(
      Array.from({ length: 6 }, () => seasonedUser(t)),
    )
    await admitted(t, withA!, a.drop.id)
    await admitted(t, withB!, b.drop.id)
    await admitted(t, lapsed!, a.drop.id)
    await lapse(t, a.drop.id, lapsed!.id)
    const answers = await Promise.all([
      order(t, withA!, a.product.id),
      order(t, without!, a.product.id),
      order(t, withB!, b.product.id),
      order(t, lapsed!, a.product.id),
      order(t, anyone!, plain.id),
      // A place in one drop is no place in another.
      order(t, withB!, a.product.id),
      // The same product, its id in capitals.
      order(t, shouting!, a.product.id.toUpperCase()),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([201, 403, 201, 403, 201, 403, 403])
    expect(errorOf(answers[1]!).code).toBe('ADMISSION_REQUIRED')
    expect(errorOf(answers[3]!).code).toBe('ADMISSION_EXPIRED')
    expect(errorOf(answers[5]!).code).toBe('ADMISSION_REQUIRED')
    expect(errorOf(answers[6]!).code).toBe('ADMISSION_REQUIRED')
  })
})

describe('the per-customer limit across sessions', () => {
  it('gives two sessions one place and refuses the second order over the limit', async () => {
    const { product, drop } = await createDrop(t, { limit: 1 })
    const u = await seasonedUser(t)
    const phone = { ...u, cookie: await t.signIn(u.email, u.password) }
    const [a, b] = await Promise.all([admitted(t, u, drop.id), admitted(t, phone, drop.id)])
    expect(b.admission).toEqual(a.admission)

    const [first, second] = await Promise.all([order(t, u, product.id), order(t, phone, product.id)])
    const codes = [first.statusCode, second.statusCode].sort()
    expect(codes).toEqual([201, 409])
    const refused = first.statusCode === 409 ? first : second
    expect(errorOf(refused)).toEqual({ code: 'LIMIT_REACHED', message: DROP_MESSAGES.limitReached(1) })
    expect(await ordersOf(u.id)).toHaveLength(1)

    // Another place is refused too while the order stands.
    const again = await admit(t, phone, drop.id)
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('LIMIT_REACHED')
  })

  it('frees the limit when the order is cancelled, and the used place is given again', async () => {
    const { product, drop } = await createDrop(t, { limit: 1 })
    const u = await seasonedUser(t)
    await admitted(t, u, drop.id)
    const placed = await order(t, u, product.id)
    expect(placed.statusCode).toBe(201)
    const cancel = await t.request({
      method: 'POST',
      url: `/api/orders/${placed.json().order.id}/cancel`,
      cookie: u.cookie,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const again = await admitted(t, u, drop.id)
    expect(again.admission.status).toBe('active')
    expect((await order(t, u, product.id)).statusCode).toBe(201)
  })
})

describe('stock and places together', () => {
  it('sells exactly the stock when every admitted buyer orders at once', async () => {
    const { product, variants, drop } = await createDrop(t, { product: { sizes: { M: 3 } } })
    const buyers = await Promise.all(Array.from({ length: 6 }, () => seasonedUser(t)))
    const places = await Promise.all(buyers.map((u) => admit(t, u, drop.id)))
    const inside = buyers.filter((_, i) => places[i]!.statusCode === 200)
    expect(inside).toHaveLength(3)
    const placed = await Promise.all(buyers.map((u) => order(t, u, product.id)))
    const statuses = placed.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 403)).toHaveLength(3)
    expect(statuses.some((s) => s >= 500)).toBe(false)
    expect(await variantStock(t.db, variants[0]!.id)).toBe(0)
    expect((await dropRow(t, drop.id)).heldUnits).toBe(0)
  })
})
