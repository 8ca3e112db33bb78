import { SHIPPING_MESSAGES, shippingQuoteResponse } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/catalog.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'
import { quoteShipping } from './shipping.service.ts'

let t: TestApp
let pricey: string
let heavy: string
beforeAll(async () => {
  t = await createTestApp()
  pricey = (await createProduct(t.db, { priceCents: 6000, weightGrams: 300 })).product.id
  heavy = (await createProduct(t.db, { priceCents: 1000, weightGrams: 700 })).product.id
})
afterAll(async () => t?.close())

const us = {
  address: '1 Main St',
  address2: '',
  city: 'New York',
  state: 'NY',
  postal_code: '10001',
  country: 'US',
  residential: true,
}
const ca = { address: '24 Sussex Dr', city: 'Ottawa', state: 'ON', postal_code: 'k1m1m4', country: 'CA' }
const quote = (address: object, items: object[] = [{ quantity: 1 }]) =>
  t.request({ method: 'POST', url: '/api/shipping-rates', payload: { address, items } })

describe('POST /api/shipping-rates', () => {
  it('returns the US table with ids, prices in cents and business-day dates', async () => {
    const res = await quote(us, [{ id: 'x', name: 'Tee (M)', price: 10, quantity: 2 }])
    expect(res.statusCode).toBe(200)
    const { rates } = shippingQuoteResponse.parse(res.json())
    expect(rates.map((r) => [r.id, r.service, r.rate_cents, r.delivery_days])).toEqual([
      ['standard', 'Standard', 595, 7],
      ['express', 'Express', 1295, 3],
      ['priority', 'Priority', 2495, 2],
    ])
    for (const r of rates) expect([0, 6]).not.toContain(new Date(`${r.delivery_date}T12:00:00Z`).getUTCDay())
  })

  it('makes Standard free over $100 from database prices, ignoring prices the client sends', async () => {
    const free = shippingQuoteResponse.parse((await quote(us, [{ product_id: pricey, quantity: 2 }])).json())
    expect(free.rates[0]).toMatchObject({ id: 'standard', rate_cents: 0 })
    const claimed = await quote(us, [{ quantity: 2, price: 50_000, price_cents: 5_000_000 }])
    expect(claimed.json().rates[0].rate_cents).toBe(595)
    const exactly100 = await quote(us, [
      { product_id: pricey, quantity: 1 },
      { product_id: heavy, quantity: 4 },
    ])
    expect(exactly100.json().rates[0].rate_cents).toBe(595 + 3 * 150)
    const canada = await quote(ca, [{ product_id: pricey, quantity: 5 }])
    expect(canada.json().rates.map((r: { id: string }) => r.id)).toEqual([
      'international',
      'international-express',
    ])
    expect(canada.json().rates[0].rate_cents).toBe(1995 + 400)
  })

  it('quotes a changed price once the change is announced, and none for a product taken off sale', async () => {
    // Kept far longer than the test runs: only the announcement can make the quote change.
    t.ctx.caches.facts.setTtl(600_000)
    const { product } = await createProduct(t.db, { priceCents: 9000, weightGrams: 200 })
    const standard = async () =>
      (await quote(us, [{ product_id: product.id, quantity: 1 }])).json().rates[0].rate_cents as number
    expect(await standard()).toBe(595)
    // Another instance raises the price: its commit is announced to every instance, whose caches let
    // go of the old one.
    await t.db.update(products).set({ priceCents: 12_000 }).where(eq(products.id, product.id))
    const freeWithin = async (cents: number) => {
      for (let i = 0; i < 40; i++) {
        if ((await standard()) === cents) return true
        await new Promise((r) => setTimeout(r, 50))
      }
      return false
    }
    expect(await freeWithin(0)).toBe(true)
    // Off sale: priced as an item without a product (nothing), as before.
    await t.db.update(products).set({ active: false }).where(eq(products.id, product.id))
    expect(await freeWithin(595)).toBe(true)
    t.ctx.caches.facts.setTtl(2000)
  })

  it('weighs items by the database weight, else the sent weight, default 200 g', async () => {
    const byDb = await quote(us, [{ product_id: heavy, quantity: 2, weight_grams: 1 }])
    expect(byDb.json().rates[1].rate_cents).toBe(1295 + 150)
    const bySent = await quote(us, [{ quantity: 1, weight_grams: 2100 }])
    expect(bySent.json().rates[1].rate_cents).toBe(1295 + 300)
    const byDefault = await quote(us, [{ quantity: 5 }, { quantity: 1 }])
    expect(byDefault.json().rates[1].rate_cents).toBe(1295 + 150)
  })

  it('validates US and Canadian addresses with clear messages', async () => {
    const cases: [object, string][] = [
      [{ ...us, address: ' ' }, SHIPPING_MESSAGES.completeAddress],
      [{ ...us, city: undefined }, 'Please complete all address fields'],
      [{ ...us, country: 'MX' }, 'We ship to the United States (US) and Canada (CA) only'],
      [{ ...us, state: 'XX' }, 'Please enter a valid US state code (e.g. NY)'],
      [{ ...us, postal_code: '1234' }, 'Please enter a valid ZIP code (12345 or 12345-6789)'],
      [{ ...us, postal_code: 'K1A 0B1' }, 'Please enter a valid ZIP code (12345 or 12345-6789)'],
      [{ ...ca, state: 'NY' }, 'Please enter a valid Canadian province code (e.g. ON)'],
      [{ ...ca, postal_code: '10001' }, 'Please enter a valid Canadian postal code (A1A 1A1)'],
    ]
    for (const [address, message] of cases) {
      const res = await quote(address)
      expect(res.statusCode, JSON.stringify(address)).toBe(400)
      expect(res.json().error.message).toBe(message)
    }
    for (const ok of [
      { ...us, state: 'ca', postal_code: '94105-1234' },
      { ...us, postal_code: '941051234' },
      { ...ca, state: 'qc', postal_code: 'H2X 1Y4' },
    ]) {
      expect((await quote(ok)).statusCode, JSON.stringify(ok)).toBe(200)
    }
    const empty = await quote(us, [])
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe('Your cart is empty')
  })

  it('counts delivery dates in business days from the quote date', async () => {
    const rates = await quoteShipping(t.db, {
      address: { country: 'US', state: 'NY', postal_code: '10001' },
      items: [{ quantity: 1 }],
      provider: t.ctx.shipping,
      now: new Date('2026-11-20T18:00:00Z'),
    })
    expect(rates.map((r) => r.delivery_date)).toEqual(['2026-12-01', '2026-11-25', '2026-11-24'])
  })
})
