import { eq, sql } from 'drizzle-orm'
import { DISCOUNT_MESSAGES, type CheckoutQuoteBody } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountCodes } from '../../db/schema/discounts.ts'
import { productDrops } from '../../db/schema/drops.ts'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createCode, setTaxRate } from '../../../test/fixtures/checkout.ts'
import { US_ADDRESS, orderBody } from '../../../test/orders.ts'
import { createProduct, ensureCategory, variantStock } from '../../../test/products.ts'
import { writeTaxSettings } from '../tax/index.ts'

let t: TestApp
let buyer: TestUser
let tee: Awaited<ReturnType<typeof createProduct>>
let hoodie: Awaited<ReturnType<typeof createProduct>>

beforeAll(async () => {
  t = await createTestApp()
  buyer = await t.createUser()
  tee = await createProduct(t.db, { name: 'Quote Tee', priceCents: 2500, category: 'T-Shirts' })
  hoodie = await createProduct(t.db, { name: 'Quote Hoodie', priceCents: 4999, category: 'Hoodies' })
  // California: 7.25 % for the state, nothing country-wide.
  await setTaxRate(t.db, 'US', 'CA', 72_500)
})
afterAll(async () => t?.close())

const line = (productId: string, quantity = 1) => ({
  product_id: productId,
  size: 'M',
  color: 'Black',
  quantity,
})
const quote = (body: Partial<CheckoutQuoteBody> & Record<string, unknown>, cookie = buyer.cookie) =>
  t.request({
    method: 'POST',
    url: '/api/checkout/quote',
    cookie,
    payload: {
      items: [line(tee.product.id, 2)],
      shipping_address: US_ADDRESS,
      shipping_rate_id: 'standard',
      ...body,
    },
  })

