import { useId } from 'react'
import { Check, Loader2 } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { Input } from '@/components/ui/input'
import type { UsernameCheck } from '../hooks/use-username-check'

interface UsernameFieldProps {
  registration: UseFormRegisterReturn
  check: UsernameCheck
  /** A message from submitting (e.g. the server refused the name). */
  submitError?: string
}

export function UsernameField({ registration, check, submitError }: UsernameFieldProps) {
  const id = useId()
  const error = check.message ?? submitError
  const hint =
    check.status === 'checking' ? (
      <span className="inline-flex items-center gap-1">
        <Loader2 className="size-3 animate-spin" aria-hidden="true" />
        Checking availability…
      </span>
    ) : check.status === 'available' ? (
      <span className="inline-flex items-center gap-1 font-medium text-success">
        <Check className="size-3" aria-hidden="true" />
        Username is available
      </span>
    ) : (
      '3–20 letters, numbers, underscores or hyphens. Your public profile lives at /user/your-name.'
    )
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Username</Label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 font-mono text-sm text-muted-foreground"
        >
          @
        </span>
        <Input
          id={id}
          autoComplete="username"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
          className="pl-6 font-mono"
          {...registration}
        />
      </div>
      <p id={`${id}-hint`} aria-live="polite" className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
