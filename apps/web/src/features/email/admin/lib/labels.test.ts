import { describe, expect, it } from 'vitest'
import { EMAIL_EVENT_TYPES } from '@rdo/contracts/email-messages'
import { eventTone, formatRate, logUser, shortEmailId } from './labels'

describe('formatRate', () => {
  it('shows a fraction as a percentage with one decimal', () => {
    expect(formatRate(0.2345)).toBe('23.5%')
    expect(formatRate(1)).toBe('100.0%')
    expect(formatRate(0)).toBe('0.0%')
  })
  it('shows a dash when there was nothing to divide by', () => {
    expect(formatRate(null)).toBe('—')
    expect(formatRate(undefined)).toBe('—')
    expect(formatRate(Number.NaN)).toBe('—')
  })
})

describe('shortEmailId', () => {
  it('keeps the first 8 characters and marks the cut', () => {
    expect(shortEmailId('0b6f2c1e-9d7a-4c3b-8f21-3a5e6d7c8b9a')).toBe('0b6f2c1e…')
  })
  it('leaves a short id whole and shows a dash for none', () => {
    expect(shortEmailId('abc123')).toBe('abc123')
    expect(shortEmailId(null)).toBe('—')
  })
})

describe('eventTone', () => {
  it('gives every known event its own colour', () => {
    const tones = EMAIL_EVENT_TYPES.map(eventTone)
    expect(tones.every((tone) => typeof tone === 'string')).toBe(true)
    expect(new Set(tones).size).toBe(EMAIL_EVENT_TYPES.length)
  })
  it('gives an unknown value none, so it shows as plain text', () => {
    expect(eventTone('deferred')).toBeNull()
    expect(eventTone('')).toBeNull()
  })
})

describe('logUser', () => {
  it('shows the name with the email under it', () => {
    expect(logUser({ user_name: 'Ada Lovelace', user_email: 'ada@example.com' })).toEqual({
      title: 'Ada Lovelace',
      detail: 'ada@example.com',
    })
  })
  it('falls back to the email alone, and to nothing without an account', () => {
    expect(logUser({ user_name: ' ', user_email: 'ada@example.com' })).toEqual({
      title: 'ada@example.com',
      detail: null,
    })
    expect(logUser({ user_name: null, user_email: null })).toBeNull()
  })
})
