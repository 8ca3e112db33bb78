import { PARTNER_STATUSES, type PartnerLedgerEntry, type PartnerStatus } from '@rdo/contracts'

export type StatusTone = 'success' | 'warning' | 'danger'

const STATUS: Record<PartnerStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
}

/** The label and badge tone of a partner's or a partner design's status. */
export const statusBadgeOf = (status: PartnerStatus) => STATUS[status]

/** The status filter's choices; '' leaves the filter out (every status). */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...PARTNER_STATUSES.map((status) => ({ value: status, label: STATUS[status].label })),
]

/** A status filter read from the address bar: a known status, else none (every status). */
export function statusFilterOf(value: string | null | undefined): PartnerStatus | undefined {
  return PARTNER_STATUSES.find((status) => status === value)
}

/** '$FROG' from 'FROG' (symbols are stored without the dollar sign). */
export const tokenSymbol = (symbol: string) => `$${symbol}`

/** The host of a website address ('https://www.frog.xyz/about' → 'www.frog.xyz'), else the address. */
export function websiteHostOf(url: string): string {
  try {
    return new URL(url).host || url
  } catch {
    return url
  }
}

/** '1 design to review', '3 designs to review'; nothing when none wait. */
export function pendingDesignsLabel(count: number): string | null {
  if (count <= 0) return null
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'design' : 'designs'} to review`
}

const LEDGER_STATUS: Record<PartnerLedgerEntry['status'], { label: string; tone: StatusTone }> = {
  accrued: { label: 'Accrued', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
}

/** A ledger entry's payout state: not yet in a payout, or paid. */
export const ledgerStatusOf = (status: PartnerLedgerEntry['status']) => LEDGER_STATUS[status]

/** The smallest stored rendition of an uploaded image (`…-320.webp`), for thumbnails; others unchanged. */
export function thumbnailOf(url: string): string {
  return url.replace(/-(640|1200)\.webp$/, '-320.webp')
}
