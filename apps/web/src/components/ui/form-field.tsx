import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Label } from './label'

interface FormFieldProps {
  label: ReactNode
  /** The message shown under the field and announced to screen readers. */
  error?: string
  hint?: ReactNode
  className?: string
  /** A single input-like element; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>
  id?: string
  required?: boolean
}

export function FormField({ label, error, hint, className, children, id, required }: FormFieldProps) {
  const generated = useId()
  const fieldId = id ?? (children.props.id as string | undefined) ?? generated
  const hintId = hint ? `${fieldId}-hint` : undefined
  const errorId = error ? `${fieldId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })
    : children
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={fieldId}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </Label>
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export function FieldError({
  id,
  message,
  className,
}: {
  id?: string
  message?: string
  className?: string
}) {
  if (!message) return null
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-danger', className)}>
      {message}
    </p>
  )
}

/** A form-level error (not tied to one field), announced to screen readers. */
export function FormAlert({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm font-medium text-danger',
        className,
      )}
    >
      {children}
    </div>
  )
}
