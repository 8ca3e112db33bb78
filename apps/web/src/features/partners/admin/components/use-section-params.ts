import { useCallback, useState } from 'react'
import type { ListParams } from '@/components/admin/use-list-params'
import { applyListChanges, sectionParams, type ListChanges } from '../lib/section-params'

/**
 * Page, page size and filters of one table on the partner page. Kept in the component, not the address
 * bar: the page shows several paged tables at once, which would otherwise share one `?page=`.
 */
export function useSectionParams(perPage = 10) {
  const [params, setParams] = useState<ListParams>(() => sectionParams(perPage))
  const update = useCallback(
    (changes: ListChanges, opts?: { resetPage?: boolean }) =>
      setParams((prev) => applyListChanges(prev, changes, opts)),
    [],
  )
  return { params, update }
}
