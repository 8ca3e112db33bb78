import { X } from 'lucide-react'
import type { PrintifyImport } from '@rdo/contracts/printify'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import {
  STATUS_LABELS,
  importCounts,
  importPercent,
  isImportFinished,
  progressValueText,
} from '../lib/import-progress'

const STATUS_TONES = { queued: 'neutral', running: 'info', done: 'success', failed: 'danger' } as const

/**
 * A running or finished import: a live bar of products processed, the count of each outcome and every
 * product that could not be imported, by name and reason.
 */
export function ImportProgress({
  job,
  pollFailed,
  onRetryPoll,
  onDismiss,
}: {
  job: PrintifyImport
  pollFailed: boolean
  onRetryPoll: () => void
  onDismiss: () => void
}) {
  const finished = isImportFinished(job.status)
  const percent = importPercent(job)
  const hasFailures = job.failed.length > 0
  return (
    <section
      aria-labelledby="printify-import-progress"
      className="space-y-3 rounded-[12px] border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h2 id="printify-import-progress" className="font-display text-base font-semibold">
            Import progress
          </h2>
          <Badge variant={STATUS_TONES[job.status]}>{STATUS_LABELS[job.status]}</Badge>
        </div>
        {finished && (
          <Button variant="ghost" size="icon-sm" aria-label="Dismiss import result" onClick={onDismiss}>
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby="printify-import-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${progressValueText(job)})`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none',
            job.status === 'failed' ? 'bg-danger' : 'bg-brand-gradient',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="font-mono text-sm tabular-nums" aria-live="polite">
        {progressValueText(job)}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {importCounts(job).map((count) => (
          <div key={count.key} className="rounded-lg border px-3 py-2">
            <dt className="text-xs text-muted-foreground">{count.label}</dt>
            <dd
              className={cn(
                'font-mono text-lg font-semibold tabular-nums',
                count.key === 'failed' && count.value > 0 && 'text-danger',
              )}
            >
              {count.value.toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      {job.status === 'failed' && job.message && (
        <p role="alert" className="text-sm text-danger">
          {job.message}
        </p>
      )}
      {pollFailed && !finished && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-warning">
          Progress could not be read; the import carries on.
          <Button variant="link" size="sm" onClick={onRetryPoll}>
            Read progress again
          </Button>
        </p>
      )}
      {hasFailures && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Not imported</h3>
          <ul className="space-y-1 text-sm">
            {job.failed.map((failure) => (
              <li key={failure.product_id} className="break-words">
                <span className="font-medium">{failure.title}</span>
                <span className="text-muted-foreground">: {failure.error}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
