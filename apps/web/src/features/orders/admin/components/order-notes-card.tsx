import { useId, useState, type FormEvent } from 'react'
import { REFUND_MESSAGES, type OrderNote } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { formatDateTime } from '@/lib/format'
import { useAddOrderNote } from '../api/add-order-note'
import { Section } from './order-side-cards'

/** Staff-only notes on the order, newest first; never shown or sent to the customer. */
export function OrderNotesCard({ orderId, notes }: { orderId: string; notes: OrderNote[] }) {
  const fieldId = useId()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string>()
  const add = useAddOrderNote({ onSuccess: () => setBody('') })
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const text = body.trim()
    if (!text || text.length > 2000) return setError(REFUND_MESSAGES.noteLength)
    setError(undefined)
    add.mutate({ id: orderId, body: text })
  }
  return (
    <Section title="Internal notes">
      <form className="grid gap-2" noValidate onSubmit={onSubmit} aria-label="Add a note">
        <FormField label="New note" hint="Staff only: the customer never sees it" error={error}>
          <Textarea
            id={fieldId}
            rows={3}
            maxLength={2000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </FormField>
        <Button type="submit" size="sm" className="w-fit" loading={add.isPending}>
          Add note
        </Button>
      </form>
      {notes.length > 0 && (
        <ul className="mt-4 grid gap-3" aria-label="Notes">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg border p-3">
              <p className="whitespace-pre-wrap">{n.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {n.author ?? 'Deleted account'} ·{' '}
                <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
