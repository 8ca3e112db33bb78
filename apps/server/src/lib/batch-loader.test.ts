import { describe, expect, it } from 'vitest'
import { createBatchLoader } from './batch-loader.ts'

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms))

/** A load that records each batch, answers every key doubled after `ms`, and counts batches at once. */
function recorder(ms: number) {
  const batches: number[][] = []
  let running = 0
  let most = 0
  const load = async (keys: number[]) => {
    batches.push(keys)
    most = Math.max(most, ++running)
    await tick(ms)
    running--
    return keys.map((k) => k * 2)
  }
  return { batches, load, most: () => most }
}

describe('a batch loader', () => {
  it('answers a lone key with a batch of its own', async () => {
    const r = recorder(1)
    const loader = createBatchLoader(r.load, { maxBatch: 10, inFlight: 2 })
    expect(await loader.load(4)).toBe(8)
    expect(r.batches).toEqual([[4]])
  })

  it('sends the keys of one turn together, in batches of at most maxBatch', async () => {
    const r = recorder(1)
    const loader = createBatchLoader(r.load, { maxBatch: 10, inFlight: 5 })
    const keys = Array.from({ length: 25 }, (_, i) => i)
    expect(await Promise.all(keys.map((k) => loader.load(k)))).toEqual(keys.map((k) => k * 2))
    expect(r.batches.map((b) => b.length)).toEqual([10, 10, 5])
  })

  it('keeps at most inFlight batches running; keys asked meanwhile go out together when one returns', async () => {
    const r = recorder(30)
    const loader = createBatchLoader(r.load, { maxBatch: 100, inFlight: 1 })
    const first = loader.load(0)
    await tick(5)
    // Asked over several turns while the first batch runs: one batch after it, not one each.
    const later: Promise<number>[] = []
    for (let i = 1; i <= 6; i++) {
      later.push(loader.load(i))
      await tick(2)
    }
    expect(loader.waiting).toBe(6)
    expect(await first).toBe(0)
    expect(await Promise.all(later)).toEqual([2, 4, 6, 8, 10, 12])
    expect(r.batches).toEqual([[0], [1, 2, 3, 4, 5, 6]])
    expect(r.most()).toBe(1)
  })

  it('rejects the keys of a failed batch and goes on with the next', async () => {
    let calls = 0
    const loader = createBatchLoader(
      async (keys: number[]) => {
        if (calls++ === 0) {
          await tick(10)
          throw new Error('connection lost')
        }
        return keys
      },
      { maxBatch: 10, inFlight: 1 },
    )
    const failed = loader.load(1)
    await tick(2)
    const next = loader.load(2)
    await expect(failed).rejects.toThrow('connection lost')
    expect(await next).toBe(2)
  })

  it('refuses a batch answered with the wrong number of values, and one whose load throws at once', async () => {
    const short = createBatchLoader(async (keys: number[]) => keys.slice(1), { maxBatch: 10, inFlight: 1 })
    await expect(Promise.all([short.load(1), short.load(2)])).rejects.toThrow('answered 2 keys with 1')
    const throwing = createBatchLoader<number, number>(
      () => {
        throw new Error('bad keys')
      },
      { maxBatch: 10, inFlight: 1 },
    )
    await expect(throwing.load(1)).rejects.toThrow('bad keys')
    // The slot came back: the next key is loaded (and refused) too.
    await expect(throwing.load(2)).rejects.toThrow('bad keys')
  })

  it('stops counting a batch that takes too long, so later keys are not held behind it', async () => {
    let calls = 0
    const loader = createBatchLoader(
      async (keys: number[]) => {
        if (calls++ === 0) await new Promise(() => {})
        return keys
      },
      { maxBatch: 10, inFlight: 1, stuckMs: 30 },
    )
    void loader.load(1)
    await tick(2)
    expect(await loader.load(2)).toBe(2)
  })
})
