import { describe, expect, it } from 'vitest'
import {
  emptySelection,
  importButtonLabel,
  pageSelectionState,
  productCount,
  selectProductLabel,
  selectionAfterImport,
  selectionSummary,
  toggleProduct,
  togglePage,
  variantCountLabel,
} from './selection'

describe('toggleProduct', () => {
  it('ticks and unticks one product without touching the others', () => {
    const one = toggleProduct(emptySelection, 'a', true)
    expect([...one]).toEqual(['a'])
    const two = toggleProduct(one, 'b', true)
    expect([...two].sort()).toEqual(['a', 'b'])
    expect([...toggleProduct(two, 'a', false)]).toEqual(['b'])
    expect([...one]).toEqual(['a'])
  })
  it('returns the same selection when nothing changes', () => {
    const one = toggleProduct(emptySelection, 'a', true)
    expect(toggleProduct(one, 'a', true)).toBe(one)
    expect(toggleProduct(one, 'b', false)).toBe(one)
  })
})

describe('togglePage', () => {
  it('selects the whole page and keeps what was ticked on other pages', () => {
    const other = toggleProduct(emptySelection, 'p1-x', true)
    const all = togglePage(other, ['a', 'b', 'c'], true)
    expect([...all].sort()).toEqual(['a', 'b', 'c', 'p1-x'])
    expect([...togglePage(all, ['a', 'b', 'c'], false)]).toEqual(['p1-x'])
  })
})

describe('pageSelectionState', () => {
  it('is ticked, mixed or clear by how much of the page is selected', () => {
    const ids = ['a', 'b', 'c']
    expect(pageSelectionState(emptySelection, ids)).toBe(false)
    expect(pageSelectionState(new Set(['b']), ids)).toBe('indeterminate')
    expect(pageSelectionState(new Set(['a', 'b', 'c', 'z']), ids)).toBe(true)
    expect(pageSelectionState(new Set(['z']), ids)).toBe(false)
  })
  it('is clear on an empty page', () => {
    expect(pageSelectionState(new Set(['a']), [])).toBe(false)
  })
})

describe('labels', () => {
  it('counts products and variants', () => {
    expect(importButtonLabel(3)).toBe('Import 3 products')
    expect(importButtonLabel(0)).toBe('Import 0 products')
    expect(importButtonLabel(1)).toBe('Import 1 product')
    expect(productCount(1200)).toBe('1,200 products')
    expect(selectionSummary(0)).toBe('None selected')
    expect(selectionSummary(2)).toBe('2 products selected')
    expect(variantCountLabel(12)).toBe('12 variants')
    expect(variantCountLabel(1)).toBe('1 variant')
  })
  it('names each product checkbox by its title', () => {
    expect(selectProductLabel('Moon Tee')).toBe('Select Moon Tee')
  })
})

describe('selectionAfterImport', () => {
  const ticked = new Set(['a', 'b', 'c'])
  it('unticks everything that went in', () => {
    expect(selectionAfterImport(ticked, { status: 'done', failed: [] }).size).toBe(0)
  })
  it('keeps the failed products ticked for another try', () => {
    const after = selectionAfterImport(ticked, { status: 'done', failed: [{ product_id: 'b' }] })
    expect([...after]).toEqual(['b'])
  })
  it('leaves the ticks alone when the import could not run', () => {
    expect(selectionAfterImport(ticked, { status: 'failed', failed: [] })).toBe(ticked)
  })
})
