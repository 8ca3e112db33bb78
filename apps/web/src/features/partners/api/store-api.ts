import { apiPath } from '@rdo/contracts/paths'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PartnerStoreResponse } from '@rdo/contracts'
import { api, nullIfMissing } from '@/lib/api-client'
import type { StoreParams } from '../lib/store-params'
import { partnerKeys } from './partner-keys'

/**
 * An approved partner's public store: the project and one page of its products; null when there is
 * none (unknown, not approved, or a malformed id).
 */
export function getPartnerStore(id: string, { type, page }: Pick<StoreParams, 'type' | 'page'>) {
  return nullIfMissing(
    api.get<PartnerStoreResponse>(apiPath('/api/partner-stores/:id', { id }), {
      query: { type: type === 'all' ? undefined : type, page: page > 1 ? page : undefined },
    }),
    [404, 400],
  )
}

export function getPartnerStoreQueryOptions(id: string, params: Pick<StoreParams, 'type' | 'page'>) {
  return queryOptions({
    queryKey: partnerKeys.store(id, params.type, params.page),
    queryFn: () => getPartnerStore(id, params),
  })
}

export function usePartnerStore(id: string, params: Pick<StoreParams, 'type' | 'page'>) {
  // Another filter or page of the same store keeps the current products (dimmed) until it arrives.
  return useQuery({
    ...getPartnerStoreQueryOptions(id, params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? keepPreviousData(previous) : undefined,
  })
}
