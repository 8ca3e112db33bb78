import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WishlistResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const wishlistQueryKey = ['wishlist'] as const

export function getWishlist(): Promise<WishlistResponse> {
  return api.get<WishlistResponse>(apiPath('/api/wishlist'))
}

export function getWishlistQueryOptions() {
  return queryOptions({ queryKey: [...wishlistQueryKey, 'list'], queryFn: getWishlist })
}

export function useWishlist() {
  return useQuery(getWishlistQueryOptions())
}
