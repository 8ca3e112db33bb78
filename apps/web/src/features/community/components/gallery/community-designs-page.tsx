import { useEffect, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Plus } from 'lucide-react'
import { toast } from 'sonner'
import { DESIGN_MESSAGES as M, DESIGN_FILTERS } from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { PageMetaOf, Prefetch } from '@/lib/prefetch'
import { useFirstItems } from '@/lib/use-first-items'
import { getDesignsQueryOptions, perPageFor, useDesigns } from '../../api/get-designs'
import { useReactions } from '../../api/get-reactions'
import { pageCount, parseGalleryParams } from '../../lib/gallery-params'
import { viewerReactionOf } from '../../lib/reactions'
import { DesignCard, DesignCardSkeleton } from './design-card'
import { DesignFilterTabs } from './design-filter-tabs'
import { EmptyGallery } from './empty-gallery'
import { GalleryPagination } from './gallery-pagination'
import { RewardsExplainer } from './rewards-explainer'

export const prefetch: Prefetch = ({ queryClient, url }) =>
  queryClient.prefetchQuery(getDesignsQueryOptions(parseGalleryParams(url.searchParams)))

export const meta: PageMetaOf = ({ url }) => {
  const { filter, page } = parseGalleryParams(url.searchParams)
  const label =
    filter === 'all' ? 'Community Designs' : `${DESIGN_FILTERS.find((f) => f.key === filter)?.label} Designs`
  return {
    title: `${label}${page > 1 ? ` (page ${page})` : ''} | RDO Shop`,
    description:
      'Vote for the streetwear designs the community wants made. Approved designs with a net score of 500 go into production, and their creators earn 0.5 SOL plus 5% of $RDO from every sale.',
  }
}

const gridClasses = 'grid grid-cols-1 gap-4 min-[560px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/**
 * The first image is the page's largest paint: fetched at once and first. The others load lazily (the
 * rest of the first row still starts right after layout, as it is on screen), so on a phone, where only
 * the first card shows, nothing shares the bandwidth with it.
 */
function priorityOf(index: number): 'high' | false {
  return index === 0 ? 'high' : false
}

/** Cards rendered first: two rows on the widest screens, more than a phone or laptop shows at once. */
const FIRST_CARDS = 8

export function CommunityDesignsPage() {
  const [searchParams] = useSearchParams()
  const params = parseGalleryParams(searchParams)
  const designs = useDesigns(params)
  const items = useMemo(() => designs.data?.items ?? [], [designs.data])
  const ids = useMemo(() => items.map((item) => item.id), [items])
  const reactions = useReactions(ids)
  const total = designs.data?.total ?? 0
  const shown = useFirstItems(items.length, FIRST_CARDS)
  const count =
    params.filter === 'trending' ? 1 : pageCount(total, designs.data?.per_page ?? perPageFor(params.filter))

  useEffect(() => {
    if (designs.isError) toast.error(M.loadDesignsFailed)
  }, [designs.isError])

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <p className="font-mono text-xs tracking-[0.2em] text-muted-foreground uppercase">Community</p>
          <h1 className="text-4xl font-bold sm:text-5xl">Community Designs</h1>
          <p className="max-w-2xl text-muted-foreground">
            Vote for the designs you want to wear. Approved designs with a net score of 500 go into
            production.
          </p>
        </div>
        <Button asChild size="lg" className="self-start sm:self-auto">
          <Link to="/design-submission">
            <Plus aria-hidden="true" />
            Submit Design
          </Link>
        </Button>
      </header>

      <div className="mt-8">
        <RewardsExplainer />
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <DesignFilterTabs current={params.filter} />
        <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
          {designs.isSuccess &&
            total > 0 &&
            (params.filter === 'trending'
              ? `Top ${items.length} this week`
              : `${total} ${total === 1 ? 'design' : 'designs'}`)}
        </p>
      </div>

      <div className="mt-6">
        {designs.isPending ? (
          <div className={gridClasses} aria-busy="true" aria-label="Loading designs">
            {Array.from({ length: 8 }, (_, slot) => (
              <DesignCardSkeleton key={slot} />
            ))}
          </div>
        ) : designs.isError && items.length === 0 ? (
          <div className="rounded-[12px] border border-dashed p-10 text-center">
            <p className="font-display text-lg font-semibold">{M.loadDesignsFailed}</p>
            <Button variant="outline" className="mt-4" onClick={() => designs.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyGallery filter={params.filter} pastTheEnd={params.page > 1 && total > 0} />
        ) : (
          <ul
            className={cn(
              gridClasses,
              'transition-opacity duration-150',
              designs.isPlaceholderData && 'opacity-60',
            )}
            aria-busy={designs.isPlaceholderData || undefined}
            aria-label="Designs"
          >
            {items.slice(0, shown).map((design, index) => (
              <li key={design.id}>
                <DesignCard
                  design={design}
                  viewer={reactions.data ? viewerReactionOf(reactions.data, design.id) : undefined}
                  priority={priorityOf(index)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {designs.isSuccess && items.length > 0 && (
        <GalleryPagination filter={params.filter} page={params.page} count={count} />
      )}
    </div>
  )
}
