import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProfileSummary } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const profileSummaryQueryKey = ['profile', 'summary'] as const

export function getProfileSummary(): Promise<ProfileSummary> {
  return api.get<ProfileSummary>(apiPath('/api/profile/summary'))
}

export function getProfileSummaryQueryOptions() {
  return queryOptions({ queryKey: profileSummaryQueryKey, queryFn: getProfileSummary })
}

export function useProfileSummary() {
  return useQuery(getProfileSummaryQueryOptions())
}
