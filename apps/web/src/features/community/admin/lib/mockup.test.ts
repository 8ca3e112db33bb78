import { describe, expect, it } from 'vitest'
import { feedbackProblem, mockupFileProblem } from './mockup'

describe('mockupFileProblem', () => {
  it('accepts the usual image types up to 10 MB', () => {
    expect(mockupFileProblem({ type: 'image/png', size: 1024 })).toBeNull()
    expect(mockupFileProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull()
  })
  it('refuses other types and larger files', () => {
    expect(mockupFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/PNG, JPEG, GIF or WebP/)
    expect(mockupFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toMatch(/10 MB/)
  })
})

describe('feedbackProblem', () => {
  it('needs some text and at most 2000 characters', () => {
    expect(feedbackProblem('  ', 'empty', 'long')).toBe('empty')
    expect(feedbackProblem('x'.repeat(2001), 'empty', 'long')).toBe('long')
    expect(feedbackProblem(` ${'x'.repeat(2000)} `, 'empty', 'long')).toBeNull()
  })
})
