import { Link } from 'react-router'
import { ThumbsUp } from 'lucide-react'
import type { PartnerDesign } from '@rdo/contracts'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'
import { storePath } from '../../lib/store-params'
import { PartnerStatusBadge } from './status-badge'

/**
 * A partner design: image, title, review state, and for approved ones the votes and a link to the
 * public store, where its products are sold.
 */
export function DesignTile({ design }: { design: PartnerDesign }) {
  const approved = design.status === 'approved'
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[12px] border bg-card">
      <div className="relative aspect-square bg-muted">
        <img
          src={design.image_url}
          srcSet={imageSrcSet(design.image_url)}
          sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 100vw"
          alt=""
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <PartnerStatusBadge status={design.status} className="absolute top-3 left-3 bg-card shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-display font-semibold break-words">{design.title}</h3>
        <p className="text-xs text-muted-foreground">
          <span className="capitalize">{design.style}</span> ·{' '}
          <time dateTime={design.created_at}>{formatDate(design.created_at)}</time>
        </p>
        {approved && (
          <div className="mt-auto flex items-center justify-between gap-2 pt-1">
            <span className="inline-flex items-center gap-1.5 text-sm">
              <ThumbsUp className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="font-mono font-semibold tabular-nums">{design.votes}</span>
              <span className="text-muted-foreground">{design.votes === 1 ? 'vote' : 'votes'}</span>
            </span>
            <Link
              to={storePath(design.partner_id)}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              View in store<span className="sr-only">: {design.title}</span>
            </Link>
          </div>
        )}
      </div>
    </article>
  )
}

export function DesignTileSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-[12px] border bg-card">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  )
}

export const DESIGN_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
