import { describe, expect, it } from 'vitest'
import type { CommentListResponse, DesignComment } from '@rdo/contracts'
import { appendComment, flattenComments, patchComment } from './comment-pages'

const comment = (id: string): DesignComment => ({
  id,
  design_id: 'd',
  content: id,
  created_at: '2025-01-01T00:00:00Z',
  author: { id: 'u', display_name: '@u', username: 'u', avatar_url: null },
  like_count: 0,
  viewer_liked: false,
  viewer_reported: false,
})
const page = (n: number, ids: string[], total: number, perPage = 2): CommentListResponse => ({
  items: ids.map(comment),
  total,
  page: n,
  per_page: perPage,
})

describe('comment pages', () => {
  it('appends a new comment to the last page when everything is loaded', () => {
    const data = { pages: [page(1, ['a', 'b'], 3), page(2, ['c'], 3)], pageParams: [1, 2] }
    const next = appendComment(data, comment('new'))
    expect(flattenComments(next).map((c) => c.id)).toEqual(['a', 'b', 'c', 'new'])
    expect(next.pages.map((p) => p.total)).toEqual([4, 4])
  })

  it('only counts it while older pages are still to load', () => {
    const data = { pages: [page(1, ['a', 'b'], 5)], pageParams: [1] }
    const next = appendComment(data, comment('new'))
    expect(flattenComments(next).map((c) => c.id)).toEqual(['a', 'b'])
    expect(next.pages[0]!.total).toBe(6)
  })

  it('does not add the same comment twice, also when a later page brings it again', () => {
    const data = { pages: [page(1, ['a', 'b'], 2)], pageParams: [1] }
    const once = appendComment(data, comment('c'))
    expect(appendComment(once, comment('c'))).toBe(once)
    const reloaded = { ...once, pages: [...once.pages, page(2, ['c'], 3)] }
    expect(flattenComments(reloaded).map((c) => c.id)).toEqual(['a', 'b', 'c'])
  })

  it('patches one comment', () => {
    const data = { pages: [page(1, ['a', 'b'], 2)], pageParams: [1] }
    const next = patchComment(data, 'b', { like_count: 3, viewer_liked: true })
    expect(next.pages[0]!.items[1]).toMatchObject({ like_count: 3, viewer_liked: true })
    expect(next.pages[0]!.items[0]).toBe(data.pages[0]!.items[0])
  })

  it('flattens nothing to an empty list', () => {
    expect(flattenComments(undefined)).toEqual([])
  })
})
