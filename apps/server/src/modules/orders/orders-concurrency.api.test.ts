import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct, productStock, variantStock } from '../../../test/products.ts'

let t: TestApp
let buyers: TestUser[][]

// Twenty buyers a round, each sending the order ten times (its checkout's retries, one Idempotency-Key),
// all within the per-account rate limit.
beforeAll(async () => {
  t = await createTestApp()
  buyers = []
  for (let round = 0; round < 3; round++) {
    buyers.push(await Promise.all(Array.from({ length: 20 }, () => t.createUser())))
  }
}, 120_000)
afterAll(async () => t?.close())

describe('the last unit of a size under 200 concurrent orders', () => {
  for (const round of [1, 2, 3]) {
    it(`sells it exactly once (round ${round})`, { timeout: 120_000 }, async () => {
      const { product, variants } = await createProduct(t.db, {
        name: `Last One Tee ${round}`,
        sizes: { M: 1, L: 4 },
      })
      const players = buyers[round - 1]!
      const keys = players.map(() => crypto.randomUUID())
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.request({
            method: 'POST',
            url: '/api/orders',
            payload: orderBody(product.id, { size: 'M' }),
            cookie: players[i % players.length]!.cookie,
            headers: { 'idempotency-key': keys[i % players.length]! },
          }),
        ),
      )
      const created = responses.filter((r) => r.statusCode === 201)
      const repeated = responses.filter((r) => r.statusCode === 200)
      const refused = responses.filter((r) => r.statusCode === 409)
      expect(created).toHaveLength(1)
      // The winner's own retries that came after the sale answer with the same order.
      for (const r of repeated) expect(r.json().order.id).toBe(created[0]!.json().order.id)
      expect(refused).toHaveLength(199 - repeated.length)
      for (const r of refused) {
        expect(r.json().error).toEqual({
          code: 'OUT_OF_STOCK',
          message: `Last One Tee ${round} in size M is out of stock`,
        })
      }
      expect(await variantStock(t.db, variants[0]!.id)).toBe(0)
      expect(await variantStock(t.db, variants[1]!.id)).toBe(4)
      expect(await productStock(t.db, product.id)).toBe(4)
      const placed = await t.db.select().from(orders).where(eq(orders.id, created[0]!.json().order.id))
      expect(placed).toHaveLength(1)
    })
  }
})
