import { EMAIL_EVENT_TYPES, type EmailEventType } from '@rdo/contracts/email-messages'
import { shortId } from '@/lib/format'

/** A rate (a fraction 0–1) as a percentage with one decimal; '—' when there is nothing to divide by. */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '—'
  // Rounded on the per-mille first: toFixed alone rounds 0.2345 down (binary fractions).
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`
}

/** A count as the dashboard cards show it: 12,345. */
export const formatCount = (n: number) => n.toLocaleString('en-US')

/** The Email ID column: its first 8 characters then '…', so rows stay one line; '—' when unknown. */
export function shortEmailId(id: string | null | undefined): string {
  if (!id) return '—'
  return id.length > 8 ? `${shortId(id)}…` : id
}

export function isKnownEvent(value: string): value is EmailEventType {
  return (EMAIL_EVENT_TYPES as readonly string[]).includes(value)
}

/**
 * One colour per event type, readable in both themes. Error-like events stay in the warm colours and
 * engagement in the cool ones, so a glance down the log tells trouble from activity.
 */
const EVENT_TONES: Record<EmailEventType, string> = {
  sent: 'border-info/30 bg-info-soft text-info',
  delivered: 'border-success/30 bg-success-soft text-success',
  opened: 'border-violet-500/30 bg-violet-50 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300',
  clicked: 'border-cyan-600/30 bg-cyan-50 text-cyan-800 dark:bg-cyan-400/15 dark:text-cyan-300',
  bounced: 'border-warning/30 bg-warning-soft text-warning',
  complained: 'border-pink-600/30 bg-pink-50 text-pink-800 dark:bg-pink-400/15 dark:text-pink-300',
  unsubscribed: 'border-slate-500/30 bg-slate-100 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300',
  failed: 'border-danger/30 bg-danger-soft text-danger',
}

/** The badge classes of a known event type; null for any other stored value (shown as plain text). */
export function eventTone(value: string): string | null {
  return isKnownEvent(value) ? EVENT_TONES[value] : null
}

/** Who an event concerns, for the User column: the account's name and email when the log knows it. */
export function logUser(row: { user_name: string | null; user_email: string | null }) {
  const name = row.user_name?.trim() || null
  const email = row.user_email?.trim() || null
  if (!name && !email) return null
  return { title: name ?? email ?? '', detail: name ? email : null }
}
