import { describe, expect, it } from 'vitest'
import { formatRate, heldPercent, refusalRows, soldPercent } from './live-figures'

describe('soldPercent and heldPercent', () => {
  it('measure sold and held units against everything the drop had', () => {
    const live = { units_sold: 30, units_left: 70, held_units: 20 }
    expect(soldPercent(live)).toBe(30)
    expect(heldPercent(live)).toBe(20)
  })
  it('are 0 for a drop without units and 100 once all are sold', () => {
    expect(soldPercent({ units_sold: 0, units_left: 0 })).toBe(0)
    expect(soldPercent({ units_sold: 50, units_left: 0 })).toBe(100)
    expect(heldPercent({ units_sold: 50, units_left: 0, held_units: 0 })).toBe(0)
  })
  it('never let the two segments add up to more than the bar', () => {
    const live = { units_sold: 99, units_left: 1, held_units: 5 }
    expect(soldPercent(live) + heldPercent(live)).toBeLessThanOrEqual(100)
  })
})

describe('refusalRows', () => {
  it('lists every reason with a readable label, most frequent first', () => {
    const rows = refusalRows({ sold_out: 1200, rate_limited: 40 })
    expect(rows).toHaveLength(7)
    expect(rows[0]).toEqual({ reason: 'sold_out', label: 'Sold out', count: 1200 })
    expect(rows[1]).toEqual({ reason: 'rate_limited', label: 'Too many attempts', count: 40 })
    expect(rows.at(-1)?.count).toBe(0)
  })
})

describe('formatRate', () => {
  it('keeps one decimal', () => {
    expect(formatRate(12)).toBe('12.0')
    expect(formatRate(0.25)).toBe('0.3')
  })
})
