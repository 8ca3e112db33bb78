import { Link } from 'react-router'
import { ArrowLeft, PackageOpen } from 'lucide-react'
import { PARTNER_MESSAGES as M, type PartnerStoreFilter } from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { STORE_FILTER_LABELS, storeHref } from '../../lib/store-params'
import { StoreProductCardSkeleton } from './store-product-card'

export const STORE_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4'
export const STORE_LIST = 'flex flex-col gap-3'

export function StoreNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{M.storeNotFound}</h1>
      <p className="text-muted-foreground">
        This store does not exist or is not open yet. The link may be mistyped.
      </p>
      <Button asChild variant="outline">
        <Link to="/partner-program">
          <ArrowLeft aria-hidden="true" />
          Back to the partner program
        </Link>
      </Button>
    </div>
  )
}

export function StoreLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{M.loadStoreFailed}</h1>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}

/** The first load: header and a grid of card-sized placeholders. */
export function StoreSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading store" className="flex flex-col gap-8">
      <div className="flex gap-5">
        <Skeleton className="size-16 shrink-0 rounded-[12px] sm:size-20" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-4 w-full max-w-2xl" />
          <Skeleton className="h-4 w-2/3 max-w-xl" />
        </div>
      </div>
      <Skeleton className="h-11 w-80 max-w-full rounded-full" />
      <div className={STORE_GRID}>
        {Array.from({ length: 8 }, (_, slot) => (
          <StoreProductCardSkeleton key={slot} />
        ))}
      </div>
    </div>
  )
}

export function StoreEmpty({ partnerId, type }: { partnerId: string; type: PartnerStoreFilter }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[12px] border border-dashed p-10 text-center">
      <PackageOpen className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-display text-lg font-semibold">
        {type === 'all' ? 'No products yet' : `No ${STORE_FILTER_LABELS[type]} yet`}
      </p>
      <p className="text-sm text-muted-foreground">New designs appear here as soon as they are approved.</p>
      {type !== 'all' && (
        <Button asChild variant="outline" size="sm">
          <Link to={storeHref(partnerId, {})}>See all products</Link>
        </Button>
      )}
    </div>
  )
}
