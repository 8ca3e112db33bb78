import { describe, expect, it } from 'vitest'
import { formatRate, recipientsText, statusFilterOptions, SUBSCRIBER_STATUS_LABELS } from './labels'
import { criteriaForm, criteriaSummary, NEW_SEGMENT_CRITERIA } from './segment-criteria'

describe('formatRate', () => {
  it('shows a fraction as a percent with at most one decimal', () => {
    expect(formatRate(0.125)).toBe('12.5%')
    expect(formatRate(0.5)).toBe('50%')
    expect(formatRate(1)).toBe('100%')
    expect(formatRate(0.33333)).toBe('33.3%')
  })
  it('shows a dash when nothing was sent', () => {
    expect(formatRate(null)).toBe('—')
    expect(formatRate(undefined)).toBe('—')
  })
})

describe('recipientsText', () => {
  it('counts recipients in words', () => {
    expect(recipientsText(1)).toBe('1 recipient')
    expect(recipientsText(1234)).toBe('1,234 recipients')
    expect(recipientsText(0)).toBe('0 recipients')
  })
})

describe('statusFilterOptions', () => {
  it('puts "all" first with an empty value', () => {
    const options = statusFilterOptions('All statuses', SUBSCRIBER_STATUS_LABELS)
    expect(options[0]).toEqual({ value: '', label: 'All statuses' })
    expect(options.map((o) => o.value)).toEqual(['', 'active', 'unsubscribed', 'bounced', 'complained'])
  })
})

describe('criteriaSummary', () => {
  it('names the status and the preferences required', () => {
    expect(criteriaSummary({ preferences: { newsletter: true, promotional: false }, status: 'active' })).toBe(
      'Active · Newsletter',
    )
    expect(criteriaSummary({ preferences: NEW_SEGMENT_CRITERIA.preferences, status: 'bounced' })).toBe(
      'Bounced · Newsletter + Promotional + Product updates',
    )
  })
  it('says any preferences when none is required', () => {
    expect(criteriaSummary({ preferences: {}, status: 'unsubscribed' })).toBe(
      'Unsubscribed · any preferences',
    )
  })
})

describe('criteriaForm', () => {
  it('starts a new segment with every preference on and active subscribers', () => {
    expect(criteriaForm(undefined)).toEqual({
      preferences: { newsletter: true, promotional: true, product_updates: true },
      status: 'active',
      rules: null,
    })
  })
  it('reads unset preferences as off', () => {
    expect(criteriaForm({ preferences: { promotional: true }, status: 'complained' })).toEqual({
      preferences: { newsletter: false, promotional: true, product_updates: false },
      status: 'complained',
      rules: null,
    })
  })
})
