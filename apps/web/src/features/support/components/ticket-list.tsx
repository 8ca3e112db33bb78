import type { SupportTicket } from '@rdo/contracts'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { PriorityLabel, TicketStatusBadge } from './ticket-status-badge'

interface TicketListProps {
  tickets: SupportTicket[] | undefined
  selectedId: string | null
  onSelect: (id: string) => void
}

/** The user's tickets, newest first (the server's order). */
export function TicketList({ tickets, selectedId, onSelect }: TicketListProps) {
  if (!tickets) {
    return (
      <div className="flex flex-col gap-2 p-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    )
  }
  return (
    <ul className="flex flex-col gap-1 p-2">
      {tickets.map((ticket) => {
        const selected = ticket.id === selectedId
        return (
          <li key={ticket.id}>
            <button
              type="button"
              onClick={() => onSelect(ticket.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full flex-col gap-2 rounded-lg border border-transparent px-3 py-3 text-left transition-colors duration-150 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                selected && 'border-primary/40 bg-muted',
              )}
            >
              <span className="line-clamp-2 text-sm font-semibold">{ticket.subject}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <TicketStatusBadge status={ticket.status} />
                <PriorityLabel priority={ticket.priority} />
                <span className="ml-auto font-mono text-xs text-muted-foreground">
                  {formatDate(ticket.created_at)}
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
