import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'

/** Read-only stars, e.g. on a review. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            'size-4',
            value <= Math.round(rating) ? 'fill-warning text-warning' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  )
}

interface StarRatingInputProps {
  value: number
  onChange: (rating: number) => void
  invalid?: boolean
  describedBy?: string
}

/** Five radio buttons drawn as stars; arrow keys change the rating. */
export function StarRatingInput({ value, onChange, invalid, describedBy }: StarRatingInputProps) {
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend className="text-sm font-medium">Rating</legend>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className="cursor-pointer">
            <input
              type="radio"
              name="review-rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 rounded-md transition-colors duration-150 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                rating <= value ? 'fill-warning text-warning' : 'text-muted-foreground hover:text-warning',
              )}
            />
            <span className="sr-only">
              {rating} {rating === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
