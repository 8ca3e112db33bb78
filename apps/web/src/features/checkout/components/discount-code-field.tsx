import { useId, useState, type KeyboardEvent } from 'react'
import { TicketPercent, X } from 'lucide-react'
import { CHECKOUT_MESSAGES } from '@rdo/contracts/checkout-messages'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

interface DiscountCodeFieldProps {
  /** The code sent with the quote (and the order), or null. */
  applied: string | null
  /** The server accepted it: the code as stored and its description. */
  accepted: { code: string; description: string } | null
  /** Why the server refused it (shown next to the field). */
  refusal: string | null
  checking: boolean
  /** Signed out: codes are checked against the customer, so they wait for sign-in. */
  disabled: boolean
  onApply: (code: string) => void
  onRemove: () => void
}

/** The checkout's "Discount code" field: type, Apply, and the server's answer beside it. */
export function DiscountCodeField({
  applied,
  accepted,
  refusal,
  checking,
  disabled,
  onApply,
  onRemove,
}: DiscountCodeFieldProps) {
  const [draft, setDraft] = useState(applied ?? '')
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  if (accepted) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-success/30 bg-success-soft px-3 py-2 text-sm">
        <p className="flex min-w-0 items-center gap-2 text-success">
          <TicketPercent className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-mono font-semibold">{accepted.code}</span>
            {accepted.description && <span className="text-foreground"> · {accepted.description}</span>}
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={`${CHECKOUT_MESSAGES.remove} discount code ${accepted.code}`}
          onClick={() => {
            setDraft('')
            onRemove()
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    )
  }

  const apply = () => {
    const code = draft.trim()
    if (code) onApply(code)
    else onRemove()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code instead of placing the order.
    if (event.key === 'Enter') {
      event.preventDefault()
      apply()
    }
  }
  const describedBy = [disabled ? hintId : null, refusal ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{CHECKOUT_MESSAGES.discountLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          placeholder="e.g. WELCOME10"
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            // A new code replaces the refused one: its message goes until the next Apply.
            if (applied && refusal) onRemove()
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          onClick={apply}
          loading={checking && applied !== null}
          disabled={disabled || (!draft.trim() && !applied)}
        >
          {CHECKOUT_MESSAGES.apply}
        </Button>
      </div>
      {disabled && (
        <p id={hintId} className="text-xs text-muted-foreground">
          Sign in to use a discount code.
        </p>
      )}
      <FieldError id={errorId} message={refusal ?? undefined} />
    </div>
  )
}
