import { describe, expect, it } from 'vitest'
import { countdownDigits, countdownParts, countdownSpoken } from './countdown'

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })
  it('rounds a part second up, so zero shows only once the moment has come', () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
    expect(countdownParts(59_001)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 })
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
  it('never counts below zero', () => {
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

describe('countdownDigits', () => {
  it('pads every unit to two digits and lets days grow', () => {
    expect(countdownDigits({ days: 0, hours: 3, minutes: 0, seconds: 9 })).toEqual(['00', '03', '00', '09'])
    expect(countdownDigits({ days: 120, hours: 23, minutes: 59, seconds: 59 })).toEqual([
      '120',
      '23',
      '59',
      '59',
    ])
  })
})

describe('countdownSpoken', () => {
  it('reads as a sentence, leaving out units at zero', () => {
    expect(countdownSpoken({ days: 2, hours: 1, minutes: 0, seconds: 5 })).toBe(
      '2 days, 1 hour and 5 seconds',
    )
    expect(countdownSpoken({ days: 0, hours: 0, minutes: 1, seconds: 1 })).toBe('1 minute and 1 second')
    expect(countdownSpoken({ days: 0, hours: 3, minutes: 0, seconds: 0 })).toBe('3 hours')
    expect(countdownSpoken({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe('0 seconds')
  })
})
