import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Notification, NotificationListResponse } from '@rdo/contracts'
import { subscribe } from '@/lib/realtime'
import { notificationsQueryKey } from '../api/get-notifications'

const LIST_SIZE = 10

/** A new notification goes on top of the list and the unread count rises by one (docs/notifications-and-newsletter.md). */
export function useLiveNotifications(enabled: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    // The server greets every (re)connection; anything sent while the stream was down is fetched again.
    let connectedBefore = false
    const offReady = subscribe('ready', () => {
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey })
      connectedBefore = true
    })
    const offNotification = subscribe<Notification>('notification', (notification) => {
      if (!notification || typeof notification !== 'object' || !notification.id) return
      queryClient.setQueryData<NotificationListResponse>(notificationsQueryKey, (current) => {
        const items = current?.items ?? []
        if (items.some((item) => item.id === notification.id)) return current
        return {
          items: [notification, ...items].slice(0, LIST_SIZE),
          unread_count: (current?.unread_count ?? 0) + (notification.read ? 0 : 1),
        }
      })
      toast('New notification received', { description: notification.title })
    })
    return () => {
      offReady()
      offNotification()
    }
  }, [enabled, queryClient])
}
