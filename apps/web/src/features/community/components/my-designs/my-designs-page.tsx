import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ChevronLeft, ChevronRight, Palette, Plus, UserRound } from 'lucide-react'
import { toast } from 'sonner'
import type { MyDesignsResponse } from '@rdo/contracts'
import { DESIGN_MESSAGES } from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { useSession } from '@/features/auth'
import { useMyDesigns } from '../../api/get-my-designs'
import { MyDesignCard, MyDesignCardSkeleton } from './my-design-card'
import { pageLinks, pageParam } from './page-links'
import { MyRewardsSection } from '@/features/design-rewards'

const pageHref = (page: number) => (page > 1 ? `/my-designs?page=${page}` : '/my-designs')

export function MyDesignsPage() {
  const [searchParams] = useSearchParams()
  const page = pageParam(searchParams.get('page'))
  const designs = useMyDesigns(page)
  const { profile } = useSession()

  useEffect(() => {
    if (designs.isError) toast.error(DESIGN_MESSAGES.loadMyDesignsFailed)
  }, [designs.isError])

  const data = designs.data
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold sm:text-4xl">My Designs</h1>
          <p className="text-muted-foreground">
            Your submissions, where each one stands and how the community is voting.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/profile">
              <UserRound aria-hidden="true" />
              {profile?.username ? 'Edit profile' : 'Set up your username'}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/design-submission">
              <Plus aria-hidden="true" />
              Submit Design
            </Link>
          </Button>
        </div>
      </header>

      <div className="mt-8">
        <MyRewardsSection />
      </div>

      <section aria-label="Your design counts" className="mt-8">
        {data ? (
          <Counters counters={data.counters} />
        ) : designs.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {Array.from({ length: 6 }, (_, slot) => (
              <Skeleton key={slot} className="h-[76px] rounded-[12px]" />
            ))}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="my-designs-list" className="mt-10">
        <h2 id="my-designs-list" className="sr-only">
          Your designs
        </h2>
        {designs.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, slot) => (
              <MyDesignCardSkeleton key={slot} />
            ))}
          </div>
        ) : designs.isError && !data ? (
          <div className="rounded-[12px] border border-dashed p-10 text-center">
            <p className="font-display text-lg font-semibold">{DESIGN_MESSAGES.loadMyDesignsFailed}</p>
            <Button variant="outline" className="mt-4" onClick={() => designs.refetch()}>
              Try again
            </Button>
          </div>
        ) : !data || data.total === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-[12px] border border-dashed p-10 text-center">
            <Palette className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-display text-lg font-semibold">You haven&apos;t submitted any designs yet</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Submit your first design: the community votes on it, and if it goes into production you earn 0.5
              SOL plus 5% of $RDO from each sale.
            </p>
            <Button asChild className="mt-2">
              <Link to="/design-submission">Submit your first design</Link>
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <div className="rounded-[12px] border border-dashed p-10 text-center">
            <p className="font-display text-lg font-semibold">There are no designs on this page</p>
            <Button asChild variant="outline" className="mt-4">
              <Link to={pageHref(1)}>Go to the first page</Link>
            </Button>
          </div>
        ) : (
          <ul
            className={cn(
              'grid gap-4 transition-opacity duration-150 sm:grid-cols-2 lg:grid-cols-3',
              designs.isPlaceholderData && 'opacity-60',
            )}
            aria-busy={designs.isPlaceholderData || undefined}
          >
            {data.items.map((design, index) => (
              <li key={design.id}>
                <MyDesignCard design={design} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
        {data && totalPages > 1 && <Pager page={Math.min(page, totalPages)} totalPages={totalPages} />}
      </section>
    </div>
  )
}

function Counters({ counters }: { counters: MyDesignsResponse['counters'] }) {
  const items = [
    { label: 'Total designs', value: counters.total },
    { label: 'Pending review', value: counters.pending },
    { label: 'Approved', value: counters.approved },
    { label: 'In production', value: counters.in_production },
    { label: 'Total votes', value: counters.total_votes },
    { label: 'Net score', value: counters.net_score },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col gap-1 rounded-[12px] border bg-card p-4">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="font-mono text-2xl font-semibold tabular-nums">
            {item.value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const linkClass =
    'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium transition-colors duration-150 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={pageHref(page - 1)} className={linkClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageLinks(page, totalPages).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                to={pageHref(link)}
                aria-label={`Page ${link}`}
                aria-current={link === page ? 'page' : undefined}
                className={cn(
                  linkClass,
                  'font-mono',
                  link === page && 'border-brand-violet bg-brand-violet text-white hover:bg-brand-violet',
                )}
              >
                {link}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link to={pageHref(page + 1)} className={linkClass} rel="next">
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  )
}
