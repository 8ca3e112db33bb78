import { describe, expect, it } from 'vitest'
import { AppError, Conflict, Unavailable } from './errors.ts'

describe('AppError', () => {
  it('keeps its status, code, message and class name', () => {
    const err = new Conflict('Sold out', 'SOLD_OUT')
    expect(err).toBeInstanceOf(AppError)
    expect(err).toMatchObject({ statusCode: 409, code: 'SOLD_OUT', message: 'Sold out', name: 'Conflict' })
  })

  it('carries no stack frames for a refusal (4xx), and a full stack for a fault (5xx)', () => {
    const frames = (err: Error) => (err.stack ?? '').split('\n').filter((l) => l.trim().startsWith('at '))
    expect(frames(new Conflict('Sold out', 'SOLD_OUT'))).toHaveLength(0)
    expect(frames(new Unavailable('Try again shortly')).length).toBeGreaterThan(0)
  })

  it('leaves the stack trace limit as it found it, for every other error', () => {
    const before = Error.stackTraceLimit
    new Conflict('Sold out', 'SOLD_OUT')
    expect(Error.stackTraceLimit).toBe(before)
    expect(new Error('plain').stack?.split('\n').length).toBeGreaterThan(1)
  })
})
