import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { REVIEW_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/features/auth'
import { formatDate } from '@/lib/format'
import { useReviews } from '../api/get-reviews'
import { StarRating } from './star-rating'

// The form brings the zod schemas; only signed-in shoppers who can still review download it.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })))

export function ReviewsSection({ productId }: { productId: string }) {
  const location = useLocation()
  const session = useSession()
  const reviews = useReviews(productId)
  const items = reviews.data?.items ?? []
  const average = reviews.data?.average_rating ?? null

  return (
    <section aria-labelledby="reviews-title" className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div>
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 id="reviews-title" className="text-2xl font-bold">
            Reviews
          </h2>
          {average !== null && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <StarRating rating={average} />
              <span className="font-mono">{average.toFixed(1)}</span>
              <span>
                ({reviews.data?.total} {reviews.data?.total === 1 ? 'review' : 'reviews'})
              </span>
            </p>
          )}
        </div>
        {reviews.isPending ? (
          <div className="mt-6 flex flex-col gap-4">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : reviews.isError ? (
          <p className="mt-6 text-sm text-muted-foreground">Reviews could not be loaded.</p>
        ) : items.length === 0 ? (
          <p className="mt-6 text-sm text-muted-foreground">
            No reviews yet. Be the first to share your take.
          </p>
        ) : (
          <ul className="mt-6 flex flex-col divide-y rounded-[12px] border bg-card">
            {items.map((review) => (
              <li key={review.id} className="flex flex-col gap-2 p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <StarRating rating={review.rating} />
                  <time dateTime={review.created_at} className="text-xs text-muted-foreground">
                    {formatDate(review.created_at)}
                  </time>
                </div>
                <h3 className="font-semibold">{review.title}</h3>
                <p className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
                  {review.content}
                </p>
                <p className="text-xs font-medium">{review.author_name}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        {session.isPending || (session.isSignedIn && reviews.isPending) ? null : !session.isSignedIn ? (
          <div className="rounded-[12px] border border-dashed p-6 text-center">
            <p className="font-medium">{REVIEW_MESSAGES.signInRequired}</p>
            <Link
              to="/login"
              state={{ from: location }}
              className="mt-2 inline-block text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              Sign in
            </Link>
          </div>
        ) : reviews.data?.viewer_has_reviewed ? (
          <p className="rounded-[12px] border p-6 text-sm text-muted-foreground">
            Thanks for reviewing this product.
          </p>
        ) : (
          <Suspense fallback={<Skeleton className="h-96 rounded-[12px]" />}>
            <ReviewForm productId={productId} />
          </Suspense>
        )}
      </div>
    </section>
  )
}
