import { DROP_MESSAGES, DROP_MIN_ACCOUNT_AGE_MINUTES } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { admit, admitted, createDrop, order, seasonedUser } from '../../../test/fixtures/drops.ts'

const HOLD_MS = 600
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { DROP_LIMIT_HOLD_MS: String(HOLD_MS) } })
})
afterAll(async () => {
  await t?.close()
})

const timed = async <T>(f: () => Promise<T>) => {
  const started = performance.now()
  const value = await f()
  return { value, ms: performance.now() - started }
}

describe('attempts over the drop limit', () => {
  it('wait for their refusal, while everyone else is answered at once', async () => {
    const { drop } = await createDrop(t, { product: { sizes: { M: 100 } } })
    const bot = await seasonedUser(t)
    const person = await seasonedUser(t)
    for (let i = 0; i < 5; i++) expect((await admit(t, bot, drop.id)).statusCode).toBe(200)

    // The sixth attempt in the window is held; a person arriving meanwhile is not held behind it.
    const over = timed(() => admit(t, bot, drop.id))
    const meanwhile = await timed(() => admit(t, person, drop.id))
    expect(meanwhile.value.statusCode).toBe(200)
    expect(meanwhile.ms).toBeLessThan(HOLD_MS)

    const refused = await over
    expect(refused.value.statusCode).toBe(429)
    expect(refused.value.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: DROP_MESSAGES.tooManyAttempts },
    })
    expect(refused.ms).toBeGreaterThanOrEqual(HOLD_MS - 5)
  })
})

describe('other refusals only a script provokes', () => {
  it("wait for the hold too: a new account's attempt and an order without a place", async () => {
    const { product, drop } = await createDrop(t, { product: { sizes: { M: 100 } } })
    const fresh = await t.createUser()
    const tooNew = await timed(() => admit(t, fresh, drop.id))
    expect(tooNew.value.statusCode).toBe(403)
    expect(tooNew.value.json()).toEqual({
      error: {
        code: 'ACCOUNT_TOO_NEW',
        message: DROP_MESSAGES.accountTooNew(DROP_MIN_ACCOUNT_AGE_MINUTES),
      },
    })
    expect(tooNew.ms).toBeGreaterThanOrEqual(HOLD_MS - 5)

    const stranger = await seasonedUser(t)
    const noPlace = await timed(() => order(t, stranger, product.id))
    expect(noPlace.value.statusCode).toBe(403)
    expect(noPlace.value.json().error.code).toBe('ADMISSION_REQUIRED')
    expect(noPlace.ms).toBeGreaterThanOrEqual(HOLD_MS - 5)
  })

  it('leaves what a person meets at once: sold out, over the limit, and a retried checkout', async () => {
    const { product, drop } = await createDrop(t, { product: { sizes: { M: 1 } } })
    const buyer = await seasonedUser(t)
    await admitted(t, buyer, drop.id)
    const place = () =>
      t.request({
        method: 'POST',
        url: '/api/orders',
        cookie: buyer.cookie,
        headers: { 'idempotency-key': 'hold-retry' },
        payload: orderBody(product.id),
      })
    expect((await place()).statusCode).toBe(201)
    // The answer was lost and the page sends the same checkout again: its order comes back at once.
    const retry = await timed(place)
    expect(retry.value.statusCode).toBe(200)
    expect(retry.ms).toBeLessThan(HOLD_MS)

    const late = await seasonedUser(t)
    const soldOut = await timed(() => admit(t, late, drop.id))
    expect(soldOut.value.json().error.code).toBe('SOLD_OUT')
    expect(soldOut.ms).toBeLessThan(HOLD_MS)

    const other = await createDrop(t, { product: { sizes: { M: 10 } } })
    const second = await seasonedUser(t)
    await admitted(t, second, other.drop.id)
    expect((await order(t, second, other.product.id)).statusCode).toBe(201)
    const again = await timed(() => admit(t, second, other.drop.id))
    expect(again.value.json().error.code).toBe('LIMIT_REACHED')
    expect(again.ms).toBeLessThan(HOLD_MS)
  })
})
