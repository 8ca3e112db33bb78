import { afterEach, describe, expect, it } from 'vitest'
import { enterOpeningDraw, inTurn, lineLength, openingDrawLength, setOpeningDrawMs } from './drop-line.ts'

const drawMs = openingDrawLength()
afterEach(() => setOpeningDrawMs(drawMs))

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms))

describe('a drop line', () => {
  it('runs one task at a time per drop, in arrival order, past failures', async () => {
    const log: string[] = []
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`)
        await tick(ms)
        log.push(`end ${name}`)
        if (fail) throw new Error(name)
        return name
      }
    const a = inTurn('d1', task('a', 20, true))
    const b = inTurn('d1', task('b', 5))
    const other = inTurn('d2', task('x', 1))
    expect(lineLength('d1')).toBe(2)
    await expect(a).rejects.toThrow('a')
    expect(await b).toBe('b')
    expect(await other).toBe('x')
    expect(log.filter((l) => !l.endsWith('x'))).toEqual(['start a', 'end a', 'start b', 'end b'])
    await tick()
    expect(lineLength('d1')).toBe(0)
  })

  it('draws the opening arrivals in random order when the draw closes, one entry per customer', async () => {
    setOpeningDrawMs(150)
    const opensAt = new Date(Date.now() - 10)
    const served: number[] = []
    const answers = Array.from({ length: 30 }, (_, i) =>
      enterOpeningDraw('d3', opensAt, `c${i}`, async () => {
        served.push(i)
        return i
      }),
    )
    const again = enterOpeningDraw('d3', opensAt, 'c0', async () => -1)
    expect(lineLength('d3')).toBe(30)
    await tick(20)
    expect(served).toEqual([])
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 30 }, (_, i) => i))
    expect(await again).toBe(0)
    expect([...served].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i))
    // 30 arrivals served in the order they came: a chance of 1 in 30!.
    expect(served).not.toEqual(Array.from({ length: 30 }, (_, i) => i))
  })

  it('leaves arrivals before the window or after its draw to the caller', () => {
    setOpeningDrawMs(1000)
    const now = Date.now()
    const take = async () => 1
    expect(enterOpeningDraw('d4', new Date(now + 50), 'c', take, now)).toBeNull()
    expect(enterOpeningDraw('d4', new Date(now - 1000), 'c', take, now)).toBeNull()
    setOpeningDrawMs(0)
    expect(enterOpeningDraw('d4', new Date(now), 'c', take, now)).toBeNull()
  })
})
