import { describe, expect, it } from 'vitest'
import { applyListChanges, sectionParams } from './section-params'

describe('applyListChanges', () => {
  const onPage3 = { ...sectionParams(), page: 3 }

  it('moves between pages', () => {
    expect(applyListChanges(onPage3, { page: 4 }, { resetPage: false }).page).toBe(4)
    expect(applyListChanges(onPage3, { page: 0 }, { resetPage: false }).page).toBe(1)
  })
  it('goes back to page 1 when a filter, the page size or the direction changes', () => {
    const filtered = applyListChanges(onPage3, { status: 'pending' })
    expect(filtered).toMatchObject({ page: 1, filters: { status: 'pending' } })
    expect(applyListChanges(onPage3, { per_page: '25' })).toMatchObject({ page: 1, per_page: 25 })
    expect(applyListChanges(onPage3, { dir: 'asc' })).toMatchObject({ page: 1, dir: 'asc' })
  })
  it('clears a filter set to null or empty', () => {
    const filtered = applyListChanges(onPage3, { status: 'pending' })
    expect(applyListChanges(filtered, { status: null }).filters.status).toBe('')
  })
  it('keeps the page size among the offered ones', () => {
    expect(applyListChanges(onPage3, { per_page: '7' }).per_page).toBe(10)
  })
  it('leaves the previous state alone', () => {
    const before = sectionParams()
    applyListChanges(before, { status: 'approved' })
    expect(before.filters).toEqual({})
  })
})
