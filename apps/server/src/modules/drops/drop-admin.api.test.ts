import { DROP_MESSAGES, type AdminDrop, type DropLiveResponse } from '@rdo/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { productDrops } from '../../db/schema/drops.ts'
import {
  admit,
  admitted,
  createDrop,
  minutesFromNow,
  order,
  seasonedUser,
} from '../../../test/fixtures/drops.ts'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin', name: 'Ada Admin' })
})
afterAll(async () => {
  await t?.close()
})

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error
const put = (productId: string, payload: object) =>
  t.request({ method: 'PUT', url: `/api/admin/products/${productId}/drop`, cookie: admin.cookie, payload })
const remove = (productId: string) =>
  t.request({ method: 'DELETE', url: `/api/admin/products/${productId}/drop`, cookie: admin.cookie })
const auditRows = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product_drops'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt)
const auditTotal = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length
const productDetail = async (slug: string) => {
  const res = await t.request({ method: 'GET', url: `/api/products/${slug}` })
  expect(res.statusCode).toBe(200)
  return res.json().drop as AdminDrop | null
}
const openJobs = async (dropId: string) =>
  (
    await t.db.execute<{ start_after: Date; at: string }>(sql`select start_after, data->>'at' as at
      from pgboss.job where name = 'drops.notify-open' and data->>'dropId' = ${dropId}`)
  ).rows

describe('scheduling a drop', () => {
  it('refuses a holder window after the start, a new drop in the past, an unknown time zone and an unknown product, writing nothing', async () => {
    const { product } = await createProduct(t.db)
    const before = await auditTotal()
    const late = await put(product.id, {
      starts_at: minutesFromNow(60).toISOString(),
      holder_starts_at: minutesFromNow(61).toISOString(),
    })
    expect(late.statusCode).toBe(400)
    expect(errorOf(late).message).toBe(DROP_MESSAGES.holderWindowOrder)
    const past = await put(product.id, { starts_at: minutesFromNow(-5).toISOString() })
    expect(past.statusCode).toBe(400)
    expect(errorOf(past).message).toBe(DROP_MESSAGES.startInPast)
    for (const zone of ['Mars/Olympus', '+02:00', 'CEST', 'Europe/Pariss']) {
      const res = await put(product.id, { starts_at: minutesFromNow(60).toISOString(), time_zone: zone })
      expect(res.statusCode, zone).toBe(400)
      expect(errorOf(res).message).toBe(DROP_MESSAGES.unknownTimeZone)
    }
    const unknown = await put('00000000-0000-4000-8000-000000000000', {
      starts_at: minutesFromNow(60).toISOString(),
    })
    expect(unknown.statusCode).toBe(404)
    expect(await auditTotal()).toBe(before)
    expect(await t.db.select().from(productDrops).where(eq(productDrops.productId, product.id))).toEqual([])
  })

  it('creates a drop with the default holder minimum, serves it with the product, and queues its opening notice', async () => {
    const { product } = await createProduct(t.db)
    expect(await productDetail(product.slug)).toBeNull()
    const startsAt = minutesFromNow(60)
    const res = await put(product.id, {
      starts_at: startsAt.toISOString().replace('Z', '+00:00'),
      holder_starts_at: minutesFromNow(30).toISOString(),
      per_customer_limit: 2,
      time_zone: 'Europe/Paris',
    })
    expect(res.statusCode, res.body).toBe(200)
    const drop: AdminDrop = res.json().drop
    expect(drop).toMatchObject({
      product_id: product.id,
      starts_at: startsAt.toISOString(),
      holder_minimum: '100',
      per_customer_limit: 2,
      time_zone: 'Europe/Paris',
      notified_at: null,
    })
    const audit = await auditRows(drop.id)
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['drop.create', admin.id]])

    // The product data (cached, the same for everyone) carries the drop right away.
    const { product_id: _p, notified_at: _n, ...publicDrop } = drop
    expect(await productDetail(product.slug)).toEqual(publicDrop)

    const jobs = await openJobs(drop.id)
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(startsAt.getTime())

    // Replacing it keeps the drop (its places) and may change anything; no holder window, no minimum.
    const later = minutesFromNow(90)
    const replaced = await put(product.id, { starts_at: later.toISOString(), holder_minimum: 500 })
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json().drop).toMatchObject({
      id: drop.id,
      holder_starts_at: null,
      holder_minimum: null,
      per_customer_limit: 1,
      time_zone: 'UTC',
    })
    expect((await auditRows(drop.id)).map((a) => a.action)).toEqual(['drop.create', 'drop.update'])
    expect((await productDetail(product.slug))?.starts_at).toBe(later.toISOString())
    expect((await openJobs(drop.id)).map((j) => j.at).sort()).toEqual(
      [startsAt.toISOString(), later.toISOString()].sort(),
    )
  })

  it('refuses to move a drop that has not started into the past, or to an unknown zone, changing nothing', async () => {
    const startsAt = minutesFromNow(30)
    const { product, drop } = await createDrop(t, { startsAt })
    const before = await auditTotal()
    const past = await put(product.id, { starts_at: minutesFromNow(-5).toISOString() })
    expect(past.statusCode).toBe(400)
    expect(errorOf(past)).toEqual({ code: 'START_IN_PAST', message: DROP_MESSAGES.startInPast })
    const zone = await put(product.id, {
      starts_at: minutesFromNow(40).toISOString(),
      time_zone: 'Nowhere/City',
    })
    expect(zone.statusCode).toBe(400)
    expect(errorOf(zone).message).toBe(DROP_MESSAGES.unknownTimeZone)
    const [row] = await t.db.select().from(productDrops).where(eq(productDrops.id, drop.id))
    expect(row).toMatchObject({ startsAt, timeZone: 'UTC' })
    expect(await auditTotal()).toBe(before)
    // A valid zone and a future start are saved.
    const moved = await put(product.id, {
      starts_at: minutesFromNow(45).toISOString(),
      time_zone: 'America/New_York',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().drop).toMatchObject({ id: drop.id, time_zone: 'America/New_York' })
  })

  it('keeps a custom holder minimum, and lets a running drop be edited', async () => {
    const { product, drop } = await createDrop(t, { startsAt: minutesFromNow(-10) })
    const res = await put(product.id, {
      starts_at: minutesFromNow(-10).toISOString(),
      holder_starts_at: minutesFromNow(-20).toISOString(),
      holder_minimum: '2500.5',
      per_customer_limit: 3,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().drop).toMatchObject({ id: drop.id, holder_minimum: '2500.5', per_customer_limit: 3 })
  })

  it('removes a drop with its audit row, and says so when there is none', async () => {
    const { product, drop } = await createDrop(t, { startsAt: minutesFromNow(30) })
    expect(await productDetail(product.slug)).not.toBeNull()
    const res = await remove(product.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ drop: null })
    expect((await auditRows(drop.id)).map((a) => a.action)).toEqual(['drop.delete'])
    expect(await productDetail(product.slug)).toBeNull()
    const again = await remove(product.id)
    expect(again.statusCode).toBe(404)
    expect(errorOf(again)).toEqual({ code: 'DROP_NOT_FOUND', message: DROP_MESSAGES.dropNotFound })
    expect((await auditRows(drop.id)).length).toBe(1)
  })
})

