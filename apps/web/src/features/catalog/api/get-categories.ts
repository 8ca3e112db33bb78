import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getCategories(): Promise<CategoryListResponse> {
  return api.get<CategoryListResponse>(apiPath('/api/categories'))
}

export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 5 * 60_000 })
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions())
}
