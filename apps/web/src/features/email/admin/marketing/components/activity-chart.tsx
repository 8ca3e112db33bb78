import { useId } from 'react'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { cn } from '@/lib/cn'
import {
  chartGeometry,
  dayLabel,
  isSeriesEmpty,
  SERIES_KEYS,
  SERIES_LABELS,
  seriesTotals,
  type SeriesKey,
  type SeriesPoint,
} from '../lib/chart'
import { formatCount } from '../lib/labels'

const BOX = { width: 600, height: 200, padTop: 8, padBottom: 8 }
/** One colour per line, readable on both themes; the legend repeats them with the names. */
const STROKES: Record<SeriesKey, string> = {
  sent: 'stroke-violet',
  opened: 'stroke-success',
  clicked: 'stroke-info',
}
const SWATCHES: Record<SeriesKey, string> = { sent: 'bg-violet', opened: 'bg-success', clicked: 'bg-info' }

/**
 * Emails sent, opened and clicked per day over the last 30 days, as an inline SVG. The picture is
 * summarised for screen readers, and the same figures are in a table they can browse.
 */
export function ActivityChart({ series }: { series: SeriesPoint[] }) {
  const id = useId()
  if (isSeriesEmpty(series)) {
    return <p className="py-10 text-center text-sm text-muted-foreground">{M.noData}</p>
  }
  const geometry = chartGeometry(series, BOX)
  const totals = seriesTotals(series)
  const days = series.length === 1 ? 'day' : `${series.length} days`
  const summary = `Last ${days}: ${SERIES_KEYS.map((k) => `${formatCount(totals[k])} ${SERIES_LABELS[k].toLowerCase()}`).join(', ')}.`
  const first = series[0]
  const last = series[series.length - 1]
  return (
    <figure className="space-y-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        {SERIES_KEYS.map((k) => (
          <li key={k} className="flex items-center gap-1.5">
            <span className={cn('inline-block h-0.5 w-4 rounded-full', SWATCHES[k])} />
            {SERIES_LABELS[k]} <span className="font-mono tabular-nums">{formatCount(totals[k])}</span>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <div
          className="flex h-40 flex-col justify-between py-1 text-right font-mono text-[10px] text-muted-foreground tabular-nums"
          aria-hidden="true"
        >
          <span>{formatCount(geometry.max)}</span>
          <span>{Number.isInteger(geometry.max / 2) ? formatCount(geometry.max / 2) : ''}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 flex-1 overflow-visible"
        >
          <title id={`${id}-title`}>{`Email activity. ${summary}`}</title>
          {geometry.gridlines.map((g) => (
            <line
              key={g.value}
              x1={0}
              x2={BOX.width}
              y1={g.y}
              y2={g.y}
              className="stroke-border"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {SERIES_KEYS.map((k) => (
            <path
              key={k}
              d={geometry.paths[k]}
              fill="none"
              className={STROKES[k]}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </div>
      <div className="flex justify-between pl-8 text-xs text-muted-foreground" aria-hidden="true">
        <span>{dayLabel(first.at)}</span>
        <span>{dayLabel(last.at)}</span>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
      <table className="sr-only">
        <caption>Emails per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {SERIES_KEYS.map((k) => (
              <th key={k} scope="col">
                {SERIES_LABELS[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((p) => (
            <tr key={p.at}>
              <th scope="row">{dayLabel(p.at)}</th>
              {SERIES_KEYS.map((k) => (
                <td key={k}>{p[k]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
