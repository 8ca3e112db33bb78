import type { EmailOverviewResponse } from '@rdo/contracts/email-admin'

export type ChartPoint = EmailOverviewResponse['series'][number]
export type SeriesKey = 'sent' | 'opened' | 'clicked' | 'bounced'

export const SERIES: { key: SeriesKey; label: string }[] = [
  { key: 'sent', label: 'Sent' },
  { key: 'opened', label: 'Opened' },
  { key: 'clicked', label: 'Clicked' },
  { key: 'bounced', label: 'Bounced' },
]

/** The top of the value axis: the largest value rounded up to 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) {
    const top = step * power
    if (top >= value) return Math.max(1, Math.ceil(top))
  }
  return Math.ceil(10 * power)
}

/**
 * A series as SVG polyline points in a width × height box: evenly spaced in time order, 0 at the
 * bottom. A single point sits in the middle.
 */
export function linePoints(values: number[], max: number, width: number, height: number): string {
  const top = max > 0 ? max : 1
  const step = values.length > 1 ? width / (values.length - 1) : 0
  return values
    .map((v, i) => {
      const x = values.length > 1 ? i * step : width / 2
      const y = height - (Math.min(v, top) / top) * height
      return `${round(x)},${round(y)}`
    })
    .join(' ')
}

const round = (n: number) => Math.round(n * 100) / 100

const hourFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric' })
// Day buckets are UTC days: shown in UTC so a day never slips to the one before west of Greenwich.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** A bucket's label on the axis and in the data table: '3 PM' for an hour, 'Mar 5' for a day. */
export function bucketLabel(at: string, bucket: EmailOverviewResponse['bucket']): string {
  return (bucket === 'hour' ? hourFormat : dayFormat).format(new Date(at))
}

/** The chart's spoken summary: what it shows and each series' total over the period. */
export function chartSummary(series: ChartPoint[], bucket: EmailOverviewResponse['bucket'], period: string) {
  const totals = SERIES.map(({ key, label }) => {
    const total = series.reduce((sum, point) => sum + point[key], 0)
    return `${label.toLowerCase()} ${total.toLocaleString('en-US')}`
  })
  return `Emails per ${bucket}, ${period}: ${totals.join(', ')}.`
}