describe('the checkout quote', () => {
  it('prices a code limited to a category and California tax on the discounted lines', async () => {
    const tees = await ensureCategory(t.db, 'T-Shirts')
    const code = await createCode(t.db, {
      code: 'TEES20',
      description: '20% off tees',
      scope: 'categories',
      categoryIds: [tees.id],
    })
    const res = await quote({
      items: [line(tee.product.id, 2), line(hoodie.product.id)],
      discount_code: ' tees20 ',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    // Tees 2 × $25 = $50, 20 % off = $10; the hoodie keeps its price. Tax 7.25 % per line.
    expect(res.json()).toEqual({
      subtotal_cents: 9999,
      discount_cents: 1000,
      shipping_cents: 595,
      shipping_discount_cents: 0,
      tax_cents: 290 + 362,
      shipping_tax_cents: 0,
      tax_source: 'shop',
      total_cents: 9999 - 1000 + 595 + 652,
      shipping_rate: expect.objectContaining({ id: 'standard', rate_cents: 595 }),
      discount: { code: 'TEES20', description: '20% off tees' },
      discount_error: null,
      lines: [
        {
          product_id: tee.product.id,
          size: 'M',
          color: 'Black',
          quantity: 2,
          unit_price_cents: 2500,
          discount_cents: 1000,
          tax_rate_percent: 7.25,
          tax_cents: 290,
        },
        expect.objectContaining({ product_id: hoodie.product.id, discount_cents: 0, tax_cents: 362 }),
      ],
    })
    // A quote takes no use.
    const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id))
    expect(row!.uses).toBe(0)
  })

  it('adds a state rate to its country rate, taxes shipping when set, and shows no tax elsewhere', async () => {
    await setTaxRate(t.db, 'CA', '', 50_000)
    await setTaxRate(t.db, 'CA', 'BC', 70_000)
    const bc = {
      ...US_ADDRESS,
      city: 'Vancouver',
      state: 'BC',
      postal_code: 'V6B 1A1',
      country: 'CA' as const,
    }
    const canada = await quote({ shipping_address: bc, shipping_rate_id: 'international' })
    expect(canada.json()).toMatchObject({ subtotal_cents: 5000, tax_cents: 600, shipping_tax_cents: 0 })
    expect(canada.json().lines[0].tax_rate_percent).toBe(12)

    await writeTaxSettings(t.db, { tax_shipping: true })
    try {
      const taxed = (await quote({})).json()
      // $5.95 × 7.25 % = 43.1 → 43 on top of the goods' 363.
      expect(taxed).toMatchObject({
        tax_cents: 363 + 43,
        shipping_tax_cents: 43,
        total_cents: 5000 + 595 + 406,
      })
    } finally {
      await writeTaxSettings(t.db, { tax_shipping: false })
    }
    const oregon = await quote({ shipping_address: { ...US_ADDRESS, state: 'OR', postal_code: '97201' } })
    expect(oregon.json()).toMatchObject({ tax_cents: 0, total_cents: 5595 })
    // Before the address is typed: no shipping, no tax (a code can be checked already).
    const noAddress = await quote({ shipping_address: undefined, shipping_rate_id: undefined })
    expect(noAddress.json()).toMatchObject({ shipping_cents: 0, tax_cents: 0, total_cents: 5000 })
    // Without a chosen rate the quote counts no shipping.
    const noRate = await quote({ shipping_rate_id: undefined })
    expect(noRate.json()).toMatchObject({ shipping_cents: 0, shipping_rate: null, total_cents: 5000 + 363 })
  })

  it('says why each refused code is refused and prices the cart without it', async () => {
    const drop = await createProduct(t.db, { name: 'Quote Drop Tee', priceCents: 2500 })
    await t.db.insert(productDrops).values({ productId: drop.product.id, startsAt: new Date() })
    const hour = 3600_000
    const codes = {
      off: await createCode(t.db, { active: false }),
      early: await createCode(t.db, { startsAt: new Date(Date.now() + hour) }),
      ended: await createCode(t.db, { endsAt: new Date(Date.now() - 1000) }),
      used: await createCode(t.db, { usageLimit: 2, uses: 2 }),
      other: await createCode(t.db, { scope: 'products', productIds: [hoodie.product.id] }),
      minimum: await createCode(t.db, { minSubtotalCents: 100_000 }),
      small: await createCode(t.db, { minSubtotalCents: 5001 }),
    }
    const cases: [string, string, ReturnType<typeof line>[]?][] = [
      ['NOSUCHCODE', DISCOUNT_MESSAGES.invalid],
      [codes.off.code, DISCOUNT_MESSAGES.invalid],
      [codes.early.code, DISCOUNT_MESSAGES.invalid],
      [codes.ended.code, DISCOUNT_MESSAGES.expired],
      [codes.used.code, DISCOUNT_MESSAGES.usageLimit],
      [codes.other.code, DISCOUNT_MESSAGES.notApplicable],
      [codes.minimum.code, 'Minimum order of $1,000.00'],
      [codes.small.code, 'Minimum order of $50.01'],
      // A drop's product is left out unless the code allows it.
      [(await createCode(t.db)).code, DISCOUNT_MESSAGES.notApplicable, [line(drop.product.id)]],
    ]
    for (const [code, message, items] of cases) {
      const res = await quote({ discount_code: code, ...(items ? { items } : {}) })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ discount: null, discount_error: message, discount_cents: 0 })
    }
    expect(DISCOUNT_MESSAGES.minimum(5000)).toBe('Minimum order of $50.00')
    // Allowed, the drop's product takes the discount.
    const dropCode = await createCode(t.db, { allowDropProducts: true })
    const allowed = await quote({ discount_code: dropCode.code, items: [line(drop.product.id)] })
    expect(allowed.json()).toMatchObject({ discount_error: null, discount_cents: 500 })
    // An empty field is no code at all.
    expect((await quote({ discount_code: '   ' })).json()).toMatchObject({
      discount: null,
      discount_error: null,
    })
  })

  it('ignores prices, discounts and tax sent by the browser', async () => {
    const code = await createCode(t.db, { kind: 'fixed', percentOff: null, amountOffCents: 700 })
    const forged = {
      items: [{ ...line(tee.product.id, 2), unit_price_cents: 1, price: 1, discount_cents: 5000 }],
      discount_code: code.code,
      subtotal_cents: 2,
      tax_cents: 0,
      tax_rate_percent: 0,
      total_cents: 1,
    }
    const res = await quote(forged)
    expect(res.json()).toMatchObject({ subtotal_cents: 5000, discount_cents: 700, tax_cents: 312 })
    const placed = await t.request({
      method: 'POST',
      url: '/api/orders',
      cookie: buyer.cookie,
      payload: { ...orderBody(tee.product.id, { quantity: 2 }), ...forged },
    })
    expect(placed.statusCode).toBe(201)
    expect(placed.json().order).toMatchObject({
      subtotal_cents: 5000,
      discount_cents: 700,
      tax_cents: 312,
      total_cents: 5000 - 700 + 595 + 312,
      items: [expect.objectContaining({ unit_price_cents: 2500, discount_cents: 700, tax_cents: 312 })],
    })
  })

  it('refuses to place an order with a refused code and writes nothing', async () => {
    const customer = await t.createUser()
    const product = await createProduct(t.db, { sizes: { M: 3 } })
    const ended = await createCode(t.db, { endsAt: new Date(Date.now() - 1000) })
    const res = await t.request({
      method: 'POST',
      url: '/api/orders',
      cookie: customer.cookie,
      payload: orderBody(product.product.id, { discount_code: ended.code.toLowerCase() }),
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'DISCOUNT_EXPIRED', message: 'This code has expired' })
    const [mine] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, customer.id))
    expect(mine!.n).toBe(0)
    expect(await variantStock(t.db, product.variants[0]!.id)).toBe(3)
  })

  it('is for signed-in customers only', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { items: [line(tee.product.id)], shipping_address: US_ADDRESS },
    })
    expect(res.statusCode).toBe(401)
  })
})
