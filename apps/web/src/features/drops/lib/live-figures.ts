import type { DropLiveResponse, DropRefusalReason } from '@rdo/contracts'
import { DROP_REFUSAL_REASONS } from '@rdo/contracts'

export const REFUSAL_LABELS: Record<DropRefusalReason, string> = {
  not_started: 'Not started yet',
  holders_only: 'Holders only (balance too low)',
  account_too_new: 'Account too new',
  rate_limited: 'Too many attempts',
  sold_out: 'Sold out',
  limit_reached: 'Limit per customer reached',
  no_admission: 'Checkout without a place',
}

/** Units sold as a share of the drop's units (sold plus those left), 0–100 rounded down. */
export function soldPercent(live: Pick<DropLiveResponse, 'units_sold' | 'units_left'>): number {
  const total = live.units_sold + Math.max(0, live.units_left)
  return total <= 0 ? 0 : Math.floor((live.units_sold / total) * 100)
}

/** Held units as a share of the same total, for the bar's second segment. */
export function heldPercent(
  live: Pick<DropLiveResponse, 'units_sold' | 'units_left' | 'held_units'>,
): number {
  const total = live.units_sold + Math.max(0, live.units_left)
  return total <= 0 ? 0 : Math.min(100 - soldPercent(live), Math.floor((live.held_units / total) * 100))
}

/** Every reason in a fixed order with its count (0 when the server has none yet), most frequent first. */
export function refusalRows(refusals: Partial<Record<DropRefusalReason, number>>) {
  return DROP_REFUSAL_REASONS.map((reason) => ({
    reason,
    label: REFUSAL_LABELS[reason],
    count: refusals[reason] ?? 0,
  })).sort((a, b) => b.count - a.count)
}

const count = new Intl.NumberFormat('en-US')
export const formatCount = (n: number) => count.format(n)
export const formatRate = (n: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n)
