import { Link } from 'react-router'
import { DESIGN_FILTERS, type DesignFilter } from '@rdo/contracts/community-messages'
import { cn } from '@/lib/cn'
import { galleryHref } from '../../lib/gallery-params'

/** The five lists as links (`?filter=…`), so each one is its own address a crawler can follow. */
export function DesignFilterTabs({ current }: { current: DesignFilter }) {
  return (
    <nav aria-label="Filter designs" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-full border bg-card p-1">
        {DESIGN_FILTERS.map((filter) => {
          const active = filter.key === current
          return (
            <li key={filter.key}>
              <Link
                to={galleryHref({ filter: filter.key })}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors duration-150',
                  active
                    ? 'bg-foreground text-background'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                {filter.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
