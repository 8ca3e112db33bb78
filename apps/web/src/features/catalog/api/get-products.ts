import { apiPath } from '@rdo/contracts/paths'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ProductListResponse } from '@rdo/contracts'
import { PRODUCT_PAGE_SIZE } from '@rdo/contracts/storefront-messages'
import { api } from '@/lib/api-client'

export interface ProductFilters {
  q: string
  category: string
}

export function getProducts(filters: ProductFilters, offset: number): Promise<ProductListResponse> {
  return api.get<ProductListResponse>(apiPath('/api/products'), {
    query: { q: filters.q, category: filters.category, limit: PRODUCT_PAGE_SIZE, offset },
  })
}

export function getProductsQueryOptions(filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: ['products', 'list', filters],
    queryFn: ({ pageParam }) => getProducts(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0)
      return loaded < last.total && last.items.length > 0 ? loaded : undefined
    },
  })
}

export function useProducts(filters: ProductFilters) {
  // Keep the current grid on screen while a new search loads, instead of flashing skeletons per keystroke.
  return useInfiniteQuery({ ...getProductsQueryOptions(filters), placeholderData: keepPreviousData })
}
