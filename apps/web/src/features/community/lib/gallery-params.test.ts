import { describe, expect, it } from 'vitest'
import { galleryHref, pageCount, pageItems, parseGalleryParams } from './gallery-params'

const parse = (search: string) => parseGalleryParams(new URLSearchParams(search))

describe('gallery URL', () => {
  it('defaults to all designs, page 1', () => {
    expect(parse('')).toEqual({ filter: 'all', page: 1 })
  })

  it('reads a known filter and page', () => {
    expect(parse('?filter=newest&page=3')).toEqual({ filter: 'newest', page: 3 })
    expect(parse('filter=controversial')).toEqual({ filter: 'controversial', page: 1 })
  })

  it('falls back on unknown filters and bad pages', () => {
    expect(parse('?filter=best&page=2')).toEqual({ filter: 'all', page: 2 })
    expect(parse('?page=0')).toEqual({ filter: 'all', page: 1 })
    expect(parse('?page=-4')).toEqual({ filter: 'all', page: 1 })
    expect(parse('?page=2.5')).toEqual({ filter: 'all', page: 1 })
    expect(parse('?page=abc')).toEqual({ filter: 'all', page: 1 })
    expect(parse('?page=999999999')).toEqual({ filter: 'all', page: 1 })
    expect(parse('?page=99999')).toEqual({ filter: 'all', page: 10_000 })
  })

  it('keeps trending on one page', () => {
    expect(parse('?filter=trending&page=4')).toEqual({ filter: 'trending', page: 1 })
  })

  it('builds links without the defaults', () => {
    expect(galleryHref()).toBe('/community-designs')
    expect(galleryHref({ filter: 'all', page: 1 })).toBe('/community-designs')
    expect(galleryHref({ page: 2 })).toBe('/community-designs?page=2')
    expect(galleryHref({ filter: 'production', page: 3 })).toBe('/community-designs?filter=production&page=3')
    expect(galleryHref({ filter: 'trending', page: 2 })).toBe('/community-designs?filter=trending')
  })

  it('round-trips', () => {
    for (const href of ['/community-designs?filter=newest&page=7', '/community-designs?page=2']) {
      expect(galleryHref(parse(href.split('?')[1]!))).toBe(href)
    }
  })
})

describe('pager', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 24)).toBe(1)
    expect(pageCount(24, 24)).toBe(1)
    expect(pageCount(25, 24)).toBe(2)
  })

  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4])
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('leaves gaps around the current page, never hiding a single page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10])
  })
})
