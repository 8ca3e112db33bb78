import { DESIGN_FILTER_KEYS, type DesignFilter } from '@rdo/contracts/community-messages'

/** The gallery's place, kept in the URL (`?filter=trending&page=2`) so a list can be shared and crawled. */
export interface GalleryParams {
  filter: DesignFilter
  page: number
}

export const GALLERY_PATH = '/community-designs'

function isFilter(value: string | null): value is DesignFilter {
  return value !== null && (DESIGN_FILTER_KEYS as readonly string[]).includes(value)
}

/** Unknown filters fall back to all designs; pages are whole numbers from 1. Trending is a single page. */
export function parseGalleryParams(searchParams: URLSearchParams): GalleryParams {
  const raw = searchParams.get('filter')
  const filter = isFilter(raw) ? raw : 'all'
  if (filter === 'trending') return { filter, page: 1 }
  const pageText = searchParams.get('page') ?? ''
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1
  return { filter, page: Math.min(Math.max(page, 1), 10_000) }
}

/** The gallery link for a filter and page, leaving out the defaults (`/community-designs` for all, page 1). */
export function galleryHref({ filter = 'all', page = 1 }: Partial<GalleryParams> = {}): string {
  const params = new URLSearchParams()
  if (filter !== 'all') params.set('filter', filter)
  if (page > 1 && filter !== 'trending') params.set('page', String(page))
  const search = params.toString()
  return search ? `${GALLERY_PATH}?${search}` : GALLERY_PATH
}

export function pageCount(total: number, perPage: number): number {
  return perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1
}

export type PageItem = number | 'gap'

/**
 * The page numbers a pager shows: all of them up to seven; beyond, the first and last, the current page with one neighbour on
 * each side, and a gap where numbers are left out (a gap never hides a single page: that page is shown).
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: Math.max(count, 1) }, (_, i) => i + 1)
  const shown = new Set([1, count, current - 1, current, current + 1])
  const pages = [...shown].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const page of pages) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap')
    items.push(page)
  }
  return items
}
