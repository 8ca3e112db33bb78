import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RelatedProductsResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getRelatedProducts(slug: string): Promise<RelatedProductsResponse> {
  return api.get<RelatedProductsResponse>(apiPath('/api/products/:slug/related', { slug }))
}

export function getRelatedProductsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['products', 'related', slug],
    queryFn: () => getRelatedProducts(slug),
    staleTime: 5 * 60_000,
  })
}

export function useRelatedProducts(slug: string) {
  return useQuery(getRelatedProductsQueryOptions(slug))
}
