import { describe, expect, it } from 'vitest'
import {
  ledgerStatusOf,
  pendingDesignsLabel,
  STATUS_FILTER_OPTIONS,
  statusBadgeOf,
  statusFilterOf,
  thumbnailOf,
  tokenSymbol,
  websiteHostOf,
} from './labels'

describe('statusBadgeOf', () => {
  it('labels each status with its tone', () => {
    expect(statusBadgeOf('pending')).toEqual({ label: 'Pending', tone: 'warning' })
    expect(statusBadgeOf('approved')).toEqual({ label: 'Approved', tone: 'success' })
    expect(statusBadgeOf('rejected')).toEqual({ label: 'Rejected', tone: 'danger' })
  })
})

describe('status filter', () => {
  it('offers every status after "All statuses"', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.value)).toEqual(['', 'pending', 'approved', 'rejected'])
    expect(STATUS_FILTER_OPTIONS[0]!.label).toBe('All statuses')
  })
  it('keeps known statuses only', () => {
    expect(statusFilterOf('pending')).toBe('pending')
    expect(statusFilterOf('all')).toBeUndefined()
    expect(statusFilterOf('PENDING')).toBeUndefined()
    expect(statusFilterOf(null)).toBeUndefined()
  })
})

describe('tokenSymbol', () => {
  it('prefixes the dollar sign', () => {
    expect(tokenSymbol('FROG')).toBe('$FROG')
  })
})

describe('websiteHostOf', () => {
  it('keeps the host (and a port) of an address', () => {
    expect(websiteHostOf('https://www.frog.xyz/about?x=1')).toBe('www.frog.xyz')
    expect(websiteHostOf('http://localhost:3000/')).toBe('localhost:3000')
  })
  it('shows anything else as it is', () => {
    expect(websiteHostOf('frog.xyz')).toBe('frog.xyz')
  })
})

describe('pendingDesignsLabel', () => {
  it('counts designs waiting for review, singular and plural', () => {
    expect(pendingDesignsLabel(1)).toBe('1 design to review')
    expect(pendingDesignsLabel(1200)).toBe('1,200 designs to review')
  })
  it('says nothing when none wait', () => {
    expect(pendingDesignsLabel(0)).toBeNull()
  })
})

describe('ledgerStatusOf', () => {
  it('labels unpaid and paid entries', () => {
    expect(ledgerStatusOf('accrued')).toEqual({ label: 'Accrued', tone: 'warning' })
    expect(ledgerStatusOf('paid')).toEqual({ label: 'Paid', tone: 'success' })
  })
})

describe('thumbnailOf', () => {
  it('picks the 320 px rendition of an uploaded image', () => {
    expect(thumbnailOf('/files/partners/a-1200.webp')).toBe('/files/partners/a-320.webp')
    expect(thumbnailOf('/files/partners/a-640.webp')).toBe('/files/partners/a-320.webp')
  })
  it('leaves other addresses alone', () => {
    expect(thumbnailOf('/files/partners/a.png')).toBe('/files/partners/a.png')
  })
})
