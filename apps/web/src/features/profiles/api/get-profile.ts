import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const profileQueryKey = ['profile'] as const

export function getProfile(): Promise<Profile> {
  return api.get<Profile>(apiPath('/api/profile'))
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile })
}

export function useProfile() {
  return useQuery(getProfileQueryOptions())
}
