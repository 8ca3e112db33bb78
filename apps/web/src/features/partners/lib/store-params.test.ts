import { describe, expect, it } from 'vitest'
import {
  cartLineName,
  parseStoreParams,
  storeHref,
  STORE_FILTER_LABELS,
  storePageCount,
} from './store-params'
import { NEUTRAL_SWATCH, swatchOf } from './store-colors'
import { formatMonthYear, shortAddress, websiteLabel } from './store-format'
import { formatMoneyShort } from './money-format'

const parse = (search: string) => parseStoreParams(new URLSearchParams(search))

describe('store params', () => {
  it('reads type, page and view, with defaults for missing or unknown values', () => {
    expect(parse('')).toEqual({ type: 'all', page: 1, view: 'grid' })
    expect(parse('type=hoodie&page=3&view=list')).toEqual({ type: 'hoodie', page: 3, view: 'list' })
    expect(parse('type=socks&page=-2&view=table')).toEqual({ type: 'all', page: 1, view: 'grid' })
    expect(parse('page=2.5')).toMatchObject({ page: 1 })
    expect(parse('page=99999')).toMatchObject({ page: 10_000 })
  })

  it('builds links without the defaults', () => {
    expect(storeHref('p1', {})).toBe('/partners/p1')
    expect(storeHref('p1', { type: 'all', page: 1, view: 'grid' })).toBe('/partners/p1')
    expect(storeHref('p1', { type: 'hat', page: 2, view: 'list' })).toBe(
      '/partners/p1?type=hat&view=list&page=2',
    )
  })

  it('round-trips a place through its link', () => {
    const place = { type: 'tshirt', page: 4, view: 'list' } as const
    expect(parse(storeHref('p1', place).split('?')[1])).toEqual(place)
  })

  it('labels the filters in the plural', () => {
    expect(Object.values(STORE_FILTER_LABELS)).toEqual(['All', 'T-Shirts', 'Hoodies', 'Hats'])
  })

  it('counts pages, at least one', () => {
    expect(storePageCount(0, 24)).toBe(1)
    expect(storePageCount(24, 24)).toBe(1)
    expect(storePageCount(25, 24)).toBe(2)
  })

  it('names cart lines like the product page', () => {
    expect(cartLineName('Frog Tee', 'M', 'Black')).toBe('Frog Tee (M, Black)')
    expect(cartLineName('Frog Hat', null, 'Black')).toBe('Frog Hat (Black)')
    expect(cartLineName('Frog Hat', null, null)).toBe('Frog Hat')
  })

  it('gives catalogue colours a swatch and others a neutral one', () => {
    expect(swatchOf('Navy')).toBe('#1f2a44')
    expect(swatchOf(' gray ')).toBe(swatchOf('Gray'))
    expect(swatchOf('Tie-dye')).toBe(NEUTRAL_SWATCH)
  })
})

describe('store format', () => {
  it('prints the month in UTC', () => {
    expect(formatMonthYear('2025-03-31T23:30:00.000Z')).toBe('March 2025')
    expect(formatMonthYear('2025-04-01T00:30:00.000Z')).toBe('April 2025')
  })

  it('shows a website by its host', () => {
    expect(websiteLabel('https://www.frog.xyz/about')).toBe('frog.xyz')
    expect(websiteLabel('not a url')).toBe('not a url')
  })

  it('shortens long addresses only', () => {
    expect(shortAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKX…gAsU')
    expect(shortAddress('short')).toBe('short')
  })
})

describe('money in running text', () => {
  it('drops whole cents only', () => {
    expect(formatMoneyShort(5000)).toBe('$50')
    expect(formatMoneyShort(1295)).toBe('$12.95')
    expect(formatMoneyShort(123_400)).toBe('$1,234')
  })
})
