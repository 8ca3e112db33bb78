import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountCodes, discountRedemptions } from '../../db/schema/discounts.ts'
import { orders } from '../../db/schema/orders.ts'
import { emailMessages } from '../../db/schema/email.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createCode } from '../../../test/fixtures/checkout.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct, variantStock } from '../../../test/products.ts'

let t: TestApp
let customers: TestUser[]

beforeAll(async () => {
  t = await createTestApp()
  customers = []
  // Signed in a batch at a time: 200 sign-ins at once would only measure the password hashing.
  for (let i = 0; i < 200; i += 25) {
    customers.push(...(await Promise.all(Array.from({ length: 25 }, () => t.createUser()))))
  }
}, 180_000)
afterAll(async () => t?.close())

describe('the last use of a code under 200 concurrent checkouts', () => {
  it(
    'goes to exactly one order; the others are refused and leave nothing behind',
    { timeout: 180_000 },
    async () => {
      const { product, variants } = await createProduct(t.db, { name: 'Rush Tee', sizes: { M: 500 } })
      const code = await createCode(t.db, { code: 'LASTONE', usageLimit: 1 })
      const responses = await Promise.all(
        customers.map((c) =>
          t.request({
            method: 'POST',
            url: '/api/orders',
            cookie: c.cookie,
            payload: orderBody(product.id, { discount_code: 'lastone' }),
          }),
        ),
      )
      const created = responses.filter((r) => r.statusCode === 201)
      const refused = responses.filter((r) => r.statusCode === 409)
      expect(created).toHaveLength(1)
      expect(refused).toHaveLength(199)
      for (const r of refused) {
        expect(r.json().error).toEqual({
          code: 'DISCOUNT_USAGE_LIMIT',
          message: 'This code has reached its usage limit',
        })
      }
      const winner = created[0]!.json().order
      expect(winner).toMatchObject({ discount_code: 'LASTONE', discount_cents: 500 })

      const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id))
      expect(row!.uses).toBe(1)
      const redemptions = await t.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.codeId, code.id))
      expect(redemptions.map((r) => r.orderId)).toEqual([winner.id])
      // Nothing half-written: one order, one unit out of stock, one confirmation.
      const placed = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          inArray(
            orders.userId,
            customers.map((c) => c.id),
          ),
        )
      expect(placed.map((o) => o.id)).toEqual([winner.id])
      expect(await variantStock(t.db, variants[0]!.id)).toBe(499)
      const [mails] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailMessages)
        .where(eq(emailMessages.templateName, 'order-confirmation'))
      expect(mails!.n).toBe(1)
    },
  )
})
