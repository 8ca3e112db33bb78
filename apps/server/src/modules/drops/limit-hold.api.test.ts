import { DROP_MESSAGES } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { admit, createDrop, seasonedUser } from './drops.fixtures.ts'

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
