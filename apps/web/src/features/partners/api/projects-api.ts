import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PartnerProjectsResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { partnerKeys } from './partner-keys'

/** The signed-in caller's partner projects, newest first. */
export function getPartnerProjects(): Promise<PartnerProjectsResponse> {
  return api.get<PartnerProjectsResponse>(apiPath('/api/partner-projects'))
}

export function getPartnerProjectsQueryOptions() {
  return queryOptions({ queryKey: partnerKeys.projects, queryFn: getPartnerProjects })
}

export function usePartnerProjects() {
  return useQuery(getPartnerProjectsQueryOptions())
}
