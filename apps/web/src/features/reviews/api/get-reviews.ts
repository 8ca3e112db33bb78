import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReviewListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getReviews(productId: string): Promise<ReviewListResponse> {
  return api.get<ReviewListResponse>(apiPath('/api/products/:productId/reviews', { productId }))
}

export function getReviewsQueryOptions(productId: string) {
  return queryOptions({ queryKey: ['reviews', productId], queryFn: () => getReviews(productId) })
}

export function useReviews(productId: string) {
  return useQuery(getReviewsQueryOptions(productId))
}
