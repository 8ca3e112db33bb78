import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TokenInfoResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { tokenInfoQueryKey } from './wallet-keys'

export function getTokenInfo(): Promise<TokenInfoResponse> {
  return api.get<TokenInfoResponse>(apiPath('/api/token'))
}

/** The token's mint and links change only with the shop's configuration. */
export function getTokenInfoQueryOptions() {
  return queryOptions({ queryKey: tokenInfoQueryKey, queryFn: getTokenInfo, staleTime: 5 * 60_000 })
}

export function useTokenInfo() {
  return useQuery(getTokenInfoQueryOptions())
}
