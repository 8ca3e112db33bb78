import { useId } from 'react'
import type { Campaign } from '@rdo/contracts/email-marketing-admin'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import {
  isCampaignLive,
  progressFigures,
  progressLine,
  progressPercent,
  progressValueText,
  statFigures,
  type Figure,
} from '../lib/campaign-progress'
import { CAMPAIGN_STATUS_LABELS, formatCount } from '../lib/labels'
import { CampaignStatusBadge } from './status-badges'

function ProgressBar({
  campaign,
  labelledBy,
  label,
  thin = false,
}: {
  campaign: Pick<Campaign, 'progress' | 'status'>
  labelledBy?: string
  label?: string
  thin?: boolean
}) {
  const percent = progressPercent(campaign.progress, campaign.status)
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% (${progressValueText(campaign.progress)})`}
      className={cn('overflow-hidden rounded-full bg-muted', thin ? 'h-1.5' : 'h-2.5')}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none',
          campaign.status === 'paused' ? 'bg-warning' : 'bg-brand-gradient',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}

function FigureList({ figures, label, className }: { figures: Figure[]; label: string; className?: string }) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-2', className)}>
      {figures.map((f) => (
        <div key={f.key} className="rounded-lg border px-3 py-2">
          <dt className="text-xs text-muted-foreground">{f.label}</dt>
          <dd
            className={cn(
              'font-mono text-lg font-semibold tabular-nums',
              f.tone === 'danger' && 'text-danger',
              f.tone === 'warning' && 'text-warning',
            )}
          >
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A list row's progress: a thin bar and "120 sent · 2 failed · 378 left". */
export function CampaignProgressCompact({ campaign }: { campaign: Campaign }) {
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <ProgressBar campaign={campaign} label={`Progress of ${campaign.name}`} thin />
      <span className="font-mono text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        {progressLine(campaign.progress)}
      </span>
    </div>
  )
}

/**
 * A campaign's sending as it happens: the bar of recipients processed, sent / failed / skipped /
 * remaining, and what the sent emails did (opens, clicks, bounces, unsubscribes, rates). The caller
 * keeps the campaign fresh (it polls while the campaign sends); this only shows it.
 */
export function CampaignProgress({
  campaign,
  title,
  pollFailed = false,
  onRetry,
}: {
  campaign: Campaign
  /** The heading; the campaign's name when not given. */
  title?: string
  /** The last progress read failed (the campaign carries on on the server). */
  pollFailed?: boolean
  onRetry?: () => void
}) {
  const headingId = useId()
  const live = isCampaignLive(campaign.status)
  const { progress } = campaign
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-display text-base font-semibold break-words">
          {title ?? campaign.name}
        </h3>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <ProgressBar campaign={campaign} labelledBy={headingId} />
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="font-mono tabular-nums">{progressValueText(progress)}</span>
        <span>
          {formatCount(campaign.rate_per_second)} per second
          {campaign.started_at && <> · started {formatDateTime(campaign.started_at)}</>}
          {campaign.completed_at && <> · finished {formatDateTime(campaign.completed_at)}</>}
        </span>
      </p>
      {/* Announced when the state changes, not on every count: a one-second tick would drown a screen reader. */}
      <p className="sr-only" aria-live="polite">
        {live ? 'Sending' : CAMPAIGN_STATUS_LABELS[campaign.status]}
      </p>
      <FigureList figures={progressFigures(progress)} label="Delivery" className="sm:grid-cols-4" />
      <FigureList
        figures={statFigures(campaign.stats)}
        label="Engagement"
        className="sm:grid-cols-3 lg:grid-cols-6"
      />
      {pollFailed && live && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-warning">
          Progress could not be read; the campaign carries on.
          {onRetry && (
            <button type="button" className="font-medium underline underline-offset-4" onClick={onRetry}>
              Read progress again
            </button>
          )}
        </p>
      )}
    </section>
  )
}
