import { describe, expect, it } from 'vitest'
import { publicNameOf } from './public-name.ts'

describe('publicNameOf', () => {
  it('prefers @username, then the trimmed full name', () => {
    expect(publicNameOf({ username: 'dana', fullName: 'Dana Draws' })).toBe('@dana')
    expect(publicNameOf({ username: null, fullName: '  Dana Draws ' })).toBe('Dana Draws')
    expect(publicNameOf({ username: '', fullName: 'Dana Draws' })).toBe('Dana Draws')
  })

  it('falls back to Anonymous when neither is set', () => {
    for (const fullName of [null, '', '   \t']) {
      expect(publicNameOf({ username: null, fullName })).toBe('Anonymous')
    }
  })
})
