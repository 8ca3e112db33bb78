import type { Campaign, Subscriber } from '@rdo/contracts/email-marketing-admin'
import type { BadgeProps } from '@/components/ui/badge'

type Tone = NonNullable<BadgeProps['variant']>
export type CampaignStatus = Campaign['status']
export type SubscriberStatus = Subscriber['status']

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Sending',
  paused: 'Paused',
  completed: 'Completed',
}
export const CAMPAIGN_STATUS_TONES: Record<CampaignStatus, Tone> = {
  draft: 'neutral',
  scheduled: 'info',
  active: 'brand',
  paused: 'warning',
  completed: 'success',
}

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: 'Active',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Complained',
}
export const SUBSCRIBER_STATUS_TONES: Record<SubscriberStatus, Tone> = {
  active: 'success',
  unsubscribed: 'neutral',
  bounced: 'danger',
  complained: 'warning',
}

export const TEMPLATE_CATEGORY_LABELS = {
  general: 'General',
  promotional: 'Promotional',
  newsletter: 'Newsletter',
  transactional: 'Transactional',
} as const

export const PREFERENCE_LABELS = {
  newsletter: 'Newsletter',
  promotional: 'Promotional',
  product_updates: 'Product updates',
} as const
export type PreferenceKey = keyof typeof PREFERENCE_LABELS
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_LABELS) as PreferenceKey[]

/** A filter select's options: "All …" first (empty value), then each status by its label. */
export function statusFilterOptions<S extends string>(allLabel: string, labels: Record<S, string>) {
  return [
    { value: '', label: allLabel },
    ...(Object.entries(labels) as [S, string][]).map(([value, label]) => ({ value, label })),
  ]
}

/** "1,234" */
export const formatCount = (n: number) => n.toLocaleString('en-US')

/** A fraction 0–1 as "12.5%" (one decimal, trailing .0 dropped); "—" when there is nothing to divide. */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '—'
  const percent = Math.round(rate * 1000) / 10
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
}

/** "1 recipient" / "1,234 recipients" */
export const recipientsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'recipient' : 'recipients'}`
