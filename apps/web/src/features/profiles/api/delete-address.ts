import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { sessionQueryKey } from '@/features/auth'
import { profileQueryKey } from './get-profile'
import { addressesQueryKey } from './get-addresses'

export function deleteAddress(id: string): Promise<unknown> {
  return api.delete(apiPath('/api/addresses/:id', { id }))
}

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  })
}
