import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { toast } from 'sonner'
import type { DesignDetail } from '@rdo/contracts'
import { DESIGN_MESSAGES as M } from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { PageMetaOf, Prefetch } from '@/lib/prefetch'
import { getDesignQueryOptions, useDesign } from '../../api/get-design'
import { useDesignLive } from '../../api/use-design-live'
import { formatDesignDate } from '../../lib/format'
import { GALLERY_PATH } from '../../lib/gallery-params'
import { DesignStageBadge } from '../design-stage-badge'
import { AuthorLine } from '../gallery/author-line'
import { ShareDesignButton } from '../gallery/share-design-button'
import { CommentsSection } from './comments-section'
import { DesignCarousel } from './design-carousel'
import { DesignDetailsPanel, RewardsPanel, StatusPanel } from './design-info-panels'
import { ProductionProgress } from './production-progress'
import { VoteBox } from './vote-box'

// The design only: comments sit below the fold and load in the browser (they show times relative to now).
export const prefetch: Prefetch = ({ queryClient, params }) =>
  queryClient.prefetchQuery(getDesignQueryOptions(params.id ?? ''))

/** The shared link's title and card: the design's title, its long description and its primary image. */
export const meta: PageMetaOf = ({ queryClient, params }) => {
  const design = queryClient.getQueryData(getDesignQueryOptions(params.id ?? '').queryKey)
  if (!design) return { title: `${M.designNotFound} | RDO Shop`, status: design === null ? 404 : undefined }
  const description = (design.prompt ?? '').replace(/\s+/g, ' ').trim()
  return {
    title: `${design.description} | RDO Shop`,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description || undefined,
    image: design.images[0] ?? design.image_url,
  }
}

/** How long a missing design's message shows before the visitor is taken back to the gallery. */
const NOT_FOUND_RETURN_MS = 3000

export function DesignPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const design = useDesign(id)
  const notFound = design.data === null
  const failed = design.isError

  // Counters follow other people's votes while the page is open.
  useDesignLive(design.data ? id : '')

  // A load failure (not a missing design) toasts and goes back to the gallery.
  useEffect(() => {
    if (!failed) return
    toast.error(M.loadDesignFailed)
    navigate(GALLERY_PATH, { replace: true })
  }, [failed, navigate])

  // A missing design says so, then the visitor goes back to the gallery (docs/community.md#pages-and-routes).
  useEffect(() => {
    if (!notFound) return
    const timer = window.setTimeout(() => navigate(GALLERY_PATH, { replace: true }), NOT_FOUND_RETURN_MS)
    return () => window.clearTimeout(timer)
  }, [notFound, navigate])

  // Same title the server puts into the shared page; the shop's title comes back on leaving.
  const title = design.data?.description
  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = `${title} | RDO Shop`
    return () => {
      document.title = previous
    }
  }, [title])

  if (notFound || failed) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{M.designNotFound}</h1>
        <p className="text-muted-foreground">
          It may have been removed, or the link is mistyped. Taking you back to the community designs…
        </p>
        <Button asChild variant="outline">
          <Link to={GALLERY_PATH}>
            <ArrowLeft aria-hidden="true" />
            Back to community designs
          </Link>
        </Button>
      </div>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-6 sm:px-6 sm:py-10">
      {design.data ? <DesignView key={design.data.id} design={design.data} /> : <DesignViewSkeleton />}
    </div>
  )
}

function DesignView({ design }: { design: DesignDetail }) {
  const images = design.images.length > 0 ? design.images : [design.image_url]
  return (
    <>
      <div className="flex flex-col gap-6">
        <Link
          to={GALLERY_PATH}
          className="inline-flex items-center gap-1.5 self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Community designs
        </Link>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
          <DesignCarousel images={images} title={design.description} />
          <div className="flex min-w-0 flex-col gap-6">
            <div className="flex flex-col gap-3">
              <DesignStageBadge design={design} className="self-start" />
              <h1 className="text-3xl font-bold break-words sm:text-4xl">{design.description}</h1>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <AuthorLine author={design.author} size="md" prefix="by" />
                <span className="text-sm text-muted-foreground">
                  <span aria-hidden="true">· </span>
                  <time dateTime={design.created_at}>{formatDesignDate(design.created_at)}</time>
                </span>
              </div>
            </div>
            <VoteBox design={design} />
            <ProductionProgress netScore={design.net_score} />
            <ShareDesignButton
              designId={design.id}
              title={design.description}
              label="Share"
              className="self-start"
            />
          </div>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-1">
          <StatusPanel design={design} />
          <RewardsPanel design={design} />
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2">
          {design.prompt && (
            <section aria-labelledby="design-about-title" className="rounded-[12px] border bg-card p-5">
              <h2 id="design-about-title" className="font-display text-base font-semibold">
                About this design
              </h2>
              <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
                {design.prompt}
              </p>
            </section>
          )}
          <DesignDetailsPanel design={design} />
        </div>
      </div>

      <CommentsSection designId={design.id} commentCount={design.comment_count} />
    </>
  )
}

function DesignViewSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading design">
      <Skeleton className="h-5 w-40" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
        <Skeleton className="aspect-square rounded-[12px]" />
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <Skeleton className="h-6 w-28 rounded-full" />
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-8 w-48" />
          </div>
          <Skeleton className="h-44 rounded-[12px]" />
          <Skeleton className="h-16" />
        </div>
      </div>
    </div>
  )
}
