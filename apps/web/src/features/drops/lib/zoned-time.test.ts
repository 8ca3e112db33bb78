import { describe, expect, it } from 'vitest'
import {
  formatInZone,
  instantToZonedWallTime,
  isKnownTimeZone,
  timeZoneOptions,
  zonedWallTimeToInstant,
  zonedWallTimeToIso,
  zoneOffsetMs,
} from './zoned-time'

const HOUR = 3_600_000

describe('zoneOffsetMs', () => {
  it('follows summer and winter time', () => {
    expect(zoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(HOUR)
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(2 * HOUR)
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR)
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR)
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'UTC')).toBe(0)
  })
})

describe('zonedWallTimeToIso', () => {
  it('names the wall time in the chosen zone, not the browser’s', () => {
    expect(zonedWallTimeToIso('2026-07-01T18:00', 'Europe/Paris')).toBe('2026-07-01T18:00:00+02:00')
    expect(zonedWallTimeToIso('2026-12-01T18:00', 'Europe/Paris')).toBe('2026-12-01T18:00:00+01:00')
    expect(zonedWallTimeToIso('2026-07-01T09:30', 'America/Los_Angeles')).toBe('2026-07-01T09:30:00-07:00')
    expect(zonedWallTimeToIso('2026-07-01T09:30', 'Asia/Kathmandu')).toBe('2026-07-01T09:30:00+05:45')
    expect(zonedWallTimeToIso('2026-07-01T09:30', 'UTC')).toBe('2026-07-01T09:30:00+00:00')
  })

  it('keeps the instant across the day before and after a daylight-saving change', () => {
    // Paris moves to summer time on 29 March 2026 at 02:00 (01:00 UTC).
    expect(zonedWallTimeToIso('2026-03-29T01:59', 'Europe/Paris')).toBe('2026-03-29T01:59:00+01:00')
    expect(zonedWallTimeToIso('2026-03-29T03:00', 'Europe/Paris')).toBe('2026-03-29T03:00:00+02:00')
    expect(Date.parse(zonedWallTimeToIso('2026-03-29T03:00', 'Europe/Paris')!)).toBe(
      Date.parse('2026-03-29T01:00:00Z'),
    )
  })

  it('moves a time the spring change skips forward by the gap', () => {
    expect(zonedWallTimeToIso('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00')
    // New York skips 02:00–03:00 on 8 March 2026.
    expect(zonedWallTimeToIso('2026-03-08T02:15', 'America/New_York')).toBe('2026-03-08T03:15:00-04:00')
  })

  it('takes the first of a time the autumn change repeats', () => {
    // Paris goes back from 03:00 to 02:00 on 25 October 2026: 02:30 happens at 00:30 and 01:30 UTC.
    expect(zonedWallTimeToIso('2026-10-25T02:30', 'Europe/Paris')).toBe('2026-10-25T02:30:00+02:00')
    expect(zonedWallTimeToInstant('2026-10-25T02:30', 'Europe/Paris')).toBe(
      Date.parse('2026-10-25T00:30:00Z'),
    )
    expect(zonedWallTimeToIso('2026-10-25T03:00', 'Europe/Paris')).toBe('2026-10-25T03:00:00+01:00')
  })

  it('refuses text that is not a wall time', () => {
    expect(zonedWallTimeToIso('', 'UTC')).toBeNull()
    expect(zonedWallTimeToIso('2026-07-01', 'UTC')).toBeNull()
    expect(zonedWallTimeToIso('2026-13-01T10:00', 'UTC')).toBeNull()
    expect(zonedWallTimeToIso('2026-04-31T10:00', 'UTC')).toBeNull()
    expect(zonedWallTimeToIso('2026-04-30T24:00', 'UTC')).toBeNull()
  })
})

describe('instantToZonedWallTime', () => {
  it('shows a stored instant as the zone’s wall clock, the inverse of the conversion', () => {
    expect(instantToZonedWallTime('2026-07-01T16:00:00Z', 'Europe/Paris')).toBe('2026-07-01T18:00')
    expect(instantToZonedWallTime('2026-10-25T01:30:00Z', 'Europe/Paris')).toBe('2026-10-25T02:30')
    for (const wall of ['2026-01-05T00:00', '2026-06-30T23:59', '2026-11-01T01:30']) {
      const iso = zonedWallTimeToIso(wall, 'America/New_York')!
      expect(instantToZonedWallTime(iso, 'America/New_York')).toBe(wall)
    }
  })
})

describe('formatInZone', () => {
  it('writes the offset in force at that instant', () => {
    expect(formatInZone(Date.parse('2026-10-25T00:30:00Z'), 'Europe/Paris')).toBe('2026-10-25T02:30:00+02:00')
    expect(formatInZone(Date.parse('2026-10-25T01:30:00Z'), 'Europe/Paris')).toBe('2026-10-25T02:30:00+01:00')
  })
})

describe('time zone options', () => {
  it('knows real zones and always offers the ones asked for', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false)
    const options = timeZoneOptions('Europe/Paris', 'UTC')
    expect(options).toContain('Europe/Paris')
    expect(options).toContain('UTC')
    expect(new Set(options).size).toBe(options.length)
  })
})
