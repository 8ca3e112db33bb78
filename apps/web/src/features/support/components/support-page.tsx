import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { LifeBuoy, MessagesSquare, Plus } from 'lucide-react'
import { toast } from 'sonner'
import { SUPPORT_HOURS, SUPPORT_MESSAGES, SUPPORT_REPLY_TIME } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { useTickets } from '../api/get-tickets'
import { useLiveSupportMessages } from '../hooks/use-live-support-messages'
import { useMediaQuery } from '../hooks/use-media-query'
import { NewTicketDialog } from './new-ticket-dialog'
import { TicketConversation } from './ticket-conversation'
import { TicketList } from './ticket-list'

/** /support: ticket list, new ticket form, conversation pane, ?ticket=id selects (docs/support.md#tickets). */
export function SupportPage() {
  const tickets = useTickets()
  const [searchParams, setSearchParams] = useSearchParams()
  const [creating, setCreating] = useState(false)
  useLiveSupportMessages()

  useEffect(() => {
    if (tickets.isError) toast.error(SUPPORT_MESSAGES.loadTicketsFailed)
  }, [tickets.isError])

  const selectedId = searchParams.get('ticket')
  const items = tickets.data?.items
  // Side by side (wide screens) the newest ticket opens when none is chosen; on a phone the list comes first.
  const wide = useMediaQuery('(min-width: 1024px)')
  const selected =
    items?.find((ticket) => ticket.id === selectedId) ?? (wide && !selectedId ? items?.[0] : null) ?? null
  const select = (id: string | null) =>
    setSearchParams(id ? { ticket: id } : {}, { replace: id !== null && selectedId !== null })

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-mono text-xs tracking-widest text-primary uppercase">Help</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Support Tickets</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            We answer {SUPPORT_HOURS}, {SUPPORT_REPLY_TIME}.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          New Ticket
        </Button>
      </header>

      {tickets.isError ? (
        <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-6">
          <p className="font-medium">{SUPPORT_MESSAGES.loadTicketsFailed}</p>
          <Button variant="outline" onClick={() => void tickets.refetch()}>
            Try again
          </Button>
        </Card>
      ) : items?.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <LifeBuoy className="size-10 text-primary" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No support tickets yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Questions about an order, sizing or a drop? Open a ticket and our team will get back to you.
          </p>
          <Button className="mt-2" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New Ticket
          </Button>
        </Card>
      ) : (
        <Card className="grid overflow-hidden lg:h-[min(44rem,calc(100dvh-15rem))] lg:grid-cols-[20rem_minmax(0,1fr)]">
          <section
            aria-label="Your tickets"
            className={cn('min-h-0 overflow-y-auto lg:border-r', selected && 'hidden lg:block')}
          >
            <TicketList tickets={items} selectedId={selected?.id ?? null} onSelect={select} />
          </section>
          <section
            aria-label="Conversation"
            className={cn('min-h-[28rem] lg:min-h-0', !selected && 'hidden lg:flex lg:flex-col')}
          >
            {selected ? (
              <TicketConversation key={selected.id} ticket={selected} onBack={() => select(null)} />
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-muted-foreground">
                <MessagesSquare className="size-8" aria-hidden="true" />
                <p>Select a ticket to read the conversation.</p>
              </div>
            )}
          </section>
        </Card>
      )}

      <NewTicketDialog open={creating} onOpenChange={setCreating} onCreated={(ticket) => select(ticket.id)} />
    </div>
  )
}
