import type { EmailPeriod } from '@rdo/contracts'

const HOUR_MS = 3_600_000

/**
 * When a period starts: today at midnight UTC, a week ago, the same moment one calendar month ago
 * (the last day of a shorter month when the day does not exist there), or never for all time.
 */
export function periodStart(period: EmailPeriod, now = new Date()): Date | null {
  switch (period) {
    case 'today':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
    case 'week':
      return new Date(now.getTime() - 7 * 24 * HOUR_MS)
    case 'month': {
      const d = new Date(now)
      const day = d.getUTCDate()
      d.setUTCDate(1)
      d.setUTCMonth(d.getUTCMonth() - 1)
      const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
      d.setUTCDate(Math.min(day, lastDay))
      return d
    }
    case 'all':
      return null
  }
}

/** The hour bucket a moment falls in: the counts table keeps one row per hour and event type. */
export const hourFloor = (d: Date) => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS)
