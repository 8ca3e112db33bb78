import { describe, expect, it } from 'vitest'
import { pageLinks, pageParam } from './page-links.ts'

describe('pageLinks', () => {
  it('shows nothing for no pages and one link for one page', () => {
    expect(pageLinks(1, 0)).toEqual([])
    expect(pageLinks(1, 1)).toEqual([1])
  })

  it('shows every page when there are few', () => {
    expect(pageLinks(1, 3)).toEqual([1, 2, 3])
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(pageLinks(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10])
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 9, 10])
  })

  it('fills a gap of exactly one page with that page', () => {
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
  })

  it('clamps a current page outside the range', () => {
    expect(pageLinks(50, 4)).toEqual([1, 2, 3, 4])
  })
})

describe('pageParam', () => {
  it('reads whole numbers from 1 and falls back to 1', () => {
    expect(pageParam('3')).toBe(3)
    expect(pageParam(null)).toBe(1)
    expect(pageParam('0')).toBe(1)
    expect(pageParam('-2')).toBe(1)
    expect(pageParam('2.5')).toBe(1)
    expect(pageParam('abc')).toBe(1)
    expect(pageParam('99999')).toBe(1)
  })
})
