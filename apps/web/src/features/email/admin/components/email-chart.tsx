import type { EmailOverviewResponse } from '@rdo/contracts/email-admin'
import { SERIES, bucketLabel, chartSummary, linePoints, niceMax, type SeriesKey } from '../lib/chart'

const WIDTH = 600
const HEIGHT = 200

/**
 * Each series has its colour and its own dash, so the lines stay apart without colour vision. The
 * colours are theme tokens: they change with the light and dark themes.
 */
const STYLE: Record<SeriesKey, { stroke: string; swatch: string; dash?: string }> = {
  sent: { stroke: 'stroke-primary', swatch: 'bg-primary' },
  opened: { stroke: 'stroke-success', swatch: 'bg-success', dash: '6 4' },
  clicked: { stroke: 'stroke-info', swatch: 'bg-info', dash: '2 3' },
  bounced: { stroke: 'stroke-warning', swatch: 'bg-warning', dash: '10 3 2 3' },
}

type Props = Pick<EmailOverviewResponse, 'series' | 'bucket'> & { periodLabel: string }

/**
 * The period's sent, opened, clicked and bounced emails per hour or day, as lines. The drawing is
 * hidden from screen readers, which get a summary and the same numbers as a table instead.
 */
export function EmailChart({ series, bucket, periodLabel }: Props) {
  const max = niceMax(Math.max(0, ...series.flatMap((p) => SERIES.map((s) => p[s.key]))))
  const summary = chartSummary(series, bucket, periodLabel)
  const first = series[0]
  const last = series.at(-1)
  const showDots = series.length <= 31

  return (
    <figure className="space-y-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold">Activity</span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className={`inline-block h-0.5 w-4 rounded ${STYLE[s.key].swatch}`} />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <p className="sr-only">{summary}</p>
      {series.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">
          No email activity in this period
        </p>
      ) : (
        <div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
          <div className="relative h-48 min-w-8 text-right font-mono text-xs text-muted-foreground tabular-nums">
            {/* Each label is centred on its grid line. */}
            {[1, 0.5, 0].map((f) => (
              <span
                key={f}
                className="absolute right-0 -translate-y-1/2"
                style={{ top: `${(1 - f) * 100}%` }}
              >
                {Number.isInteger(max * f) ? (max * f).toLocaleString('en-US') : ''}
              </span>
            ))}
          </div>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-48 w-full overflow-visible"
            focusable="false"
          >
            {[0, 0.5, 1].map((f) => (
              <line
                key={f}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT * f}
                y2={HEIGHT * f}
                className="stroke-border"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {SERIES.map((s) => {
              const values = series.map((p) => p[s.key])
              const points = linePoints(values, max, WIDTH, HEIGHT)
              return (
                <g key={s.key} className={STYLE[s.key].stroke}>
                  <polyline
                    points={points}
                    fill="none"
                    strokeWidth={2}
                    strokeLinejoin="round"
                    strokeDasharray={STYLE[s.key].dash}
                    vectorEffect="non-scaling-stroke"
                  />
                  {/* A lone point draws no line: a short tick marks it instead. */}
                  {showDots &&
                    points
                      .split(' ')
                      .map((xy) => xy.split(',').map(Number) as [number, number])
                      .map(([x, y]) => (
                        <line
                          key={x}
                          x1={x}
                          x2={x}
                          y1={y}
                          y2={y}
                          strokeWidth={5}
                          strokeLinecap="round"
                          vectorEffect="non-scaling-stroke"
                        />
                      ))}
                </g>
              )
            })}
          </svg>
          <span />
          <div className="flex justify-between pt-1 text-xs text-muted-foreground">
            <span>{first && bucketLabel(first.at, bucket)}</span>
            <span>{last && last !== first && bucketLabel(last.at, bucket)}</span>
          </div>
        </div>
      )}
      {series.length > 0 && (
        <table className="sr-only">
          <caption>Emails per {bucket}</caption>
          <thead>
            <tr>
              <th scope="col">{bucket === 'hour' ? 'Hour' : 'Day'}</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.at}>
                <th scope="row">{bucketLabel(p.at, bucket)}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{p[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  )
}
