import { Link } from 'react-router'
import { ThumbsUp } from 'lucide-react'
import type { PublicDesign } from '@rdo/contracts'
import { DESIGN_STAGE_LABELS, designStage, type DesignStage } from '@rdo/contracts/community-messages'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { imageSrcSet } from '@/lib/images'

const STAGE_VARIANT: Record<DesignStage, BadgeProps['variant']> = {
  in_production: 'brand',
  production_ready: 'brand',
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
}

/** Where the design stands, by the shop's one rule (docs/community.md#stage). */
function designBadge(design: PublicDesign) {
  const stage = designStage(design)
  return <Badge variant={STAGE_VARIANT[stage]}>{DESIGN_STAGE_LABELS[stage]}</Badge>
}

export function PublicDesignGrid({ designs }: { designs: PublicDesign[] | undefined }) {
  if (!designs) {
    return (
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    )
  }
  if (designs.length === 0) {
    return (
      <p className="rounded-[12px] border border-dashed px-6 py-10 text-center text-muted-foreground">
        No community designs yet.
      </p>
    )
  }
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {designs.map((design) => (
        <li key={design.id}>
          <Link
            to={`/community-designs/${design.id}`}
            className="group flex h-full flex-col overflow-hidden rounded-[12px] border bg-card transition-colors duration-150 hover:border-primary"
          >
            <div className="relative aspect-square overflow-hidden bg-muted">
              <img
                src={design.image_url}
                srcSet={imageSrcSet(design.image_url)}
                sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw"
                alt={design.description}
                width={640}
                height={640}
                loading="lazy"
                className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.03]"
              />
              <span className="absolute top-2 left-2">{designBadge(design)}</span>
            </div>
            <div className="flex flex-1 flex-col gap-2 p-3">
              <p className="line-clamp-2 text-sm font-medium">{design.description}</p>
              <p className="mt-auto inline-flex items-center gap-1 font-mono text-xs text-muted-foreground">
                <ThumbsUp className="size-3.5" aria-hidden="true" />
                {design.votes} <span className="sr-only">votes</span>
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
