import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { wishlistQueryKey } from './get-wishlist'

export function removeWishlistEntry(entryId: string): Promise<unknown> {
  return api.delete(apiPath('/api/wishlist/:id', { id: entryId }))
}

/** The wishlist page's Remove: by entry id. */
export function useRemoveWishlistEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeWishlistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  })
}
