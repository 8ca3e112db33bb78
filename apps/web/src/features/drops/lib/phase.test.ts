import { describe, expect, it } from 'vitest'
import { dropPhase, formatRdo } from './phase'

const withWindow = { starts_at: '2026-07-01T16:00:00Z', holder_starts_at: '2026-07-01T15:00:00Z' }
const withoutWindow = { starts_at: '2026-07-01T16:00:00Z', holder_starts_at: null }
const at = (iso: string) => Date.parse(iso)

describe('dropPhase', () => {
  it('is upcoming before the holder window, holders-only inside it and open from the start', () => {
    expect(dropPhase(withWindow, at('2026-07-01T14:59:59Z'))).toBe('upcoming')
    expect(dropPhase(withWindow, at('2026-07-01T15:00:00Z'))).toBe('holders')
    expect(dropPhase(withWindow, at('2026-07-01T15:59:59.999Z'))).toBe('holders')
    expect(dropPhase(withWindow, at('2026-07-01T16:00:00Z'))).toBe('open')
    expect(dropPhase(withWindow, at('2026-08-01T00:00:00Z'))).toBe('open')
  })
  it('goes straight from upcoming to open without a holder window', () => {
    expect(dropPhase(withoutWindow, at('2026-07-01T15:30:00Z'))).toBe('upcoming')
    expect(dropPhase(withoutWindow, at('2026-07-01T16:00:00Z'))).toBe('open')
  })
  it('ignores a holder window that does not start before the public start', () => {
    const odd = { starts_at: '2026-07-01T16:00:00Z', holder_starts_at: '2026-07-01T17:00:00Z' }
    expect(dropPhase(odd, at('2026-07-01T15:30:00Z'))).toBe('upcoming')
  })
})

describe('formatRdo', () => {
  it('groups the amount and drops trailing zeros', () => {
    expect(formatRdo('100')).toBe('100')
    expect(formatRdo('1000.000000')).toBe('1,000')
    expect(formatRdo('2.5')).toBe('2.5')
    expect(formatRdo(null)).toBe('')
  })
})
