import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'

export type ListParams = {
  q: string
  page: number
  per_page: number
  sort: string
  dir: 'asc' | 'desc'
  /** Filters of this list (e.g. `status`), '' when unset. */
  filters: Record<string, string>
}

const PAGE_SIZES = [10, 25, 50, 100]

/**
 * A back-office list's search, filters, sort and page, kept in the address bar so a filtered page can be
 * reloaded, shared and navigated back to. Changing the search or a filter goes back to page 1.
 */
export function useListParams({
  sort: defaultSort,
  dir: defaultDir = 'desc',
  filters: filterNames = [],
}: {
  sort: string
  dir?: 'asc' | 'desc'
  filters?: string[]
}) {
  const [search, setSearch] = useSearchParams()
  const filterKey = filterNames.join(',')
  const params = useMemo<ListParams>(() => {
    const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)
    const size = Number.parseInt(search.get('per_page') ?? '25', 10)
    const dir = search.get('dir')
    return {
      q: search.get('q') ?? '',
      page,
      per_page: PAGE_SIZES.includes(size) ? size : 25,
      sort: search.get('sort') || defaultSort,
      dir: dir === 'asc' || dir === 'desc' ? dir : defaultDir,
      filters: Object.fromEntries(
        (filterKey ? filterKey.split(',') : []).map((name) => [name, search.get(name) ?? '']),
      ),
    }
  }, [search, defaultSort, defaultDir, filterKey])

  const update = useCallback(
    (changes: Record<string, string | number | null>, { resetPage = true } = {}) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(k)
            else next.set(k, String(v))
          }
          if (resetPage && !('page' in changes)) next.delete('page')
          return next
        },
        { replace: true },
      )
    },
    [setSearch],
  )

  /** The list's API query: only set values, with the sort and page (pass as `api.get(path, { query })`). */
  const query = useMemo(() => {
    const q: Record<string, string | number> = {
      page: params.page,
      per_page: params.per_page,
      sort: params.sort,
      dir: params.dir,
    }
    if (params.q) q.q = params.q
    for (const [k, v] of Object.entries(params.filters)) if (v) q[k] = v
    return q
  }, [params])

  return { params, update, query }
}
