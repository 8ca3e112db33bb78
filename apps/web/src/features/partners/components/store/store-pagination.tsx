import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cn } from '@/lib/cn'
import { storeHref, type StoreParams } from '../../lib/store-params'

const itemClasses =
  'inline-flex h-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium transition-colors duration-150'

/** Previous, where we are, Next: plain links, so they work before the script loads and can be crawled. */
export function StorePagination({
  partnerId,
  params,
  count,
}: {
  partnerId: string
  params: StoreParams
  count: number
}) {
  if (count <= 1) return null
  const { page } = params
  const link = (to: number, rel: 'prev' | 'next', children: ReactNode) =>
    to >= 1 && to <= count ? (
      <Link
        to={storeHref(partnerId, { ...params, page: to })}
        rel={rel}
        className={cn(itemClasses, 'hover:bg-muted')}
      >
        {children}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(itemClasses, 'text-muted-foreground opacity-60')}>
        {children}
      </span>
    )

  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
      {link(
        page - 1,
        'prev',
        <>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </>,
      )}
      <p className="font-mono text-sm text-muted-foreground" aria-current="page">
        Page {page} of {count}
      </p>
      {link(
        page + 1,
        'next',
        <>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </>,
      )}
    </nav>
  )
}
