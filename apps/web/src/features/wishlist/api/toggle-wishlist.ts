import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddToWishlistBody } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { wishlistQueryKey } from './get-wishlist'

export function addToWishlist(body: AddToWishlistBody): Promise<unknown> {
  return api.post(apiPath('/api/wishlist'), body)
}

export function removeProductFromWishlist(productId: string): Promise<unknown> {
  return api.delete(apiPath('/api/wishlist/products/:productId', { productId }))
}

/** The product page's heart: add or remove by product id. */
export function useToggleWishlist(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (add: boolean) =>
      add ? addToWishlist({ product_id: productId }) : removeProductFromWishlist(productId),
    onSuccess: (_data, add) => {
      queryClient.setQueryData([...wishlistQueryKey, 'status', productId], {
        in_wishlist: add,
        entry_id: null,
      })
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKey })
    },
  })
}
