import { useCallback, useRef, useState } from 'react'
import { Inbox } from 'lucide-react'
import { ADMIN_SUPPORT_MESSAGES, type AdminSupportTicket } from '@rdo/contracts'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { TicketConversation } from './ticket-conversation'
import { TicketListPane, useInbox } from './ticket-list-pane'

/**
 * The support inbox: the ticket list beside the open conversation. Below 1280 px the panes stack: the
 * list, then the conversation alone with a way back.
 */
export function SupportTab() {
  const inbox = useInbox()
  const [picked, setPicked] = useState<AdminSupportTicket | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  // The open ticket follows the list's newer copy (status moved by a reply or by another admin).
  const fresh = picked ? inbox.list.data?.items.find((t) => t.id === picked.id) : undefined
  const selected = fresh ?? picked

  // A click is rendered before the next frame, so the conversation's heading exists by then.
  const onSelect = useCallback((ticket: AdminSupportTicket) => {
    setPicked(ticket)
    requestAnimationFrame(() => headingRef.current?.focus())
  }, [])

  const onBack = () => {
    setPicked(null)
    requestAnimationFrame(() => listRef.current?.focus())
  }

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] xl:items-start">
      <section
        ref={listRef}
        tabIndex={-1}
        aria-label="Tickets"
        className={cn('min-w-0 outline-none', selected ? 'hidden xl:block' : 'block')}
      >
        <TicketListPane inbox={inbox} selectedId={selected?.id ?? null} onSelect={onSelect} />
      </section>
      <Card
        role="region"
        aria-label="Conversation"
        className={cn('min-w-0 overflow-hidden xl:sticky xl:top-20', selected ? 'block' : 'hidden xl:block')}
      >
        {selected ? (
          <TicketConversation
            ref={headingRef}
            ticket={selected}
            onBack={onBack}
            onStatusChanged={(status) => setPicked({ ...selected, status })}
          />
        ) : (
          <div className="flex flex-col items-center justify-center gap-2 p-10 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{ADMIN_SUPPORT_MESSAGES.noTicketSelected}</p>
            <p className="text-sm text-muted-foreground">
              Choose a ticket from the list to read and answer it.
            </p>
          </div>
        )}
      </Card>
    </div>
  )
}
