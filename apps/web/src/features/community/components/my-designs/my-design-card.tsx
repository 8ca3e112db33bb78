import { Link } from 'react-router'
import { MessageSquareText, ThumbsDown, ThumbsUp, TrendingUp } from 'lucide-react'
import type { MyDesign } from '@rdo/contracts'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'
import { DesignStageBadge } from '../design-stage-badge'

/** One of the member's own designs: image, title, where it stands, its counts and the reviewers' words. */
export function MyDesignCard({ design, priority = false }: { design: MyDesign; priority?: boolean }) {
  const feedback = design.review_feedback?.trim()
  return (
    <Link
      to={`/community-designs/${design.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-[12px] border bg-card transition-colors duration-150 hover:border-brand-violet/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="relative aspect-square overflow-hidden bg-muted">
        <img
          src={design.image_url}
          srcSet={imageSrcSet(design.image_url)}
          sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
          alt={design.description}
          width={640}
          height={640}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <DesignStageBadge design={design} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 className="line-clamp-2 font-display font-semibold">{design.description}</h3>
          <p className="text-xs text-muted-foreground">
            {design.style && <span className="capitalize">{design.style} · </span>}
            <time dateTime={design.created_at}>{formatDate(design.created_at)}</time>
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          <Count icon={ThumbsUp} label="Votes" value={design.votes} />
          <Count icon={ThumbsDown} label="Dislikes" value={design.dislike_count} />
          <Count
            icon={TrendingUp}
            label="Net score"
            value={design.net_score}
            className={design.net_score < 0 ? 'text-danger' : undefined}
          />
        </dl>
        {feedback && (
          <p
            className={cn(
              'mt-auto flex gap-2 rounded-lg px-3 py-2 text-sm',
              design.status === 'rejected' ? 'bg-danger-soft text-danger' : 'bg-info-soft text-info',
            )}
          >
            <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="line-clamp-4 break-words">
              <span className="font-semibold">
                {design.status === 'rejected' ? 'Changes requested:' : 'Feedback:'}
              </span>{' '}
              {feedback}
            </span>
          </p>
        )}
      </div>
    </Link>
  )
}

function Count({
  icon: Icon,
  label,
  value,
  className,
}: {
  icon: typeof ThumbsUp
  label: string
  value: number
  className?: string
}) {
  return (
    <div className="flex flex-col items-center gap-0.5 rounded-lg bg-muted px-1 py-2">
      <dt className="flex items-center gap-1 text-[11px] text-muted-foreground">
        <Icon className="size-3" aria-hidden="true" />
        {label}
      </dt>
      <dd className={cn('font-mono text-sm font-semibold tabular-nums', className)}>{value}</dd>
    </div>
  )
}

export function MyDesignCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-[12px] border bg-card">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((slot) => (
            <Skeleton key={slot} className="h-12" />
          ))}
        </div>
      </div>
    </div>
  )
}
