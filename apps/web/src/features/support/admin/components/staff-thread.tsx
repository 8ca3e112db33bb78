import { useEffect, useRef } from 'react'
import { Headset, UserRound } from 'lucide-react'
import type { SupportMessage } from '@rdo/contracts'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'

/**
 * A ticket's conversation from the staff side, oldest first: the customer on the left, staff replies
 * (people and the assistant) on the right. It scrolls to the newest message and announces new ones.
 */
export function StaffThread({ messages, customer }: { messages: SupportMessage[]; customer: string }) {
  const boxRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = boxRef.current
    if (box) box.scrollTop = box.scrollHeight
  }, [messages.length])

  return (
    <div
      ref={boxRef}
      role="log"
      aria-live="polite"
      aria-label="Messages"
      tabIndex={0}
      className="max-h-[55vh] min-h-48 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ol className="flex flex-col gap-4">
        {messages.map((m) => (
          <li key={m.id} className={cn('flex flex-col gap-1', m.is_staff ? 'items-end' : 'items-start')}>
            <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              {m.is_staff ? (
                <Headset className="size-3.5" aria-hidden="true" />
              ) : (
                <UserRound className="size-3.5" aria-hidden="true" />
              )}
              {m.is_staff ? 'Staff' : customer}
              <span aria-hidden="true">·</span>
              <time dateTime={m.created_at} className="font-mono">
                {formatDateTime(m.created_at)}
              </time>
            </span>
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap',
                m.is_staff
                  ? 'rounded-tr-sm bg-primary text-primary-foreground'
                  : 'rounded-tl-sm border bg-muted',
              )}
            >
              {m.message}
            </p>
          </li>
        ))}
      </ol>
    </div>
  )
}
