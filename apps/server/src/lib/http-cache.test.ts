import { describe, expect, it } from 'vitest'
import { matchesIfNoneMatch, pickEncoding } from './http-cache.ts'

describe('pickEncoding', () => {
  it('prefers br, honours q-values and q=0, ignores what we do not produce', () => {
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(pickEncoding('identity, deflate')).toBeNull()
    expect(pickEncoding('*')).toBeNull()
  })
})

describe('matchesIfNoneMatch', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesIfNoneMatch('W/"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true)
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false)
  })
})
