import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HomeResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getHome(): Promise<HomeResponse> {
  return api.get<HomeResponse>(apiPath('/api/site/home'))
}

export function getHomeQueryOptions() {
  return queryOptions({ queryKey: ['site', 'home'], queryFn: getHome, staleTime: 5 * 60_000 })
}

export function useHome() {
  return useQuery(getHomeQueryOptions())
}
