import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startPrintifyStandIn, type PrintifyStandIn } from '../../../test/stand-ins/printify.ts'
import {
  createPrintifyClient,
  PrintifyAuthError,
  PrintifyRequestError,
  retryAfterMs,
} from './printify-client.ts'

let standIn: PrintifyStandIn
beforeAll(async () => {
  standIn = await startPrintifyStandIn()
})
afterAll(async () => standIn?.close())
beforeEach(() => standIn.reset())

const client = (options: { timeoutMs?: number; token?: string } = {}) =>
  createPrintifyClient({ baseUrl: standIn.url, token: options.token ?? standIn.token, ...options })

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2025-03-01T12:00:00Z')
    expect(retryAfterMs('2', now)).toBe(2000)
    expect(retryAfterMs('Sat, 01 Mar 2025 12:00:05 GMT', now)).toBe(5000)
    expect(retryAfterMs('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('soon', now)).toBeNull()
    expect(retryAfterMs(null, now)).toBeNull()
  })
})

describe('the Printify client', () => {
  it('reads pages with each product checked on its own', async () => {
    standIn.useSampleProducts(3, { malformed: true })
    const page = await client().listProducts(1001, 1, 2)
    expect(page).toMatchObject({ page: 1, lastPage: 2, total: 4 })
    expect(page.products.map((p) => p.ok)).toEqual([true, false])
    expect(page.products[1]).toMatchObject({
      ok: false,
      title: 'Broken Product 1',
      error: expect.stringContaining('variants'),
    })
  })

  it('gives up on a slow answer at its time limit, without retrying', async () => {
    standIn.setMode('slow', 5_000)
    const started = Date.now()
    await expect(client({ timeoutMs: 200 }).listShops()).rejects.toThrow(PrintifyRequestError)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(standIn.calls).toHaveLength(1)
  })

  it('turns a refused token into PrintifyAuthError whose message holds no token', async () => {
    const token = 'secret-token-that-must-not-leak'
    const err = await client({ token })
      .listShops()
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PrintifyAuthError)
    expect(JSON.stringify({ message: (err as Error).message, stack: (err as Error).stack })).not.toContain(
      token,
    )
  })

  it('answers null for a product the shop does not have', async () => {
    expect(await client().getProduct(1001, 'missing')).toBeNull()
  })

  it('stops after three retries of a closed port, naming no token', async () => {
    const closed = createPrintifyClient({ baseUrl: 'http://127.0.0.1:9', token: 'tok-123456', backoffMs: 1 })
    const err = await closed.listShops().catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PrintifyRequestError)
    expect((err as Error).message).not.toContain('tok-123456')
  })
})
