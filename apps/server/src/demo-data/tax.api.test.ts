import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { taxRates } from '../db/schema/tax.ts'
import { createTestApp, type TestApp } from '../../test/helper.ts'
import { seedTaxRates } from './tax.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const rateOf = async (country: string, state: string) =>
  (
    await t.db
      .select({ ppm: taxRates.ratePpm })
      .from(taxRates)
      .where(and(eq(taxRates.country, country), eq(taxRates.state, state)))
  )[0]?.ppm

it('seeds US state and Canadian rates once, leaving what an admin changed', async () => {
  await t.db.transaction((tx) => seedTaxRates(tx, { now: new Date() }))
  expect(await rateOf('US', 'CA')).toBe(72_500)
  expect(await rateOf('US', 'NY')).toBe(40_000)
  expect(await rateOf('US', 'OR')).toBeUndefined()
  expect(await rateOf('CA', '')).toBe(50_000)
  expect(await rateOf('CA', 'ON')).toBe(80_000)
  expect(await rateOf('CA', 'QC')).toBe(99_750)
  const count = (await t.db.select().from(taxRates)).length

  await t.db.update(taxRates).set({ ratePpm: 72_600 }).where(eq(taxRates.state, 'CA'))
  await t.db.transaction((tx) => seedTaxRates(tx, { now: new Date() }))
  expect((await t.db.select().from(taxRates)).length).toBe(count)
  expect(await rateOf('US', 'CA')).toBe(72_600)
})
