import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateReviewBody, Review } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { getReviewsQueryOptions } from './get-reviews'

export function createReview(productId: string, body: CreateReviewBody): Promise<Review> {
  return api.post<Review>(apiPath('/api/products/:productId/reviews', { productId }), body)
}

export function useCreateReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateReviewBody) => createReview(productId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getReviewsQueryOptions(productId).queryKey }),
  })
}
