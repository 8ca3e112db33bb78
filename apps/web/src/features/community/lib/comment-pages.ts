import type { CommentListResponse, DesignComment } from '@rdo/contracts'

/** The loaded pages of a design's comments (TanStack Query's infinite data shape). */
export interface CommentPages {
  pages: CommentListResponse[]
  pageParams: unknown[]
}

/**
 * Adds a new comment. Comments are oldest first, so it belongs at the very end: it is shown at once
 * when the last page is loaded; otherwise it waits for 'Load more'. Every page's total grows by one.
 */
export function appendComment<T extends CommentPages>(data: T, comment: DesignComment): T {
  const pages = data.pages
  const last = pages.at(-1)
  const lastLoaded = last !== undefined && last.page * last.per_page >= last.total
  const exists = pages.some((page) => page.items.some((item) => item.id === comment.id))
  if (exists) return data
  return {
    ...data,
    pages: pages.map((page, index) => ({
      ...page,
      total: page.total + 1,
      items: lastLoaded && index === pages.length - 1 ? [...page.items, comment] : page.items,
    })),
  }
}

/** One comment with some fields replaced (its like count, the viewer's like or report). */
export function patchComment<T extends CommentPages>(
  data: T,
  commentId: string,
  patch: Partial<Pick<DesignComment, 'like_count' | 'viewer_liked' | 'viewer_reported'>>,
): T {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((item) => item.id === commentId)
        ? { ...page, items: page.items.map((item) => (item.id === commentId ? { ...item, ...patch } : item)) }
        : page,
    ),
  }
}

/**
 * Every loaded comment once, oldest first. A comment added here can come back on the next page
 * ('Load more' after the last page filled up), so later copies are dropped.
 */
export function flattenComments(data: CommentPages | undefined): DesignComment[] {
  const seen = new Set<string>()
  const comments: DesignComment[] = []
  for (const item of data?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(item.id)) continue
    seen.add(item.id)
    comments.push(item)
  }
  return comments
}
