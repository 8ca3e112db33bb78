import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DashboardActivity } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const activityQueryKey = ['dashboard', 'activity'] as const

export function getActivity(): Promise<DashboardActivity> {
  return api.get<DashboardActivity>(apiPath('/api/dashboard/activity'))
}

export function getActivityQueryOptions() {
  return queryOptions({ queryKey: activityQueryKey, queryFn: getActivity })
}

export function useActivity({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getActivityQueryOptions(), enabled })
}
