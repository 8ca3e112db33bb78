import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminProductListResponse, CategoryListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

/** The back office's product search (name), ten at a time, for choosing the products a code applies to. */
export function useProductSearch(term: string) {
  const q = term.trim()
  return useQuery({
    queryKey: ['admin', 'products', 'list', { q, per_page: 10, sort: 'name', dir: 'asc' }],
    queryFn: () =>
      api.get<AdminProductListResponse>(apiPath('/api/admin/products'), {
        query: { per_page: 10, sort: 'name', dir: 'asc', ...(q ? { q } : {}) },
      }),
    placeholderData: keepPreviousData,
  })
}

/** The shop's categories (the catalogue's own cached list). */
export function useCategoryOptions() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: () => api.get<CategoryListResponse>(apiPath('/api/categories')),
    staleTime: 5 * 60_000,
  })
}
