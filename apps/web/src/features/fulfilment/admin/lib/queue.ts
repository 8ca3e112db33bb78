import {
  FULFILMENT_PROVIDER_LABELS,
  FULFILMENT_PROVIDERS,
  FULFILMENT_STATUS_LABELS,
  FULFILMENT_STATUSES,
  type FulfilmentProvider,
  type FulfilmentQueueRow,
  type FulfilmentStatus,
} from '@rdo/contracts'
import type { BadgeProps } from '@/components/ui/badge'

/** The queue's request: the filters the address bar holds, the page, and 25 rows a page unless changed. */
export type QueueQuery = {
  page: number
  per_page: number
  provider?: FulfilmentProvider
  status?: 'all' | FulfilmentStatus
}

export const PROVIDER_FILTER = [
  { value: '', label: 'All providers' },
  ...(['printify', 'manual'] as const satisfies readonly FulfilmentProvider[]).map((p) => ({
    value: p,
    label: FULFILMENT_PROVIDER_LABELS[p],
  })),
]

/** 'Open' (the server's default, so no parameter), 'All', then each status. */
export const STATUS_FILTER = [
  { value: '', label: 'Open' },
  { value: 'all', label: 'All statuses' },
  ...FULFILMENT_STATUSES.map((s) => ({ value: s, label: FULFILMENT_STATUS_LABELS[s] })),
]

/** The request for the address bar's filters: unknown values are left out rather than refused. */
export function queueQuery(filters: Record<string, string>, page: number, perPage: number): QueueQuery {
  const q: QueueQuery = { page, per_page: perPage }
  const provider = filters.provider ?? ''
  if ((FULFILMENT_PROVIDERS as readonly string[]).includes(provider))
    q.provider = provider as FulfilmentProvider
  const status = filters.status ?? ''
  if (status === 'all' || (FULFILMENT_STATUSES as readonly string[]).includes(status)) {
    q.status = status as QueueQuery['status']
  }
  return q
}

/** Amber while it waits, blue while a provider works on it, green once it left, red when refused. */
export const STATUS_BADGE: Record<FulfilmentStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  submitting: 'info',
  awaiting_production: 'warning',
  in_production: 'info',
  partially_shipped: 'info',
  shipped: 'success',
  delivered: 'success',
  failed: 'danger',
  cancelled: 'neutral',
}

/** A refused or cancelled Printify submission can be queued again. */
export const canRetry = (row: Pick<FulfilmentQueueRow, 'provider' | 'status'>) =>
  row.provider === 'printify' && (row.status === 'failed' || row.status === 'cancelled')

/** A Printify order created while sending to production is not automatic waits for a person. */
export const canSendToProduction = (row: Pick<FulfilmentQueueRow, 'status'>) =>
  row.status === 'awaiting_production'
