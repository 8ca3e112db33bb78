import { describe, expect, it } from 'vitest'
import { AppError, Conflict, isForeignKeyViolation, isUniqueViolation, Unavailable } from './errors.ts'

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

describe('PostgreSQL violations', () => {
  // As the driver reports them, and as the ORM wraps them (the driver's error as `cause`).
  const fk = Object.assign(new Error('insert or update violates foreign key'), {
    code: '23503',
    table: 'order_items',
  })
  const unique = Object.assign(new Error('duplicate key'), {
    code: '23505',
    constraint: 'orders_user_idempotency_key_idx',
  })
  const wrapped = (cause: Error) => new Error('Failed query', { cause })

  it('recognises a foreign key violation on its table, wrapped or not', () => {
    expect(isForeignKeyViolation(fk)).toBe(true)
    expect(isForeignKeyViolation(wrapped(fk), 'order_items')).toBe(true)
    expect(isForeignKeyViolation(wrapped(fk), 'orders')).toBe(false)
    expect(isForeignKeyViolation(unique)).toBe(false)
  })

  it('recognises a unique violation on its constraint, wrapped or not', () => {
    expect(isUniqueViolation(wrapped(unique), 'orders_user_idempotency_key_idx')).toBe(true)
    expect(isUniqueViolation(unique, 'another_idx')).toBe(false)
    expect(isUniqueViolation(wrapped(fk))).toBe(false)
    expect(isUniqueViolation(null)).toBe(false)
  })
})
