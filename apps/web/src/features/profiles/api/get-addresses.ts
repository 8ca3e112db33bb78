import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AddressListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const addressesQueryKey = ['addresses'] as const

export function getAddresses(): Promise<AddressListResponse> {
  return api.get<AddressListResponse>(apiPath('/api/addresses'))
}

export function getAddressesQueryOptions() {
  return queryOptions({ queryKey: addressesQueryKey, queryFn: getAddresses })
}

export function useAddresses() {
  return useQuery(getAddressesQueryOptions())
}
