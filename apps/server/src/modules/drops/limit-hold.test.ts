import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLimitHold } from './limit-hold.ts'

describe('the hold on attempts over the limit', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers after the hold, and at once when nothing is to be held', async () => {
    const hold = createLimitHold({ ms: 2000, max: 10 })
    let done = false
    const held = hold.hold().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(1999)
    expect(done).toBe(false)
    expect(hold.held).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await held
    expect(hold.held).toBe(0)

    let immediate = false
    await createLimitHold({ ms: 0, max: 10 })
      .hold()
      .then(() => (immediate = true))
    expect(immediate).toBe(true)
  })

  it('holds no more than `max` answers at once; the others go out at once', async () => {
    const hold = createLimitHold({ ms: 1000, max: 2 })
    const outcomes: string[] = []
    const tries = [1, 2, 3].map((n) => hold.hold().then(() => outcomes.push(`#${n}`)))
    await vi.advanceTimersByTimeAsync(0)
    expect(outcomes).toEqual(['#3'])
    expect(hold.held).toBe(2)
    await vi.advanceTimersByTimeAsync(1000)
    await Promise.all(tries)
    expect(outcomes).toEqual(['#3', '#1', '#2'])
    expect(hold.held).toBe(0)
  })
})
