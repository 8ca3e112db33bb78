import { describe, expect, it } from 'vitest'
import { bucketLabel, chartSummary, linePoints, niceMax } from './chart'

describe('niceMax', () => {
  it('rounds up to a readable top', () => {
    expect(niceMax(0)).toBe(1)
    expect(niceMax(1)).toBe(1)
    expect(niceMax(7)).toBe(10)
    expect(niceMax(12)).toBe(20)
    expect(niceMax(230)).toBe(250)
    expect(niceMax(4100)).toBe(5000)
    expect(niceMax(0.3)).toBe(1)
  })
})

describe('linePoints', () => {
  it('spreads the points over the width with 0 at the bottom', () => {
    expect(linePoints([0, 5, 10], 10, 100, 50)).toBe('0,50 50,25 100,0')
  })
  it('puts a single point in the middle and copes with an all-zero series', () => {
    expect(linePoints([0], 0, 100, 50)).toBe('50,50')
  })
})

describe('bucketLabel', () => {
  it('names a day bucket by its UTC date', () => {
    expect(bucketLabel('2026-03-05T00:00:00.000Z', 'day')).toBe('Mar 5')
  })
  it('names an hour bucket by its hour', () => {
    expect(bucketLabel('2026-03-05T15:00:00.000Z', 'hour')).toMatch(/^\d{1,2} (AM|PM)$/)
  })
})

describe('chartSummary', () => {
  it('totals every series', () => {
    const series = [
      { at: '2026-03-05T00:00:00.000Z', sent: 10, opened: 4, clicked: 1, bounced: 0 },
      { at: '2026-03-06T00:00:00.000Z', sent: 1200, opened: 6, clicked: 2, bounced: 3 },
    ]
    expect(chartSummary(series, 'day', 'Last 7 Days')).toBe(
      'Emails per day, Last 7 Days: sent 1,210, opened 10, clicked 3, bounced 3.',
    )
  })
})
