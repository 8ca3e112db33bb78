import {
  DISCOUNT_ADMIN_MESSAGES as M,
  type AdminDiscountCodeDetail,
  type DiscountCodeBody,
} from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountCodes } from '../../db/schema/discounts.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createProduct, ensureCategory } from '../../../test/products.ts'
import { makeProject } from '../../../test/fixtures/partners-admin.ts'
import { auditOf, codeBody, moneyAdminRoutes, orderWithCode } from '../../../test/fixtures/discounts.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
let partner: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  customer = await t.createUser()
  partner = await t.createUser({ name: 'Pia Partner' })
  await makeProject(t, { createdBy: partner.id, status: 'approved' })
})
afterAll(async () => t?.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  t.request({ method, url, payload, cookie })
async function create(body: DiscountCodeBody) {
  const res = await call('POST', '/api/admin/discounts', body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().discount as AdminDiscountCodeDetail
}
const rowOf = async (id: string) =>
  (await t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!

describe('access', () => {
  it('refuses every discount and tax back-office route to visitors (401), customers and partners (403)', async () => {
    const code = await create(codeBody())
    for (const { route, method, url } of moneyAdminRoutes(code.id)) {
      const body = method === 'POST' || method === 'PUT' ? codeBody() : undefined
      expect((await call(method, url, body, '')).statusCode, `${route} visitor`).toBe(401)
      for (const [who, cookie] of [
        ['customer', customer.cookie],
        ['partner', partner.cookie],
      ] as const) {
        const res = await call(method, url, body, cookie)
        expect(res.statusCode, `${route} ${who}`).toBe(403)
        expect(res.json().error.message).toBe('Unauthorized access')
      }
    }
    expect((await rowOf(code.id)).active).toBe(true)
  })
})

describe('creating and editing', () => {
  it('creates a code limited to a category, stored upper-case, with its audit row', async () => {
    const hoodies = await ensureCategory(t.db, 'Hoodies')
    const code = await create(
      codeBody({
        code: 'hoodie-20',
        scope: 'categories',
        category_ids: [hoodies.id],
        per_customer_limit: 1,
        starts_at: '2026-12-01T09:00:00-05:00',
        ends_at: '2026-12-31T23:59:00-05:00',
        time_zone: 'America/New_York',
      }),
    )
    expect(code).toMatchObject({
      code: 'HOODIE-20',
      kind: 'percentage',
      percent_off: 20,
      amount_off_cents: null,
      scope: 'categories',
      category_ids: [hoodies.id],
      categories: [{ id: hoodies.id, name: 'Hoodies' }],
      per_customer_limit: 1,
      usage_limit: null,
      starts_at: '2026-12-01T14:00:00.000Z',
      time_zone: 'America/New_York',
      uses: 0,
      stats: { orders: 0, revenue_cents: 0, discount_given_cents: 0 },
    })
    const [entry] = await auditOf(t, code.id)
    expect(entry).toMatchObject({
      action: 'discount_code.create',
      entity: 'discount_codes',
      actorId: admin.id,
    })
    expect(entry!.after).toMatchObject({ code: 'HOODIE-20', scope: 'categories' })

    const got = await call('GET', `/api/admin/discounts/${code.id}`)
    expect(got.json().discount.categories).toEqual([{ id: hoodies.id, name: 'Hoodies' }])
  })

  it('refuses a code that exists in any case, and says why each field is wrong', async () => {
    await create(codeBody({ code: 'WELCOME10' }))
    const dup = await call('POST', '/api/admin/discounts', codeBody({ code: 'welcome10' }))
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error).toEqual({ code: 'DUPLICATE_CODE', message: M.duplicateCode })

    const bad = async (body: object, message: string) => {
      const res = await call('POST', '/api/admin/discounts', { ...codeBody(), ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.message).toContain(message)
    }
    await bad({ code: 'no spaces' }, M.codeCharacters)
    await bad({ code: 'AB' }, M.codeLength)
    await bad({ percent_off: 0 }, M.percentRequired)
    await bad({ kind: 'fixed', percent_off: null }, M.amountRequired)
    await bad({ scope: 'products', product_ids: [] }, M.productsRequired)
    await bad({ starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, M.windowOrder)
    await bad({ time_zone: 'Mars/Olympus' }, M.unknownTimeZone)
    await bad({ usage_limit: 0 }, M.limitInvalid)
    await bad({ scope: 'products', product_ids: [crypto.randomUUID()] }, M.productMissing)
  })

  it('saves an edit (only the kind amount and scope targets that apply), audited before and after', async () => {
    const { product } = await createProduct(t.db)
    const code = await create(codeBody({ code: 'EDIT-ME' }))
    const res = await call('PUT', `/api/admin/discounts/${code.id}`, {
      ...codeBody({ code: 'edit-me-2', kind: 'fixed', amount_off_cents: 500, percent_off: 30 }),
      scope: 'products',
      product_ids: [product.id, product.id],
      category_ids: [crypto.randomUUID()],
      min_subtotal_cents: 5000,
      usage_limit: 10,
      allow_drop_products: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(M.saved)
    expect(res.json().discount).toMatchObject({
      code: 'EDIT-ME-2',
      kind: 'fixed',
      amount_off_cents: 500,
      percent_off: null,
      product_ids: [product.id],
      category_ids: [],
      products: [{ id: product.id, name: product.name }],
      min_subtotal_cents: 5000,
      usage_limit: 10,
      allow_drop_products: true,
    })
    const entries = await auditOf(t, code.id)
    expect(entries.map((e) => e.action)).toEqual(['discount_code.create', 'discount_code.update'])
    expect(entries[1]!.before).toMatchObject({ code: 'EDIT-ME', kind: 'percentage' })
    expect(entries[1]!.after).toMatchObject({ code: 'EDIT-ME-2', kind: 'fixed' })

    const missing = await call('PUT', `/api/admin/discounts/${crypto.randomUUID()}`, codeBody())
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(M.notFound)
  })

  it('never lets the usage limit go below the uses already made, and never writes the uses', async () => {
    const code = await create(codeBody({ usage_limit: 5 }))
    await t.db.update(discountCodes).set({ uses: 3 }).where(eq(discountCodes.id, code.id))
    const below = await call(
      'PUT',
      `/api/admin/discounts/${code.id}`,
      codeBody({ code: code.code, usage_limit: 2 }),
    )
    expect(below.statusCode).toBe(409)
    expect(below.json().error).toEqual({ code: 'LIMIT_BELOW_USES', message: M.limitBelowUses(3) })
    expect(below.json().error.message).toBe('The usage limit cannot be below the 3 uses already made')
    expect((await rowOf(code.id)).usageLimit).toBe(5)

    const atUses = await call('PUT', `/api/admin/discounts/${code.id}`, {
      ...codeBody({ code: code.code, usage_limit: 3 }),
      uses: 0,
    })
    expect(atUses.statusCode, atUses.body).toBe(200)
    expect(atUses.json().discount).toMatchObject({ usage_limit: 3, uses: 3, status: 'used_up' })
    expect((await rowOf(code.id)).uses).toBe(3)
  })
})

describe('deactivating and deleting', () => {
  it('deactivates and activates again, each change audited once', async () => {
    const code = await create(codeBody())
    const off = await call('POST', `/api/admin/discounts/${code.id}/deactivate`)
    expect(off.json()).toMatchObject({
      message: M.deactivated,
      discount: { active: false, status: 'inactive' },
    })
    await call('POST', `/api/admin/discounts/${code.id}/deactivate`)
    const on = await call('POST', `/api/admin/discounts/${code.id}/activate`)
    expect(on.json()).toMatchObject({ message: M.activated, discount: { active: true, status: 'active' } })
    expect((await auditOf(t, code.id)).map((e) => [e.action, e.after])).toEqual([
      ['discount_code.create', expect.anything()],
      ['discount_code.deactivate', { active: false }],
      ['discount_code.activate', { active: true }],
    ])
  })

  it('deletes a code no order carried; a used one is refused with the way out', async () => {
    const unused = await create(codeBody())
    const gone = await call('DELETE', `/api/admin/discounts/${unused.id}`)
    expect(gone.json()).toEqual({ message: M.deleted })
    expect(await t.db.select().from(discountCodes).where(eq(discountCodes.id, unused.id))).toEqual([])
    expect((await auditOf(t, unused.id)).at(-1)).toMatchObject({
      action: 'discount_code.delete',
      before: { code: unused.code },
    })

    const used = await create(codeBody())
    // An order whose unpaid checkout lapsed gave its use back, but still names the code.
    await orderWithCode(t, {
      codeId: used.id,
      userId: customer.id,
      totalCents: 4000,
      discountCents: 800,
      payment: 'unpaid',
    })
    const refused = await call('DELETE', `/api/admin/discounts/${used.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toEqual({ code: 'USED', message: M.usedCannotDelete })
    expect((await rowOf(used.id)).code).toBe(used.code)
  })
})
