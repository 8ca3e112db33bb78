import { describe, expect, it } from 'vitest'
import { chartGeometry, dayLabel, isSeriesEmpty, niceCeiling, seriesTotals } from './chart'

const point = (at: string, sent: number, opened: number, clicked: number) => ({ at, sent, opened, clicked })
const box = { width: 300, height: 120, padTop: 10, padBottom: 10 }

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 999].map(niceCeiling)).toEqual([1, 1, 5, 10, 10, 20, 200, 1000])
  })
})

describe('chartGeometry', () => {
  const series = [
    point('2030-01-01T00:00:00Z', 0, 0, 0),
    point('2030-01-02T00:00:00Z', 8, 4, 1),
    point('2030-01-03T00:00:00Z', 10, 5, 2),
  ]
  it('spreads the days over the width and scales to a round top', () => {
    const g = chartGeometry(series, box)
    expect(g.max).toBe(10)
    expect(g.xs).toEqual([0, 150, 300])
    expect(g.paths.sent).toBe('M0 110 L150 30 L300 10')
    expect(g.paths.clicked).toBe('M0 110 L150 100 L300 90')
    expect(g.gridlines).toEqual([
      { value: 0, y: 110 },
      { value: 5, y: 60 },
      { value: 10, y: 10 },
    ])
  })
  it('centres a single day and keeps an all-zero chart flat on the baseline', () => {
    const g = chartGeometry([point('2030-01-01T00:00:00Z', 0, 0, 0)], box)
    expect(g.max).toBe(1)
    expect(g.paths.sent).toBe('M150 110')
  })
})

describe('series helpers', () => {
  it('totals and detects an empty window', () => {
    const series = [point('2030-01-01T00:00:00Z', 3, 2, 1), point('2030-01-02T00:00:00Z', 4, 0, 0)]
    expect(seriesTotals(series)).toEqual({ sent: 7, opened: 2, clicked: 1 })
    expect(isSeriesEmpty(series)).toBe(false)
    expect(isSeriesEmpty([point('2030-01-01T00:00:00Z', 0, 0, 0)])).toBe(true)
    expect(isSeriesEmpty([])).toBe(true)
  })
  it('labels a day in UTC', () => {
    expect(dayLabel('2030-01-02T00:00:00Z')).toBe('Jan 2')
  })
})
