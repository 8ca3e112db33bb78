import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getProduct(slug: string): Promise<ProductDetail> {
  return api.get<ProductDetail>(apiPath('/api/products/:slug', { slug }))
}

export function getProductQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['products', 'detail', slug],
    queryFn: () => getProduct(slug),
  })
}

export function useProduct(slug: string) {
  return useQuery(getProductQueryOptions(slug))
}