describe('the drop list', () => {
  it('lists upcoming drops and those of the last seven days, soonest first, with their product', async () => {
    const old = await createDrop(t, { startsAt: minutesFromNow(-8 * 24 * 60) })
    const recent = await createDrop(t, { startsAt: minutesFromNow(-2 * 24 * 60) })
    const soon = await createDrop(t, { startsAt: minutesFromNow(5) })
    const res = await t.request({ method: 'GET', url: '/api/admin/drops', cookie: admin.cookie })
    expect(res.statusCode).toBe(200)
    const items: { id: string; product_name: string; product_slug: string }[] = res.json().items
    const ids = items.map((i) => i.id)
    expect(ids).not.toContain(old.drop.id)
    expect(ids.indexOf(recent.drop.id)).toBeLessThan(ids.indexOf(soon.drop.id))
    expect(items.find((i) => i.id === soon.drop.id)).toMatchObject({
      product_name: soon.product.name,
      product_slug: soon.product.slug,
    })
  })
})

describe('the live view', () => {
  it('counts places, the queue, sales, the order rate and refusals by reason', async () => {
    const { product, drop } = await createDrop(t, { product: { sizes: { M: 4 } }, limit: 2 })
    const buyers = await Promise.all(Array.from({ length: 3 }, () => seasonedUser(t)))
    for (const u of buyers) await admitted(t, u, drop.id)
    expect((await order(t, buyers[0]!, product.id)).statusCode).toBe(201)
    const late = await seasonedUser(t)
    const stranger = await seasonedUser(t)
    expect(errorOf(await admit(t, await t.createUser(), drop.id)).code).toBe('ACCOUNT_TOO_NEW')
    expect(errorOf(await admit(t, late, drop.id, 3)).code).toBe('LIMIT_REACHED')
    expect(errorOf(await order(t, stranger, product.id)).code).toBe('ADMISSION_REQUIRED')
    // Three units left, two of them held: two more do not fit.
    expect(errorOf(await admit(t, late, drop.id, 2)).code).toBe('SOLD_OUT')

    const res = await t.request({
      method: 'GET',
      url: `/api/admin/drops/${drop.id}/live`,
      cookie: admin.cookie,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const live: DropLiveResponse = res.json()
    expect(live).toMatchObject({
      drop: { id: drop.id, product_id: product.id },
      product: { id: product.id, name: product.name, slug: product.slug },
      units_left: 1,
      held_units: 2,
      queue_length: 2,
      in_line: 0,
      admissions_total: 3,
      orders_total: 1,
      units_sold: 1,
      orders_per_second: 0.1,
      refusals: {
        not_started: 0,
        holders_only: 0,
        account_too_new: 1,
        rate_limited: 0,
        sold_out: 1,
        limit_reached: 1,
        no_admission: 1,
      },
    })

    const missing = await t.request({
      method: 'GET',
      url: '/api/admin/drops/00000000-0000-4000-8000-000000000000/live',
      cookie: admin.cookie,
    })
    expect(missing.statusCode).toBe(404)
  })
})
