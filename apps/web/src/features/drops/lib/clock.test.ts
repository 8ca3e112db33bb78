import { describe, expect, it } from 'vitest'
import { clockOffsetMs } from './clock'

describe('clockOffsetMs', () => {
  it('compares the server’s reading with the middle of the round trip', () => {
    const sent = Date.parse('2026-07-01T12:00:00.000Z')
    // 200 ms round trip, server 5 s ahead: it read 12:00:05.100 at the browser's 12:00:00.100.
    expect(clockOffsetMs(sent, '2026-07-01T12:00:05.100Z', sent + 200)).toBe(5000)
    expect(clockOffsetMs(sent, '2026-07-01T11:59:58.100Z', sent + 200)).toBe(-2000)
  })
  it('trusts the browser when the answer is unreadable', () => {
    expect(clockOffsetMs(0, 'not a date', 100)).toBe(0)
  })
})
