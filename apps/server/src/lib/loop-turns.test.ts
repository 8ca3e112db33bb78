import { afterEach, describe, expect, it } from 'vitest'
import { createLoopTurns } from './loop-turns.ts'

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0))
const busy = (ms: number) => {
  const end = Date.now() + ms
  while (Date.now() < end);
}

describe('loop turns', () => {
  const turns = createLoopTurns()
  afterEach(() => turns.stop())

  it('answers the read time itself while nothing is recorded', () => {
    const now = Date.now()
    expect(turns.earliestArrival(now)).toBe(now)
  })

  it('on an idle loop, a request can only have arrived a moment before it was read', async () => {
    turns.watchUntil(Date.now() + 1000)
    for (let i = 0; i < 20; i++) await nextTurn()
    const readAt = Date.now()
    expect(turns.earliestArrival(readAt)).toBeGreaterThanOrEqual(readAt - 20)
    expect(turns.earliestArrival(readAt)).toBeLessThanOrEqual(readAt)
  })

  it('after a long turn, a request read in the next one may have arrived when the long one began', async () => {
    turns.watchUntil(Date.now() + 2000)
    for (let i = 0; i < 5; i++) await nextTurn()
    // A turn that holds the loop for 300 ms after its timers ran, as a rush's reads and answers do.
    let longTurnFrom = 0
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        longTurnFrom = Date.now()
        busy(300)
        resolve()
      }),
    )
    // Read in the next turn (after its timers).
    await new Promise((resolve) => setImmediate(resolve))
    const readAt = Date.now()
    expect(readAt - longTurnFrom).toBeGreaterThanOrEqual(300)
    const earliest = turns.earliestArrival(readAt)
    expect(earliest).toBeLessThanOrEqual(longTurnFrom)
    expect(earliest).toBeGreaterThan(longTurnFrom - 50)
  })

  it('stops recording when the watch ends, and forgets turns from before a gap', async () => {
    turns.watchUntil(Date.now() + 30)
    await new Promise((resolve) => setTimeout(resolve, 80))
    turns.watchUntil(Date.now() + 1000)
    // Nothing recorded since the watch began again: the old turns say nothing about now.
    const readAt = Date.now()
    expect(turns.earliestArrival(readAt)).toBe(readAt)
  })
})
