import { describe, expect, it } from 'vitest'
import { datedCsvName, filenameFromDisposition } from './download'

describe('filenameFromDisposition', () => {
  it('reads the quoted, bare and encoded forms', () => {
    expect(filenameFromDisposition('attachment; filename="subscribers-2026-11-22.csv"', 'x.csv')).toBe(
      'subscribers-2026-11-22.csv',
    )
    expect(filenameFromDisposition('attachment; filename=subs.csv', 'x.csv')).toBe('subs.csv')
    expect(filenameFromDisposition("attachment; filename*=UTF-8''abonn%C3%A9s.csv", 'x.csv')).toBe(
      'abonnés.csv',
    )
  })
  it('falls back without a usable name and strips path parts', () => {
    expect(filenameFromDisposition(null, 'x.csv')).toBe('x.csv')
    expect(filenameFromDisposition('attachment', 'x.csv')).toBe('x.csv')
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd')
  })
})

describe('datedCsvName', () => {
  it('names the file with the day', () => {
    expect(datedCsvName('subscribers', new Date(2026, 10, 2))).toBe('subscribers-2026-11-02.csv')
  })
})
