import type { MarketingOverviewResponse } from '@rdo/contracts/email-marketing-admin'

export type SeriesPoint = MarketingOverviewResponse['series'][number]
export const SERIES_KEYS = ['sent', 'opened', 'clicked'] as const
export type SeriesKey = (typeof SERIES_KEYS)[number]
export const SERIES_LABELS: Record<SeriesKey, string> = { sent: 'Sent', opened: 'Opened', clicked: 'Clicked' }

/** The smallest of 1, 2 or 5 × 10ⁿ that is at least `value` (at least 1), for a readable top gridline. */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}

export const seriesTotals = (series: readonly SeriesPoint[]) =>
  Object.fromEntries(SERIES_KEYS.map((k) => [k, series.reduce((sum, p) => sum + p[k], 0)])) as Record<
    SeriesKey,
    number
  >

/** No email went out in the whole window: the chart shows the empty state instead. */
export const isSeriesEmpty = (series: readonly SeriesPoint[]) =>
  series.every((p) => p.sent === 0 && p.opened === 0 && p.clicked === 0)

export type ChartBox = { width: number; height: number; padTop: number; padBottom: number }

/**
 * Where each line runs in an SVG of `box` size: one SVG path per series, the x of each point, the
 * value of the top gridline and the y of each gridline (0, half, top).
 */
export function chartGeometry(series: readonly SeriesPoint[], box: ChartBox) {
  const max = niceCeiling(Math.max(0, ...series.flatMap((p) => SERIES_KEYS.map((k) => p[k]))))
  const plot = box.height - box.padTop - box.padBottom
  const y = (v: number) => box.padTop + plot - (v / max) * plot
  const xs = series.map((_, i) =>
    series.length <= 1 ? box.width / 2 : (i / (series.length - 1)) * box.width,
  )
  const round = (n: number) => Math.round(n * 10) / 10
  const paths = Object.fromEntries(
    SERIES_KEYS.map((k) => [
      k,
      series.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(xs[i])} ${round(y(p[k]))}`).join(' '),
    ]),
  ) as Record<SeriesKey, string>
  const gridlines = [0, max / 2, max].map((value) => ({ value, y: round(y(value)) }))
  return { max, xs, paths, gridlines }
}

/** "Nov 22" for an axis label or a table row. */
export const dayLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
