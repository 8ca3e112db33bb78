const clockTime = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const clockSeconds = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** A moment as the viewer's wall clock, "14:05" (until when a place in a drop is held), or "14:05:09". */
export function formatClockTime(instant: string | number, { seconds = false } = {}): string {
  return (seconds ? clockSeconds : clockTime).format(new Date(instant))
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>()

/** A moment as a zone's calendar and wall clock: "Jul 1, 2026, 18:00" for Europe/Paris. */
export function formatInTimeZone(instant: string | number, timeZone: string): string {
  let format = zonedFormats.get(timeZone)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
      })
    } catch {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
      })
    }
    zonedFormats.set(timeZone, format)
  }
  return format.format(new Date(instant))
}
