import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { NotificationListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { notificationsQueryKey } from './get-notifications'

export function markAllNotificationsRead(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPath('/api/notifications/read-all'))
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationListResponse>(
        notificationsQueryKey,
        (current) =>
          current && { items: current.items.map((item) => ({ ...item, read: true })), unread_count: 0 },
      )
      toast.success('All notifications marked as read')
    },
    onError: () => {
      toast.error('Failed to mark notifications as read')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
