import { Link } from 'react-router'
import { LayoutGrid, List } from 'lucide-react'
import { PARTNER_STORE_FILTERS, type PartnerStoreFilter } from '@rdo/contracts/partner-messages'
import { cn } from '@/lib/cn'
import { STORE_FILTER_LABELS, storeHref, type StoreView } from '../../lib/store-params'

const VIEWS = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
] as const

/** Product types as links, each its own crawlable address (the view is kept). */
export function StoreTypeFilter({
  partnerId,
  type,
  view,
}: {
  partnerId: string
  type: PartnerStoreFilter
  view: StoreView
}) {
  return (
    <nav aria-label="Product type" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-full border bg-card p-1">
        {PARTNER_STORE_FILTERS.map((filter) => {
          const active = filter === type
          return (
            <li key={filter}>
              <Link
                to={storeHref(partnerId, { type: filter, view })}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors duration-150',
                  active
                    ? 'bg-foreground text-background'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                {STORE_FILTER_LABELS[filter]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Grid or list (`?view=list`): two toggle buttons. */
export function StoreViewToggle({
  view,
  onChange,
}: {
  view: StoreView
  onChange: (view: StoreView) => void
}) {
  return (
    <div role="group" aria-label="Layout" className="inline-flex gap-1 rounded-lg border bg-card p-1">
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          title={label}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-md transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
            view === value
              ? 'bg-foreground text-background'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  )
}
