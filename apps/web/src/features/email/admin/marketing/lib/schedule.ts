import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'

const pad = (n: number) => String(n).padStart(2, '0')
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** A `datetime-local` value ("2026-11-22T09:30") as that moment in the browser's time zone. */
export function parseLocalInput(value: string): Date | null {
  const m = LOCAL_INPUT.exec(value.trim())
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m.map(Number)
  const date = new Date(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The moment as ISO 8601 with the browser's offset ("2026-11-22T09:30:00+01:00"), so the server stores
 * the instant the admin meant and the admin reads back the wall time they typed.
 */
export function toOffsetIso(date: Date): string {
  const offset = -date.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  const abs = Math.abs(offset)
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  )
}

/** The `datetime-local` value of a moment (its `min`, or a stored time shown again). */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`

/** The schedule field's problem, if any: missing, unreadable, or not in the future. */
export function scheduleProblem(value: string, now: Date): string | null {
  if (!value.trim()) return M.scheduleRequired
  const date = parseLocalInput(value)
  if (!date) return M.scheduleRequired
  if (date.getTime() <= now.getTime()) return M.scheduleInPast
  return null
}

/** The admin's time zone as the browser names it ("Europe/Paris"), for the field's hint. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time'
  } catch {
    return 'local time'
  }
}
