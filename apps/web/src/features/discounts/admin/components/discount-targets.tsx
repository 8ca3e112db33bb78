import { useId, useState } from 'react'
import { Search, X } from 'lucide-react'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldError } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useCategoryOptions, useProductSearch } from '../api/pick-targets'
import type { NamedRef } from '../lib/discount-form'

function CheckRow({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const id = useId()
  return (
    <li className="flex items-center gap-2 py-1">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </li>
  )
}

/** Products found by name (the back office's product search), ticked to add; the chosen ones as chips. */
export function ProductPicker({
  id,
  chosen,
  onChange,
  error,
}: {
  id: string
  chosen: NamedRef[]
  onChange: (next: NamedRef[]) => void
  error?: string
}) {
  const [term, setTerm] = useState('')
  const search = useProductSearch(useDebouncedValue(term, 250))
  const chosenIds = new Set(chosen.map((p) => p.id))
  const errorId = `${id}-error`
  const toggle = (p: NamedRef, on: boolean) =>
    onChange(on ? [...chosen, { id: p.id, name: p.name }] : chosen.filter((c) => c.id !== p.id))
  return (
    <div className="space-y-2 rounded-lg border p-3">
      {chosen.length > 0 && (
        <ul aria-label="Chosen products" className="flex flex-wrap gap-2">
          {chosen.map((p) => (
            <li
              key={p.id}
              className="inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-2.5 text-xs"
            >
              {p.name}
              <button
                type="button"
                onClick={() => toggle(p, false)}
                className="rounded-full p-0.5 hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${p.name}`}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search products by name"
          aria-label="Search products"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      {search.data ? (
        <ul aria-label="Products found" className="max-h-48 overflow-y-auto">
          {search.data.items.map((p) => (
            <CheckRow
              key={p.id}
              label={p.name}
              checked={chosenIds.has(p.id)}
              onChange={(on) => toggle(p, on)}
            />
          ))}
          {search.data.items.length === 0 && (
            <li className="py-1 text-sm text-muted-foreground">No product matches.</li>
          )}
        </ul>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** Every category, ticked to include. */
export function CategoryPicker({
  id,
  chosen,
  onChange,
  error,
}: {
  id: string
  chosen: string[]
  onChange: (next: string[]) => void
  error?: string
}) {
  const categories = useCategoryOptions()
  const errorId = `${id}-error`
  return (
    <div className="space-y-2 rounded-lg border p-3">
      {categories.data ? (
        <ul
          id={id}
          tabIndex={-1}
          aria-label="Categories"
          aria-describedby={error ? errorId : undefined}
          className="grid gap-x-4 sm:grid-cols-2"
        >
          {categories.data.items.map((c) => (
            <CheckRow
              key={c.id}
              label={c.name}
              checked={chosen.includes(c.id)}
              onChange={(on) => onChange(on ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))}
            />
          ))}
        </ul>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
