import type { ListParams } from '@/components/admin/use-list-params'

export type ListChanges = Record<string, string | number | null>

const PAGE_SIZES = [10, 25, 50, 100]

/** A detail page's table starts on its first page, newest first. */
export const sectionParams = (perPage = 10): ListParams => ({
  q: '',
  page: 1,
  per_page: perPage,
  sort: 'created_at',
  dir: 'desc',
  filters: {},
})

/**
 * The list state after a table's change (page, page size, direction or a filter), the way the address-bar
 * lists behave: any change but the page itself goes back to page 1.
 */
export function applyListChanges(
  prev: ListParams,
  changes: ListChanges,
  { resetPage = true }: { resetPage?: boolean } = {},
): ListParams {
  const next: ListParams = { ...prev, filters: { ...prev.filters } }
  for (const [key, raw] of Object.entries(changes)) {
    const value = raw === null ? '' : String(raw)
    if (key === 'page') next.page = Math.max(1, Number.parseInt(value, 10) || 1)
    else if (key === 'per_page') {
      const size = Number.parseInt(value, 10)
      next.per_page = PAGE_SIZES.includes(size) ? size : prev.per_page
    } else if (key === 'dir') next.dir = value === 'asc' ? 'asc' : 'desc'
    else if (key === 'sort') next.sort = value || prev.sort
    else if (key === 'q') next.q = value
    else next.filters[key] = value
  }
  if (resetPage && !('page' in changes)) next.page = 1
  return next
}
