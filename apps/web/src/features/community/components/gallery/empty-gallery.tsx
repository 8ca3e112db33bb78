import { Link } from 'react-router'
import type { DesignFilter } from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { galleryHref } from '../../lib/gallery-params'

const EMPTY: Record<DesignFilter, { title: string; hint: string }> = {
  all: { title: 'No designs yet', hint: 'Be the first to submit a design for the community to vote on.' },
  trending: {
    title: 'Nothing is trending right now',
    hint: 'Trending ranks the votes of the last 7 days. Vote for the designs you like to move them up.',
  },
  newest: { title: 'No designs yet', hint: 'Be the first to submit a design for the community to vote on.' },
  production: {
    title: 'No designs are production ready yet',
    hint: 'An approved design goes into production at a net score of 500. Your votes get it there.',
  },
  controversial: {
    title: 'No controversial designs',
    hint: 'A design shows here once it has more than 10 votes and more than 5 dislikes.',
  },
}

/** What to do next when a list has nothing to show: submit, vote elsewhere, or go back to page 1. */
export function EmptyGallery({ filter, pastTheEnd }: { filter: DesignFilter; pastTheEnd: boolean }) {
  const { title, hint } = pastTheEnd
    ? { title: 'This page is empty', hint: 'The list is shorter than that now.' }
    : EMPTY[filter]
  return (
    <div className="rounded-[12px] border border-dashed p-10 text-center">
      <p className="font-display text-lg font-semibold">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{hint}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {pastTheEnd ? (
          <Button asChild variant="outline">
            <Link to={galleryHref({ filter })}>Back to the first page</Link>
          </Button>
        ) : filter === 'all' || filter === 'newest' ? (
          <Button asChild>
            <Link to="/design-submission">Submit Design</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={galleryHref()}>Browse all designs</Link>
          </Button>
        )}
      </div>
    </div>
  )
}
