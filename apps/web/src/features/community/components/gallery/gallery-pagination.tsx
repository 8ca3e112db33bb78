import { Link } from 'react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { DesignFilter } from '@rdo/contracts/community-messages'
import { cn } from '@/lib/cn'
import { galleryHref, pageItems } from '../../lib/gallery-params'

const itemClasses =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium transition-colors duration-150'

/** Previous, the page numbers and Next, all plain links (crawlable, and they work before the script loads). */
export function GalleryPagination({
  filter,
  page,
  count,
}: {
  filter: DesignFilter
  page: number
  count: number
}) {
  if (count <= 1) return null
  const previous = page > 1 ? galleryHref({ filter, page: page - 1 }) : null
  const next = page < count ? galleryHref({ filter, page: page + 1 }) : null

  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {previous ? (
            <Link to={previous} rel="prev" className={cn(itemClasses, 'hover:bg-muted')}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(itemClasses, 'text-muted-foreground opacity-60')}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </span>
          )}
        </li>
        {pageItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground max-sm:hidden">
              …
            </li>
          ) : (
            <li key={item} className="max-sm:hidden">
              <Link
                to={galleryHref({ filter, page: item })}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClasses,
                  'font-mono',
                  item === page ? 'border-transparent bg-foreground text-background' : 'hover:bg-muted',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li className="px-2 font-mono text-sm text-muted-foreground sm:hidden" aria-hidden="true">
          {page} / {count}
        </li>
        <li>
          {next ? (
            <Link to={next} rel="next" className={cn(itemClasses, 'hover:bg-muted')}>
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true" className={cn(itemClasses, 'text-muted-foreground opacity-60')}>
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
