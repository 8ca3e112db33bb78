import { cn } from '@/lib/cn'
import { formatDateTime, formatRelative } from '@/lib/format'
import { badgeVariants } from '@/components/ui/badge'
import { eventTone, logUser, shortEmailId } from '../lib/labels'

/** An event as a coloured badge; a value the log does not know is shown as it is, in plain text. */
export function EventBadge({ event }: { event: string }) {
  const tone = eventTone(event)
  if (!tone) return <span className="text-sm">{event}</span>
  return <span className={cn(badgeVariants(), tone, 'capitalize')}>{event}</span>
}

/** How long ago, the exact moment on hover. */
export function RelativeTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {formatRelative(value)}
    </time>
  )
}

export function LogUser({ row }: { row: { user_name: string | null; user_email: string | null } }) {
  const user = logUser(row)
  if (!user) return <span className="text-muted-foreground">—</span>
  return (
    <span className="flex min-w-32 flex-col">
      <span className="max-w-56 truncate">{user.title}</span>
      {user.detail && <span className="max-w-56 truncate text-xs text-muted-foreground">{user.detail}</span>}
    </span>
  )
}

/** The message id shortened to 8 characters; the whole id on hover and for screen readers. */
export function EmailId({ id }: { id: string | null }) {
  if (!id) return <span className="text-muted-foreground">—</span>
  return (
    <code title={id} className="font-mono text-xs whitespace-nowrap">
      {shortEmailId(id)}
    </code>
  )
}
