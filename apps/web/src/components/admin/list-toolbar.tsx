import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import type { ListParams } from './use-list-params'

/**
 * Debounced search box plus optional filter selects and a refresh button, above a table. Without a
 * `searchLabel` (a list the server does not search) there is no search box.
 */
export function ListToolbar({
  params,
  update,
  searchLabel,
  filters = [],
  onRefresh,
  isRefreshing,
  children,
}: {
  params: ListParams
  update: (changes: Record<string, string | number | null>) => void
  searchLabel?: string
  filters?: { name: string; label: string; options: { value: string; label: string }[] }[]
  onRefresh?: () => void
  isRefreshing?: boolean
  children?: ReactNode
}) {
  const [draft, setDraft] = useState(params.q)
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout> | null>(null)
  // The delayed search must write through the latest `update`: one captured when typing started
  // would put back the filters as they were then, undoing a filter chosen in the meantime.
  const updateRef = useRef(update)
  useEffect(() => {
    updateRef.current = update
  })
  const onSearch = (value: string) => {
    setDraft(value)
    if (timer) clearTimeout(timer)
    setTimer(setTimeout(() => updateRef.current({ q: value.trim() }), 300))
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      {searchLabel !== undefined && (
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
          <span className="sr-only">{searchLabel}</span>
          <input
            type="search"
            className="h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            placeholder={searchLabel}
            value={draft}
            onChange={(e) => onSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                if (timer) clearTimeout(timer)
                update({ q: draft.trim() })
              }
            }}
          />
        </label>
      )}
      {filters.map((f) => (
        <label key={f.name} className="flex items-center gap-2 text-sm">
          <span className="sr-only">{f.label}</span>
          <NativeSelect
            className="h-9 w-auto"
            aria-label={f.label}
            value={params.filters[f.name] ?? ''}
            onChange={(e) => update({ [f.name]: e.target.value })}
          >
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      ))}
      {onRefresh && (
        <Button variant="outline" size="sm" className="h-9" loading={isRefreshing} onClick={onRefresh}>
          Refresh
        </Button>
      )}
      {children}
    </div>
  )
}
