import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { notificationsQueryKey } from './get-notifications'

export function markNotificationsRead(ids: string[]): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPath('/api/notifications/read'), { ids })
}

/** Marks the given notifications read, updating the bell at once and rolling back on failure. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey })
      const previous = queryClient.getQueryData<NotificationListResponse>(notificationsQueryKey)
      if (previous) {
        const newlyRead = previous.items.filter((item) => !item.read && ids.includes(item.id)).length
        queryClient.setQueryData<NotificationListResponse>(notificationsQueryKey, {
          items: previous.items.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)),
          unread_count: Math.max(0, previous.unread_count - newlyRead),
        })
      }
      return { previous }
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
