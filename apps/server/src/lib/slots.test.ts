import { describe, expect, it } from 'vitest'
import { createSlots } from './slots.ts'

describe('slots', () => {
  it('runs at most `size` tasks at once, the rest in arrival order, and frees a slot on failure', async () => {
    const inSlot = createSlots(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const task =
      (i: number, fail = false) =>
      async () => {
        started.push(i)
        running++
        most = Math.max(most, running)
        await new Promise((r) => setTimeout(r, 5))
        running--
        if (fail) throw new Error(`task ${i}`)
        return i
      }
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => inSlot(task(i, i === 0))))
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4])
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ])
    expect(await inSlot(async () => 'free again')).toBe('free again')
  })
})
