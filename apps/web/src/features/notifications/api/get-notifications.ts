import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NotificationListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const notificationsQueryKey = ['notifications'] as const

export function getNotifications(): Promise<NotificationListResponse> {
  return api.get<NotificationListResponse>(apiPath('/api/notifications'))
}

export function getNotificationsQueryOptions() {
  return queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications })
}

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled })
}
