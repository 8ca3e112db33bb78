import { describe, expect, it } from 'vitest'
import { listQuery } from './list-query'

describe('listQuery', () => {
  it('sends the page, the search and set filters, never a sort column', () => {
    expect(
      listQuery({
        q: 'ada',
        page: 2,
        per_page: 50,
        sort: 'created_at',
        dir: 'desc',
        filters: { status: 'active', other: '' },
      }),
    ).toEqual({ page: 2, per_page: 50, dir: 'desc', q: 'ada', status: 'active' })
  })
  it('leaves out an empty search', () => {
    expect(listQuery({ q: '', page: 1, per_page: 25, sort: 'x', dir: 'asc', filters: {} })).toEqual({
      page: 1,
      per_page: 25,
      dir: 'asc',
    })
  })
})
