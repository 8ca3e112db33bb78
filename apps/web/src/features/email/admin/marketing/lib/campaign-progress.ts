import type { Campaign, CampaignProgress, CampaignStats } from '@rdo/contracts/email-marketing-admin'
import { formatCount, formatRate, type CampaignStatus } from './labels'

/** The campaign detail reads its progress again every second while it sends. */
export const CAMPAIGN_POLL_MS = 1000

/** Sending now: its progress keeps changing. */
export const isCampaignLive = (status: CampaignStatus) => status === 'active'

/** Statuses that have started sending, so their progress means something. */
export const hasProgress = (status: CampaignStatus) =>
  status === 'active' || status === 'paused' || status === 'completed'

/** Draft and scheduled campaigns can be sent now; a running one paused; a paused one resumed. */
export const canSendNow = (status: CampaignStatus) => status === 'draft' || status === 'scheduled'
export const canPause = (status: CampaignStatus) => status === 'active'
export const canResume = (status: CampaignStatus) => status === 'paused'

/** Recipients dealt with so far: sent, failed or skipped. */
export const processed = (p: CampaignProgress) => p.sent + p.failed + p.skipped

/** Whole percent dealt with, 0–100; a finished campaign with nobody left counts as complete. */
export function progressPercent(p: CampaignProgress, status?: CampaignStatus): number {
  if (p.total <= 0) return status === 'completed' ? 100 : 0
  return Math.min(100, Math.max(0, Math.floor((processed(p) / p.total) * 100)))
}

/** "120 of 500 recipients processed" for the progress bar's spoken value. */
export const progressValueText = (p: CampaignProgress) =>
  `${formatCount(processed(p))} of ${formatCount(p.total)} recipients processed`

export type Figure = { key: string; label: string; value: string; tone?: 'danger' | 'warning' }

/** Sent / failed / skipped / remaining, as the progress panel lists them. */
export function progressFigures(p: CampaignProgress): Figure[] {
  return [
    { key: 'sent', label: 'Sent', value: formatCount(p.sent) },
    {
      key: 'failed',
      label: 'Failed',
      value: formatCount(p.failed),
      tone: p.failed > 0 ? 'danger' : undefined,
    },
    {
      key: 'skipped',
      label: 'Skipped',
      value: formatCount(p.skipped),
      tone: p.skipped > 0 ? 'warning' : undefined,
    },
    { key: 'remaining', label: 'Remaining', value: formatCount(p.remaining) },
  ]
}

/** Opens, clicks, bounces and unsubscribes with the open and click rates. */
export function statFigures(s: CampaignStats): Figure[] {
  return [
    { key: 'opens', label: 'Opens', value: formatCount(s.open_count) },
    { key: 'open_rate', label: 'Open rate', value: formatRate(s.open_rate) },
    { key: 'clicks', label: 'Clicks', value: formatCount(s.click_count) },
    { key: 'click_rate', label: 'Click rate', value: formatRate(s.click_rate) },
    { key: 'bounces', label: 'Bounces', value: formatCount(s.bounce_count) },
    { key: 'unsubscribes', label: 'Unsubscribes', value: formatCount(s.unsubscribe_count) },
  ]
}

/** The compact line under a list row's bar: "120 sent · 2 failed · 378 left". */
export const progressLine = (p: CampaignProgress) =>
  `${formatCount(p.sent)} sent · ${formatCount(p.failed)} failed · ${formatCount(p.remaining)} left`

/** How many a "Send now" would reach: the segment's sendable count when known, else the ledger's size. */
export function sendNowCount(campaign: Pick<Campaign, 'progress'>, sendable: number | undefined) {
  return sendable ?? campaign.progress.total
}
