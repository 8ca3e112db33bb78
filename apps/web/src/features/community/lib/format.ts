// Server and browser may sit in different time zones; a date rendered on the server must read the
// same after hydration, so calendar dates are shown in UTC.
const utcDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const count = new Intl.NumberFormat('en-US')

export function formatDesignDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : utcDate.format(date)
}

/** Vote, dislike and score figures with thousands separators; the net score keeps its sign when negative. */
export function formatCount(value: number): string {
  return count.format(value)
}
