import {
  ADDRESS_MESSAGES,
  TAX_ADMIN_MESSAGES as M,
  type TaxRate,
  type TaxRateListResponse,
} from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteSettings } from '../../db/schema/site.ts'
import { taxRates } from '../../db/schema/tax.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { auditOf } from '../../../test/fixtures/discounts.ts'
import { auditLog } from '../../db/schema/audit.ts'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
})
afterAll(async () => t?.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, payload?: object) =>
  t.request({ method, url, payload, cookie: admin.cookie })
async function add(body: object) {
  const res = await call('POST', '/api/admin/tax/rates', body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().rate as TaxRate
}
const list = async (query = '') =>
  (await call('GET', `/api/admin/tax/rates?${query}`)).json() as TaxRateListResponse

describe('tax rates', () => {
  it('adds rates stored exactly in parts per million, listed by country then state, audited', async () => {
    const ca = await add({ country: 'US', state: 'ca', rate_percent: '7.25' })
    expect(ca).toMatchObject({ country: 'US', state: 'CA', rate_ppm: 72_500, rate_percent: '7.25' })
    await add({ country: 'CA', rate_percent: 5 })
    await add({ country: 'CA', state: 'QC', rate_percent: '9.975' })
    await add({ country: 'US', state: 'NY', rate_percent: 4 })
    const page = await list()
    expect(page.items.map((r) => [r.country, r.state, r.rate_ppm])).toEqual([
      ['CA', '', 50_000],
      ['CA', 'QC', 99_750],
      ['US', 'CA', 72_500],
      ['US', 'NY', 40_000],
    ])
    expect(page).toMatchObject({ total: 4, page: 1, per_page: 25 })
    expect((await list('country=US&per_page=1&page=2')).items.map((r) => r.state)).toEqual(['NY'])
    const [entry] = await auditOf(t, ca.id)
    expect(entry).toMatchObject({
      action: 'tax_rate.create',
      entity: 'tax_rates',
      actorId: admin.id,
      after: { country: 'US', state: 'CA', rate_ppm: 72_500 },
    })
  })

  it('refuses a second rate for the same place, a rate out of range and a state of another country', async () => {
    await add({ country: 'US', state: 'TX', rate_percent: '6.25' })
    const dup = await call('POST', '/api/admin/tax/rates', { country: 'US', state: 'tx', rate_percent: 1 })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error).toEqual({ code: 'DUPLICATE_PLACE', message: M.duplicatePlace })
    for (const [body, message] of [
      [{ country: 'US', state: 'WA', rate_percent: '100.5' }, M.rateInvalid],
      [{ country: 'US', state: 'WA', rate_percent: '6.12345' }, M.rateInvalid],
      [{ country: 'US', state: 'WA', rate_percent: -1 }, M.rateInvalid],
      [{ country: 'US', state: 'ON', rate_percent: 1 }, ADDRESS_MESSAGES.invalidState],
      [{ country: 'CA', state: 'WA', rate_percent: 1 }, ADDRESS_MESSAGES.invalidProvince],
      [{ country: 'FR', rate_percent: 20 }, ADDRESS_MESSAGES.unsupportedCountry],
    ] as const) {
      const res = await call('POST', '/api/admin/tax/rates', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.message).toContain(message)
    }
    expect(await t.db.select().from(taxRates).where(eq(taxRates.state, 'WA'))).toEqual([])
  })

  it('edits and removes a rate, each change audited with before and after', async () => {
    const wa = await add({ country: 'US', state: 'WA', rate_percent: '6' })
    const res = await call('PUT', `/api/admin/tax/rates/${wa.id}`, {
      country: 'US',
      state: 'WA',
      rate_percent: '6.5',
    })
    expect(res.json()).toMatchObject({ message: M.saved, rate: { rate_ppm: 65_000, rate_percent: '6.5' } })
    const clash = await call('PUT', `/api/admin/tax/rates/${wa.id}`, {
      country: 'US',
      state: 'TX',
      rate_percent: 1,
    })
    expect(clash.statusCode).toBe(409)
    const gone = await call('DELETE', `/api/admin/tax/rates/${wa.id}`)
    expect(gone.json()).toEqual({ message: M.deleted })
    expect(await t.db.select().from(taxRates).where(eq(taxRates.id, wa.id))).toEqual([])
    expect((await auditOf(t, wa.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['tax_rate.create', null, { country: 'US', state: 'WA', rate_ppm: 60_000 }],
      [
        'tax_rate.update',
        { country: 'US', state: 'WA', rate_ppm: 60_000 },
        { country: 'US', state: 'WA', rate_ppm: 65_000 },
      ],
      ['tax_rate.delete', { country: 'US', state: 'WA', rate_ppm: 65_000 }, null],
    ])
    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await call(
        method,
        `/api/admin/tax/rates/${wa.id}`,
        method === 'PUT' ? { country: 'US', rate_percent: 1 } : undefined,
      )
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.message).toBe(M.notFound)
    }
  })
})

describe('tax settings', () => {
  it('does not tax shipping until an admin says so; the change is stored and audited', async () => {
    expect((await call('GET', '/api/admin/tax/settings')).json()).toEqual({ tax_shipping: false })
    const saved = await call('PUT', '/api/admin/tax/settings', { tax_shipping: true })
    expect(saved.json()).toEqual({ tax_shipping: true })
    expect((await call('GET', '/api/admin/tax/settings')).json()).toEqual({ tax_shipping: true })
    const [row] = await t.db.select().from(siteSettings).where(eq(siteSettings.key, 'tax'))
    expect(row!.value).toEqual({ tax_shipping: true })
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'tax.settings'))
    expect(entry).toMatchObject({ before: { tax_shipping: false }, after: { tax_shipping: true } })
    expect((await call('PUT', '/api/admin/tax/settings', { tax_shipping: 'yes' })).statusCode).toBe(400)
  })
})
