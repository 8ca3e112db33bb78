import { forwardRef, useEffect, useId } from 'react'
import { ArrowLeft } from 'lucide-react'
import { toast } from 'sonner'
import {
  ADMIN_SUPPORT_MESSAGES,
  TICKET_STATUSES,
  type AdminSupportTicket,
  type SupportMessage,
  type TicketStatus,
} from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { PriorityLabel, TicketStatusBadge } from '../../components/ticket-status-badge'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime, shortId } from '@/lib/format'
import { useTicketMessages } from '../api/get-ticket-messages'
import { useSetTicketStatus } from '../api/set-ticket-status'
import { ReplyForm } from './reply-form'
import { StaffThread } from './staff-thread'
import { STATUS_LABELS } from './status-labels'
import { ticketCustomer } from './ticket-customer'

type Props = {
  ticket: AdminSupportTicket
  onBack: () => void
  onStatusChanged: (status: TicketStatus) => void
}

/** One ticket: who wrote it, its status (changeable), the conversation and the reply box. */
export const TicketConversation = forwardRef<HTMLHeadingElement, Props>(function TicketConversation(
  { ticket, onBack, onStatusChanged },
  headingRef,
) {
  const messages = useTicketMessages(ticket.id)
  const status = useSetTicketStatus()
  const statusId = useId()
  const who = ticketCustomer(ticket)
  const customerLabel = who.name ?? who.email ?? 'Customer'

  useEffect(() => {
    if (messages.isError) toast.error(ADMIN_SUPPORT_MESSAGES.loadMessagesFailed)
  }, [messages.isError])

  const changeStatus = (next: TicketStatus) =>
    status.mutate(
      { ticketId: ticket.id, status: next },
      {
        onSuccess: () => {
          onStatusChanged(next)
          toast.success(ADMIN_SUPPORT_MESSAGES.statusUpdated)
        },
        onError: (err) => toast.error(errorMessage(err, ADMIN_SUPPORT_MESSAGES.statusFailed)),
      },
    )

  return (
    <div className="flex min-h-0 flex-col">
      <div className="flex items-start gap-3 border-b p-4">
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onBack}
          className="xl:hidden"
          aria-label="Back to tickets"
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1 space-y-1.5">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-lg leading-tight font-semibold break-words outline-none"
          >
            {ticket.subject}
          </h2>
          <p className="text-sm break-words text-muted-foreground">
            {who.name && <span className="font-medium text-foreground">{who.name} </span>}
            {who.email ? (
              <a href={`mailto:${who.email}`} className="underline-offset-4 hover:underline">
                {who.email}
              </a>
            ) : (
              'No email'
            )}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <TicketStatusBadge status={ticket.status} />
            <PriorityLabel priority={ticket.priority} />
            {ticket.source === 'contact' && <Badge>Contact form</Badge>}
            <span className="font-mono">Opened {formatDateTime(ticket.created_at)}</span>
            {ticket.order_id && <span className="font-mono">Order #{shortId(ticket.order_id)}</span>}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-1">
          <label htmlFor={statusId} className="text-xs font-medium text-muted-foreground">
            Status
          </label>
          <NativeSelect
            id={statusId}
            className="h-9 w-36"
            value={ticket.status}
            disabled={status.isPending}
            onChange={(e) => changeStatus(e.target.value as TicketStatus)}
          >
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {messages.isError ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="font-medium">{ADMIN_SUPPORT_MESSAGES.loadMessagesFailed}</p>
          <Button variant="outline" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </div>
      ) : messages.data ? (
        <StaffThread messages={withOpeningMessage(ticket, messages.data.items)} customer={customerLabel} />
      ) : (
        <div className="flex flex-1 flex-col gap-4 p-4" aria-busy="true">
          <Skeleton className="h-16 w-3/4" />
          <Skeleton className="h-20 w-3/4 self-end" />
        </div>
      )}

      <ReplyForm key={ticket.id} ticketId={ticket.id} />
    </div>
  )
})

/** Tickets made by the shop store their text as the first message too; older ones may not. */
function withOpeningMessage(ticket: AdminSupportTicket, items: SupportMessage[]): SupportMessage[] {
  if (items[0]?.message === ticket.message) return items
  const opening = {
    id: `ticket-${ticket.id}`,
    ticket_id: ticket.id,
    message: ticket.message,
    is_staff: false,
    created_at: ticket.created_at,
  }
  return [opening, ...items]
}
