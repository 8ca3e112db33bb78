import { describe, expect, it } from 'vitest'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { parseLocalInput, scheduleProblem, toLocalInput, toOffsetIso } from './schedule'

describe('parseLocalInput', () => {
  it('reads a datetime-local value as local wall time', () => {
    const date = parseLocalInput('2030-03-04T09:05')
    expect(
      date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()],
    ).toEqual([2030, 2, 4, 9, 5])
  })
  it('refuses anything else', () => {
    expect(parseLocalInput('')).toBeNull()
    expect(parseLocalInput('tomorrow')).toBeNull()
    expect(parseLocalInput('2030-03-04')).toBeNull()
  })
})

describe('toOffsetIso', () => {
  it('keeps the wall time and adds the offset, naming the same instant', () => {
    const date = new Date(2030, 6, 1, 18, 30, 0)
    const iso = toOffsetIso(date)
    expect(iso).toMatch(/^2030-07-01T18:30:00[+-]\d{2}:\d{2}$/)
    expect(Date.parse(iso)).toBe(date.getTime())
  })
  it('round-trips with the input value', () => {
    const date = new Date(2031, 0, 15, 7, 45)
    expect(toLocalInput(date)).toBe('2031-01-15T07:45')
    expect(parseLocalInput(toLocalInput(date))?.getTime()).toBe(date.getTime())
  })
})

describe('scheduleProblem', () => {
  const now = new Date(2030, 0, 1, 12, 0)
  it('asks for a time when there is none', () => {
    expect(scheduleProblem('', now)).toBe(M.scheduleRequired)
    expect(scheduleProblem('soon', now)).toBe(M.scheduleRequired)
  })
  it('refuses a time that is not in the future', () => {
    expect(scheduleProblem('2030-01-01T12:00', now)).toBe(M.scheduleInPast)
    expect(scheduleProblem('2029-12-31T23:59', now)).toBe(M.scheduleInPast)
  })
  it('accepts a later time', () => {
    expect(scheduleProblem('2030-01-01T12:01', now)).toBeNull()
  })
})
