import { Link } from 'react-router'
import { Eye, ThumbsDown, ThumbsUp } from 'lucide-react'
import type { DesignCard as DesignCardData } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { imageSrcSet } from '@/lib/images'
import { formatCount } from '../../lib/format'
import type { ViewerReaction } from '../../lib/reactions'
import { DesignStageBadge } from '../design-stage-badge'
import { AuthorLine } from './author-line'
import { ShareDesignButton } from './share-design-button'
import { useReactionControl } from './use-reaction-control'

// On phones the card spans the screen; asking for at most 22rem there picks the 640-pixel rendition on
// ordinary phone screens (a third of the bytes of the 1200 one, still sharp at their pixel density).
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 19rem, (min-width: 1024px) 33vw, (min-width: 560px) 50vw, min(100vw - 2rem, 22rem)'

interface DesignCardProps {
  design: DesignCardData
  /** The viewer's vote and dislike, once known (signed-in viewers only). */
  viewer: ViewerReaction | undefined
  /** Above the fold: the image loads at once; `high` also puts it first in the queue. */
  priority?: 'high' | false
}

/**
 * Square image first, title, creator, stage, the three figures, then vote, dislike, view and share.
 * A vote or dislike given here cannot be taken back here (the design page can).
 */
export function DesignCard({ design, viewer, priority = false }: DesignCardProps) {
  const { react, pendingKind } = useReactionControl(design.id, viewer)
  const href = `/community-designs/${design.id}`
  const title = design.description
  const voted = viewer?.voted ?? false
  const disliked = viewer?.disliked ?? false

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[12px] border bg-card transition-colors duration-150 hover:border-brand-violet/60">
      <div className="relative">
        {/* The title link below is the one screen readers and the keyboard use. */}
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          className="group block aspect-square overflow-hidden bg-muted"
        >
          <img
            src={design.image_url}
            srcSet={imageSrcSet(design.image_url)}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={600}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'high' ? 'high' : undefined}
            decoding={priority ? 'auto' : 'async'}
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.03]"
          />
        </Link>
        <DesignStageBadge design={design} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 className="truncate font-display text-lg leading-7 font-semibold">
            <Link to={href} className="hover:underline hover:underline-offset-4">
              {title}
            </Link>
          </h3>
          <AuthorLine author={design.author} prefix="by" className="h-6" />
        </div>
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 px-3 py-2 text-center">
          <Figure label="Votes" value={formatCount(design.votes)} />
          <Figure label="Dislikes" value={formatCount(design.dislike_count)} />
          <Figure label="Net score" value={formatCount(design.net_score)} />
        </dl>
        <div className="mt-auto grid grid-cols-[1fr_1fr_auto_auto] gap-2">
          <Button
            variant={voted ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={voted}
            aria-label={voted ? `You voted for ${title}` : `Vote for ${title}`}
            disabled={voted || pendingKind !== undefined}
            loading={pendingKind === 'vote'}
            onClick={() => react('vote', true)}
            className={cn(voted && 'disabled:opacity-100')}
          >
            {pendingKind !== 'vote' && <ThumbsUp aria-hidden="true" />}
            {voted ? 'Voted' : 'Vote'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={disliked}
            aria-label={disliked ? `You disliked ${title}` : `Dislike ${title}`}
            disabled={disliked || pendingKind !== undefined}
            loading={pendingKind === 'dislike'}
            onClick={() => react('dislike', true)}
            className={cn(disliked && 'border-danger/40 bg-danger-soft text-danger disabled:opacity-100')}
          >
            {pendingKind !== 'dislike' && <ThumbsDown aria-hidden="true" />}
            {disliked ? 'Disliked' : 'Dislike'}
          </Button>
          <Button asChild variant="ghost" size="icon-sm">
            <Link to={href} aria-label={`View ${title}`}>
              <Eye aria-hidden="true" />
            </Link>
          </Button>
          <ShareDesignButton designId={design.id} title={title} variant="ghost" />
        </div>
      </div>
    </article>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-[11px] tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-mono text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  )
}

/** Same footprint as DesignCard, for loading grids. */
export function DesignCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-[12px] border bg-card">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1.5">
          <Skeleton className="my-1 h-5 w-3/4" />
          <div className="flex h-6 items-center gap-2">
            <Skeleton className="size-6 rounded-full" />
            <Skeleton className="h-4 w-24" />
          </div>
        </div>
        <Skeleton className="h-[3.25rem]" />
        <div className="mt-auto grid grid-cols-[1fr_1fr_auto_auto] gap-2">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
          <Skeleton className="size-8" />
          <Skeleton className="size-8" />
        </div>
      </div>
    </div>
  )
}
