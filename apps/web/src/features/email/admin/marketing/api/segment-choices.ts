import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminProductListResponse } from '@rdo/contracts/catalog-admin'
import type { CategoryListResponse } from '@rdo/contracts/catalog'
import type { AdminDropListResponse } from '@rdo/contracts/drops'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** Products a "bought a product" condition may name: the first page matching the search, by name. */
export function useProductChoices(search: string) {
  const q = useDebouncedValue(search.trim(), 300)
  return useQuery({
    queryKey: ['admin', 'marketing', 'segment-products', q],
    queryFn: () =>
      api.get<AdminProductListResponse>(apiPath('/api/admin/products'), {
        query: { q: q || undefined, sort: 'name', dir: 'asc', page: 1, per_page: 50 },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

/** The shop's categories, for a "bought from a category" condition. */
export function useCategoryChoices() {
  return useQuery({
    queryKey: ['admin', 'marketing', 'segment-categories'],
    queryFn: () => api.get<CategoryListResponse>(apiPath('/api/categories')),
    staleTime: 5 * 60_000,
  })
}

/** Upcoming and recent drops, for an "asked to be told of a drop" condition naming one. */
export function useDropChoices() {
  return useQuery({
    queryKey: ['admin', 'marketing', 'segment-drops'],
    queryFn: () => api.get<AdminDropListResponse>(apiPath('/api/admin/drops')),
    staleTime: 60_000,
  })
}
