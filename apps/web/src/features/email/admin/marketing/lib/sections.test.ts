import { describe, expect, it } from 'vitest'
import { sectionFrom, sectionSearch } from './sections'

describe('sectionFrom', () => {
  it('reads a known section and falls back to the overview', () => {
    expect(sectionFrom('segments')).toBe('segments')
    expect(sectionFrom(null)).toBe('overview')
    expect(sectionFrom('nope')).toBe('overview')
  })
})

describe('sectionSearch', () => {
  it('keeps the dashboard tab and drops the old list state', () => {
    const current = new URLSearchParams('tab=marketing&section=subscribers&q=ada&status=active&page=3')
    expect(sectionSearch(current, 'campaigns').toString()).toBe('tab=marketing&section=campaigns')
    expect(sectionSearch(current, 'overview').toString()).toBe('tab=marketing')
  })
})
