/**
 * Wall-clock times in a named time zone ("2026-03-29T02:30" in Europe/Paris) and the instants they
 * name. The admin schedules a drop in the zone the launch is announced in, whatever zone their own
 * browser is in, so the browser's Date cannot do the conversion: the zone's offset is read from
 * Intl.DateTimeFormat at the instant concerned, which follows its daylight-saving rules.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** Whether the browser knows the zone (an unknown name would make every conversion throw). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

type WallFields = { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallFieldsAt(instantMs: number, timeZone: string): WallFields {
  const fields: Record<string, number> = {}
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour! % 24,
    minute: fields.minute!,
    second: fields.second!,
  }
}

const fieldsAsUtc = (f: WallFields) => Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second)

/** The zone's offset from UTC (ms, east positive) at an instant: +3_600_000 for Paris in winter. */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000
  return fieldsAsUtc(wallFieldsAt(whole, timeZone)) - whole
}

function offsetText(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000)
  const abs = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** The instant as ISO 8601 with the zone's offset at that instant: "2026-07-01T18:00:00+02:00". */
export function formatInZone(instantMs: number, timeZone: string): string {
  const f = wallFieldsAt(instantMs, timeZone)
  return (
    `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}` +
    offsetText(zoneOffsetMs(instantMs, timeZone))
  )
}

/**
 * The instant a wall-clock time ("YYYY-MM-DDTHH:mm", a datetime-local value) names in `timeZone`, or
 * null when the text is not such a time. Around daylight-saving changes it does what clocks do: a time
 * that occurs twice (the autumn hour) means its first occurrence, and a time the spring change skips
 * (02:30 when clocks jump from 02:00 to 03:00) moves forward by the gap (03:30).
 */
export function zonedWallTimeToInstant(wall: string, timeZone: string): number | null {
  const m = WALL_TIME.exec(wall.trim())
  if (!m) return null
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null
  const local = Date.UTC(year, month - 1, day, hour, minute)
  // Date.UTC rolls 31 April over to 1 May: such a day does not exist.
  if (new Date(local).getUTCDate() !== day) return null
  // Offsets a day either side bracket any single change, so one of them is the offset in force.
  const before = zoneOffsetMs(local - DAY_MS, timeZone)
  const after = zoneOffsetMs(local + DAY_MS, timeZone)
  const candidates = [before, after]
    .map((offset) => local - offset)
    .filter((instant) => fieldsAsUtc(wallFieldsAt(instant, timeZone)) === local)
  if (candidates.length > 0) return Math.min(...candidates)
  return local - before
}

/** The wall time as ISO 8601 with the zone's offset (what the API stores), or null when unreadable. */
export function zonedWallTimeToIso(wall: string, timeZone: string): string | null {
  const instant = zonedWallTimeToInstant(wall, timeZone)
  return instant === null ? null : formatInZone(instant, timeZone)
}

/** The datetime-local value showing an instant as the zone's wall clock ("2026-07-01T18:00"). */
export function instantToZonedWallTime(instant: string | number, timeZone: string): string {
  const f = wallFieldsAt(new Date(instant).getTime(), timeZone)
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`
}

/** The browser's own zone ("Europe/Paris"), UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** Every zone the browser knows, with `always` (the admin's zone, a stored drop's zone) included. */
export function timeZoneOptions(...always: string[]): string[] {
  let zones: string[] = []
  try {
    zones = Intl.supportedValuesOf('timeZone')
  } catch {
    // Older engines: the zones that must be offered still are.
  }
  const all = new Set([...zones, 'UTC', ...always.filter(Boolean)])
  return [...all].sort((a, b) => a.localeCompare(b))
}
