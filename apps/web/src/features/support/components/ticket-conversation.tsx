import { useEffect, useState } from 'react'
import { ArrowLeft, Send, Sparkles } from 'lucide-react'
import { toast } from 'sonner'
import { SUPPORT_MESSAGES, supportReplyBody, type SupportMessage, type SupportTicket } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { formatDate, shortId } from '@/lib/format'
import { useAskAssistant } from '../api/ask-assistant'
import { useMessages } from '../api/get-messages'
import { useSendMessage } from '../api/send-message'
import { MessageThread } from './message-thread'
import { PriorityLabel, TicketStatusBadge } from './ticket-status-badge'

interface TicketConversationProps {
  ticket: SupportTicket
  onBack: () => void
}

export function TicketConversation({ ticket, onBack }: TicketConversationProps) {
  const messages = useMessages(ticket.id)
  const send = useSendMessage()
  const assistant = useAskAssistant()
  const [reply, setReply] = useState('')
  const [replyError, setReplyError] = useState<string>()

  useEffect(() => {
    if (messages.isError) toast.error(SUPPORT_MESSAGES.loadMessagesFailed)
  }, [messages.isError])

  const onSend = () => {
    const parsed = supportReplyBody.safeParse({ message: reply })
    if (!parsed.success) {
      setReplyError(parsed.error.issues[0]?.message)
      return
    }
    setReplyError(undefined)
    send.mutate(
      { ticketId: ticket.id, message: parsed.data.message },
      {
        onSuccess: () => setReply(''),
        onError: () => toast.error(SUPPORT_MESSAGES.replyFailed),
      },
    )
  }

  const onAsk = () =>
    assistant.mutate(ticket.id, {
      onSuccess: () => toast.success(SUPPORT_MESSAGES.aiGenerated),
      onError: (error) => toast.error(errorMessage(error, SUPPORT_MESSAGES.aiFailed)),
    })

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-start gap-3 border-b p-4 sm:p-5">
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onBack}
          className="lg:hidden"
          aria-label="Back to tickets"
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-tight font-semibold break-words">{ticket.subject}</h2>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <TicketStatusBadge status={ticket.status} />
            <PriorityLabel priority={ticket.priority} />
            <span className="font-mono">Opened {formatDate(ticket.created_at)}</span>
            {ticket.order_id && <span className="font-mono">Order #{shortId(ticket.order_id)}</span>}
          </p>
        </div>
      </div>

      {messages.isError ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="font-medium">{SUPPORT_MESSAGES.loadMessagesFailed}</p>
          <Button variant="outline" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </div>
      ) : messages.data ? (
        <MessageThread
          messages={withOpeningMessage(ticket, messages.data.items)}
          className="min-h-48 flex-1 p-4 sm:p-5"
        />
      ) : (
        <div className="flex flex-1 flex-col gap-4 p-5">
          <Skeleton className="h-16 w-3/4 self-end" />
          <Skeleton className="h-20 w-3/4" />
        </div>
      )}

      <form
        noValidate
        className="flex flex-col gap-3 border-t p-4 sm:p-5"
        onSubmit={(event) => {
          event.preventDefault()
          onSend()
        }}
      >
        <Label htmlFor="support-reply" className="sr-only">
          Your reply
        </Label>
        <Textarea
          id="support-reply"
          rows={3}
          maxLength={5000}
          placeholder="Write a reply…"
          value={reply}
          aria-invalid={replyError ? true : undefined}
          aria-describedby={replyError ? 'support-reply-error' : undefined}
          onChange={(event) => {
            setReply(event.target.value)
            if (replyError) setReplyError(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) onSend()
          }}
          className="min-h-20 resize-y"
        />
        <FieldError id="support-reply-error" message={replyError} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" onClick={onAsk} loading={assistant.isPending}>
            <Sparkles aria-hidden="true" />
            Ask the assistant
          </Button>
          <Button type="submit" loading={send.isPending}>
            <Send aria-hidden="true" />
            Send reply
          </Button>
        </div>
      </form>
    </div>
  )
}

/**
 * The ticket's own text opens the conversation. Tickets made here also store it as their first message;
 * older ones (and imported ones) may not, so it is shown from the ticket then.
 */
function withOpeningMessage(ticket: SupportTicket, items: SupportMessage[]): SupportMessage[] {
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
