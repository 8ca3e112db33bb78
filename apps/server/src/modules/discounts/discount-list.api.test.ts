import type { AdminDiscountCode, AdminDiscountListResponse, DiscountCodeBody } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountCodes } from '../../db/schema/discounts.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { codeBody, orderWithCode } from '../../../test/fixtures/discounts.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  customer = await t.createUser()
})
afterAll(async () => t?.close())

async function create(body: DiscountCodeBody) {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/discounts',
    payload: body,
    cookie: admin.cookie,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().discount as AdminDiscountCode
}
async function list(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/admin/discounts?${query}`, cookie: admin.cookie })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as AdminDiscountListResponse
}
const DAY = 86_400_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

describe('figures', () => {
  it('sums the paid orders of each code: orders, revenue (their totals) and discount given', async () => {
    const code = await create(codeBody({ code: 'STATS-20' }))
    const other = await create(codeBody({ code: 'STATS-OTHER' }))
    const order = (
      codeId: string,
      totalCents: number,
      discountCents: number,
      payment: 'paid' | 'unpaid' | 'partially_refunded' | 'refunded' | 'failed',
    ) => orderWithCode(t, { codeId, userId: customer.id, totalCents, discountCents, payment })
    await order(code.id, 8000, 2000, 'paid')
    await order(code.id, 4595, 1000, 'partially_refunded')
    await order(code.id, 9999, 999, 'unpaid')
    await order(code.id, 7777, 777, 'refunded')
    await order(code.id, 6666, 666, 'failed')
    await order(other.id, 1234, 100, 'paid')

    const page = await list('q=stats-&sort=code&dir=asc')
    expect(page.items.map((c) => [c.code, c.stats])).toEqual([
      ['STATS-20', { orders: 2, revenue_cents: 12_595, discount_given_cents: 3000 }],
      ['STATS-OTHER', { orders: 1, revenue_cents: 1234, discount_given_cents: 100 }],
    ])
    const one = await t.request({
      method: 'GET',
      url: `/api/admin/discounts/${code.id}`,
      cookie: admin.cookie,
    })
    expect(one.json().discount.stats).toEqual({
      orders: 2,
      revenue_cents: 12_595,
      discount_given_cents: 3000,
    })
  })
})

describe('list', () => {
  it('labels each code and filters by status: active, scheduled, expired, inactive, used up', async () => {
    const made = {
      active: await create(codeBody({ code: 'ST-ACTIVE', ends_at: at(DAY) })),
      scheduled: await create(codeBody({ code: 'ST-LATER', starts_at: at(DAY), time_zone: 'Europe/Paris' })),
      expired: await create(codeBody({ code: 'ST-OVER', starts_at: at(-2 * DAY), ends_at: at(-DAY) })),
      inactive: await create(codeBody({ code: 'ST-OFF', active: false })),
      used_up: await create(codeBody({ code: 'ST-GONE', usage_limit: 1 })),
    }
    await t.db.update(discountCodes).set({ uses: 1 }).where(eq(discountCodes.id, made.used_up.id))
    for (const [status, code] of Object.entries(made)) {
      const page = await list(`q=st-&status=${status}`)
      expect(
        page.items.map((c) => [c.code, c.status]),
        status,
      ).toEqual([[code.code, status]])
      expect(page.total).toBe(1)
    }
    expect((await list('q=st-')).total).toBe(5)
  })

  it('searches by code in any case and pages newest first, with the page fields', async () => {
    for (const n of [1, 2, 3, 4, 5]) await create(codeBody({ code: `PAGE-${n}` }))
    const first = await list('q=page-&per_page=2')
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2 })
    expect(first.items.map((c) => c.code)).toEqual(['PAGE-5', 'PAGE-4'])
    const last = await list('q=PaGe-&per_page=2&page=3')
    expect(last.items.map((c) => c.code)).toEqual(['PAGE-1'])
    expect((await list('q=page-&sort=code&dir=asc&per_page=1')).items[0]!.code).toBe('PAGE-1')
    expect((await list('q=no-such-code')).items).toEqual([])
    // A search term's wildcards are plain characters.
    expect((await list('q=page%25')).total).toBe(0)
  })

  it('refuses an unknown status or sort', async () => {
    for (const q of ['status=gone', 'sort=uses', 'per_page=500']) {
      const res = await t.request({ method: 'GET', url: `/api/admin/discounts?${q}`, cookie: admin.cookie })
      expect(res.statusCode, q).toBe(400)
    }
  })
})
