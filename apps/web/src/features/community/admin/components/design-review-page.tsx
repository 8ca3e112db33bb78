import { Suspense } from 'react'
import { useParams } from 'react-router'
import { DESIGN_MESSAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-client'
import { useAdminDesign } from '../api/designs-api'
import { DesignDetails } from './design-details'
import { DesignImages } from './design-images'
import { DesignNotFound } from './design-not-found'
import { DesignReviewPanel } from './design-review-panel'
import { PageHeader } from './parts'
import { PayoutCard, ProductionCard } from '@/features/design-rewards'

const BACK = { to: '/admin/designs', label: 'Back to submissions' }

/** /admin/designs/:id — one submission: its images and details, then mockup, approval, feedback and deletion. */
export function AdminDesignReviewPage() {
  const { id = '' } = useParams()
  const detail = useAdminDesign(id)
  const notFound = isApiError(detail.error) && detail.error.status === 404

  if (notFound) return <DesignNotFound />
  if (detail.isError && !detail.data) {
    return (
      <div className="space-y-4">
        <PageHeader title="Design review" back={BACK} />
        <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
          <p className="text-destructive">{DESIGN_MESSAGES.loadDesignFailed}</p>
          <Button variant="outline" loading={detail.isFetching} onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Card>
      </div>
    )
  }
  if (!detail.data) {
    return (
      <div className="space-y-4" aria-busy="true">
        <PageHeader title="Design review" back={BACK} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <div className="space-y-4">
            <Skeleton className="h-64 w-full rounded-xl" />
            <Skeleton className="h-96 w-full rounded-xl" />
          </div>
        </div>
      </div>
    )
  }
  const design = detail.data
  return (
    <div className="space-y-4">
      <PageHeader title={design.description} back={BACK} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DesignImages design={design} />
        <div className="min-w-0 space-y-4">
          <DesignDetails design={design} />
          <DesignReviewPanel key={design.id} design={design} />
          <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
            <ProductionCard design={design} />
            <PayoutCard designId={design.id} />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
