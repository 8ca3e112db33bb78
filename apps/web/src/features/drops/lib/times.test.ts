import { describe, expect, it } from 'vitest'
import { formatClockTime, formatInTimeZone } from './times'

describe('formatInTimeZone', () => {
  it('shows the moment on the zone’s own clock', () => {
    expect(formatInTimeZone('2026-07-01T16:00:00Z', 'Europe/Paris')).toBe('Jul 1, 2026, 18:00')
    expect(formatInTimeZone('2026-07-01T16:00:00Z', 'America/New_York')).toBe('Jul 1, 2026, 12:00')
  })
  it('falls back to UTC for a zone the browser does not know', () => {
    expect(formatInTimeZone('2026-07-01T16:00:00Z', 'Mars/Olympus')).toBe('Jul 1, 2026, 16:00')
  })
})

describe('formatClockTime', () => {
  it('reads as a 24-hour clock, with seconds when asked', () => {
    expect(formatClockTime(new Date(2026, 6, 1, 14, 5, 9).getTime())).toBe('14:05')
    expect(formatClockTime(new Date(2026, 6, 1, 9, 5, 9).getTime(), { seconds: true })).toBe('09:05:09')
  })
})
