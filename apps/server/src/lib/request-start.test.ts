import { describe, expect, it } from 'vitest'
import { MAX_QUEUED_MS, parseRequestStart } from './request-start.ts'

const readAt = Date.UTC(2026, 11, 1, 12, 0, 0)

describe('the balancer’s request start', () => {
  it('reads nginx’s seconds with milliseconds, milliseconds and microseconds', () => {
    expect(parseRequestStart(`t=${(readAt - 1500) / 1000}`, readAt)).toBe(readAt - 1500)
    expect(parseRequestStart(`t=${((readAt - 250) / 1000).toFixed(3)}`, readAt)).toBe(readAt - 250)
    expect(parseRequestStart(String(readAt - 40), readAt)).toBe(readAt - 40)
    expect(parseRequestStart(`t=${(readAt - 7) * 1000}`, readAt)).toBe(readAt - 7)
  })

  it('is never after the server read the request, nor long before', () => {
    expect(parseRequestStart(`t=${(readAt + 5000) / 1000}`, readAt)).toBe(readAt)
    expect(parseRequestStart(`t=${(readAt - 10 * MAX_QUEUED_MS) / 1000}`, readAt)).toBe(
      readAt - MAX_QUEUED_MS,
    )
  })

  it('ignores a missing, repeated or malformed header', () => {
    for (const header of [undefined, ['t=1', 't=2'], '', 't=', 'soon', 't=-5', 't=1e12', '1.2.3']) {
      expect(parseRequestStart(header, readAt)).toBeNull()
    }
  })
})
