const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

/** Money travels as integer cents; only the UI turns it into "$12.95". */
export function formatMoney(cents: number): string {
  return money.format(cents / 100)
}

export function formatDate(value: string | number | Date): string {
  return dateFormat.format(new Date(value))
}

export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat.format(new Date(value))
}

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

export function formatRelative(value: string | number | Date, now: number = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000)
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit)
  }
  return 'just now'
}

/** Order and email ids are shown as their first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8)
}
