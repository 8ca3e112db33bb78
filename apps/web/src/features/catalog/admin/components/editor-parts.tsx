import type { ReactNode } from 'react'
import { useFormContext, type FieldError } from 'react-hook-form'
import type { AdminProductFormOutput, AdminProductFormValues } from '@rdo/contracts'

/** The editor's form context, typed with the contract's input and output. */
export const useProductForm = () => useFormContext<AdminProductFormValues, unknown, AdminProductFormOutput>()

/** One titled section of the editor. */
export function EditorSection({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <fieldset className="min-w-0 rounded-xl border bg-card p-4 sm:p-5">
      <legend className="sr-only">{title}</legend>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-display text-base font-semibold" aria-hidden="true">
            {title}
          </h3>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </fieldset>
  )
}

/** A list-level error (too many images, two primaries, duplicates), wherever the resolver put it. */
export function listError(error: unknown): string | undefined {
  const e = error as (FieldError & { root?: FieldError }) | undefined
  return e?.root?.message ?? e?.message
}
