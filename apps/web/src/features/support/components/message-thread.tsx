import { useEffect, useRef } from 'react'
import { Headset } from 'lucide-react'
import type { SupportMessage } from '@rdo/contracts'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'

/**
 * A conversation, oldest first; staff replies (people and the assistant) on the left. The box scrolls
 * itself to the newest message and announces new ones to screen readers.
 */
export function MessageThread({ messages, className }: { messages: SupportMessage[]; className?: string }) {
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
      className={cn('overflow-y-auto focus-visible:outline-2 focus-visible:outline-ring', className)}
    >
      <ol className="flex flex-col gap-4">
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn('flex flex-col gap-1', message.is_staff ? 'items-start' : 'items-end')}
          >
            <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              {message.is_staff ? (
                <>
                  <Headset className="size-3.5" aria-hidden="true" />
                  Support team
                </>
              ) : (
                'You'
              )}
              <span aria-hidden="true">·</span>
              <time dateTime={message.created_at} className="font-mono">
                {formatDateTime(message.created_at)}
              </time>
            </span>
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap',
                message.is_staff
                  ? 'rounded-tl-sm border bg-muted'
                  : 'rounded-tr-sm bg-primary text-primary-foreground',
              )}
            >
              {message.message}
            </p>
          </li>
        ))}
      </ol>
    </div>
  )
}
