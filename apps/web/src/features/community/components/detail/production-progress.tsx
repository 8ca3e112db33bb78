import {
  PRODUCTION_THRESHOLD,
  PROGRESS_MARKERS,
  productionProgress,
  progressBand,
  type ProgressBand,
} from '@rdo/contracts/community-messages'
import { cn } from '@/lib/cn'
import { formatCount } from '../../lib/format'

const BAND_CLASSES: Record<ProgressBand, string> = {
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-400',
  lime: 'bg-lime-500',
  green: 'bg-green-500',
}

/** How far the net score is towards production, with markers every hundred. */
export function ProductionProgress({ netScore }: { netScore: number }) {
  const percent = productionProgress(netScore)
  const band = progressBand(percent)

  return (
    <section aria-labelledby="production-progress-title" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="production-progress-title" className="text-sm font-semibold">
          Production progress
        </h2>
        <p className="font-mono text-sm tabular-nums">
          {formatCount(Math.max(netScore, 0))} / {PRODUCTION_THRESHOLD}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="production-progress-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (net score ${netScore} of ${PRODUCTION_THRESHOLD})`}
        className="relative h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-200', BAND_CLASSES[band])}
          style={{ width: `${percent}%` }}
        />
        {PROGRESS_MARKERS.slice(0, -1).map((marker) => (
          <span
            key={marker}
            aria-hidden="true"
            className="absolute top-0 h-full w-px bg-background/70"
            style={{ left: `${(marker / PRODUCTION_THRESHOLD) * 100}%` }}
          />
        ))}
      </div>
      <ol aria-hidden="true" className="relative h-4 font-mono text-[11px] text-muted-foreground">
        {PROGRESS_MARKERS.map((marker) => (
          <li
            key={marker}
            className={cn(
              'absolute -translate-x-1/2 tabular-nums',
              marker === PRODUCTION_THRESHOLD && '-translate-x-full',
              netScore >= marker && 'font-semibold text-foreground',
            )}
            style={{ left: `${(marker / PRODUCTION_THRESHOLD) * 100}%` }}
          >
            {marker}
          </li>
        ))}
      </ol>
    </section>
  )
}
