import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '@rdo/contracts'
import { api, nullIfMissing } from '@/lib/api-client'

/** The product, or null when there is none by that slug. */
export function getProduct(slug: string): Promise<ProductDetail | null> {
  return nullIfMissing(api.get<ProductDetail>(apiPath('/api/products/:slug', { slug })))
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
