import { useNavigate } from 'react-router'
import { Bell, CheckCheck } from 'lucide-react'
import type { Notification } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatRelative } from '@/lib/format'
import { useNotifications } from '../api/get-notifications'
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'
import { useLiveNotifications } from '../hooks/use-live-notifications'
import { NotificationIcon } from './notification-icon'

/** Signed-in only: the ten newest notifications, unread count, mark one or all read, live arrivals. */
export function NotificationBell() {
  const { data, isPending, isError } = useNotifications()
  const markRead = useMarkNotificationsRead()
  const markAll = useMarkAllNotificationsRead()
  const navigate = useNavigate()
  useLiveNotifications(true)

  const unread = data?.unread_count ?? 0
  const items = data?.items ?? []

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id])
    if (notification.link?.startsWith('/')) navigate(notification.link)
    else if (notification.link) window.open(notification.link, '_blank', 'noopener,noreferrer')
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-[#dc2626] px-1 font-mono text-[10px] font-bold text-white"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <p className="font-display font-semibold">Notifications</p>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(26rem,70vh)] overflow-y-auto p-1">
          {isPending ? (
            <div className="flex flex-col gap-2 p-2" aria-label="Loading notifications">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-14 w-full" />
              ))}
            </div>
          ) : isError || items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">No notifications</p>
          ) : (
            items.map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                onSelect={() => open(notification)}
                className={cn('items-start gap-3 px-3 py-3', !notification.read && 'bg-muted/60')}
              >
                <NotificationIcon type={notification.type} />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className={cn('truncate', !notification.read && 'font-semibold')}>
                    {notification.title}
                  </span>
                  <span className="line-clamp-2 text-xs text-muted-foreground">{notification.message}</span>
                  <span className="font-mono text-[11px] text-muted-foreground">
                    {formatRelative(notification.created_at)}
                  </span>
                </span>
                {!notification.read && (
                  <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-violet">
                    <span className="sr-only">Unread</span>
                  </span>
                )}
              </DropdownMenuItem>
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
