import { useRef, useState } from 'react'
import { Send, Sparkles } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_SUPPORT_MESSAGES, supportReplyBody } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useAssistantDraft } from '../api/get-assistant-draft'
import { useReplyToTicket } from '../api/reply-to-ticket'

/**
 * The staff reply box. The assistant's draft lands here for editing and is sent only when staff press
 * Send reply, like any reply.
 */
export function ReplyForm({ ticketId }: { ticketId: string }) {
  const send = useReplyToTicket()
  const draft = useAssistantDraft()
  const [reply, setReply] = useState('')
  const [error, setError] = useState<string>()
  const boxRef = useRef<HTMLTextAreaElement>(null)

  const onSend = () => {
    const parsed = supportReplyBody.safeParse({ message: reply })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      boxRef.current?.focus()
      return
    }
    setError(undefined)
    send.mutate(
      { ticketId, message: parsed.data.message },
      {
        onSuccess: () => {
          setReply('')
          toast.success(ADMIN_SUPPORT_MESSAGES.replySent)
        },
        onError: (err) =>
          toast.error(ADMIN_SUPPORT_MESSAGES.replyFailed, {
            description: errorMessage(err, '') || undefined,
          }),
      },
    )
  }

  const onDraft = () =>
    draft.mutate(ticketId, {
      onSuccess: ({ message }) => {
        // Kept text stays: the draft goes below it, for staff to merge.
        setReply((current) => (current.trim() ? `${current.trimEnd()}\n\n${message}` : message))
        setError(undefined)
        toast.success(ADMIN_SUPPORT_MESSAGES.draftInserted)
        boxRef.current?.focus()
      },
      onError: (err) => toast.error(errorMessage(err, ADMIN_SUPPORT_MESSAGES.draftFailed)),
    })

  return (
    <form
      noValidate
      aria-label="Reply"
      className="flex flex-col gap-3 border-t p-4"
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      <Label htmlFor={`reply-${ticketId}`}>Reply to the customer</Label>
      <Textarea
        id={`reply-${ticketId}`}
        ref={boxRef}
        rows={4}
        maxLength={5000}
        placeholder="Write a reply…"
        value={reply}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `reply-${ticketId}-error` : `reply-${ticketId}-hint`}
        onChange={(event) => {
          setReply(event.target.value)
          if (error) setError(undefined)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) onSend()
        }}
        className="min-h-24 resize-y"
      />
      <p id={`reply-${ticketId}-hint`} className="sr-only">
        Press Control and Enter to send.
      </p>
      <FieldError id={`reply-${ticketId}-error`} message={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" onClick={onDraft} loading={draft.isPending} disabled={send.isPending}>
          <Sparkles aria-hidden="true" />
          Insert assistant draft
        </Button>
        <Button type="submit" loading={send.isPending}>
          <Send aria-hidden="true" />
          Send reply
        </Button>
      </div>
    </form>
  )
}
