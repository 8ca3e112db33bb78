import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WishlistStatusResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { wishlistQueryKey } from './get-wishlist'

export function getWishlistStatus(productId: string): Promise<WishlistStatusResponse> {
  return api.get<WishlistStatusResponse>(apiPath('/api/wishlist/products/:productId', { productId }))
}

export function getWishlistStatusQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...wishlistQueryKey, 'status', productId],
    queryFn: () => getWishlistStatus(productId),
  })
}

/** Only asked when signed in: a visitor's heart is simply off. */
export function useWishlistStatus(productId: string, enabled: boolean) {
  return useQuery({ ...getWishlistStatusQueryOptions(productId), enabled })
}
