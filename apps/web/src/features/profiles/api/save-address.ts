import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddressCreateBody, AddressUpdateBody, SavedAddress } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { sessionQueryKey } from '@/features/auth'
import { profileQueryKey } from './get-profile'
import { addressesQueryKey } from './get-addresses'

export function createAddress(body: AddressCreateBody): Promise<SavedAddress> {
  return api.post<SavedAddress>(apiPath('/api/addresses'), body)
}

export function updateAddress(id: string, body: AddressUpdateBody): Promise<SavedAddress> {
  return api.patch<SavedAddress>(apiPath('/api/addresses/:id', { id }), body)
}

/** Adds (no id) or edits an address. The default one is copied to the profile, so refresh that too. */
export function useSaveAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressCreateBody }) =>
      id ? updateAddress(id, body) : createAddress(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  })
}
