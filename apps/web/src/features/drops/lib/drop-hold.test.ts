import { describe, expect, it } from 'vitest'
import { parseHolds, withHold, type DropHold } from './drop-hold'

const hold: DropHold = {
  dropId: 'd1',
  productId: 'p1',
  productName: 'WAGMI Tee',
  slug: 'wagmi-tee',
  expiresAt: '2026-07-01T16:05:00Z',
}

describe('parseHolds', () => {
  it('keeps only well-formed holds', () => {
    const raw = JSON.stringify([hold, { dropId: 'd2' }, null, { ...hold, expiresAt: 'soon' }])
    expect(parseHolds(raw)).toEqual([hold])
    expect(parseHolds('not json')).toEqual([])
    expect(parseHolds(null)).toEqual([])
    expect(parseHolds('{}')).toEqual([])
  })
})

describe('withHold', () => {
  it('keeps one hold per drop, the newest', () => {
    const later = { ...hold, expiresAt: '2026-07-01T16:09:00Z' }
    const other = { ...hold, dropId: 'd2', productId: 'p2' }
    expect(withHold([hold, other], later)).toEqual([other, later])
  })
})
