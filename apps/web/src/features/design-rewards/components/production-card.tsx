import { Link } from 'react-router'
import { toast } from 'sonner'
import { DESIGN_REWARD_MESSAGES as M, PRODUCTION_THRESHOLD, type AdminDesignDetail } from '@rdo/contracts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useProduction, usePublishDesign } from '../api/rewards-api'
import { ProductionForm } from './production-form'

/**
 * "Put into production": the Printify blueprint and print provider, the colours and sizes to sell, the
 * price and where the design's image goes. Shown for an approved design past the production threshold;
 * once published it links to the product.
 */
export function ProductionCard({ design }: { design: AdminDesignDetail }) {
  const production = useProduction(design.id)
  const eligible = design.status === 'approved' && design.net_score >= PRODUCTION_THRESHOLD
  const current = production.data?.production ?? null

  let body
  if (!production.data) body = <Skeleton className="h-24 w-full" />
  else if (current?.status === 'published') {
    body = (
      <div className="space-y-2 text-sm">
        <p>This design is on sale as a Printify product.</p>
        {current.product_slug && (
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={`/products/${current.product_slug}`}
          >
            View the product
          </Link>
        )}
        <p className="text-muted-foreground">Printify product {current.printify_product_id}</p>
      </div>
    )
  } else if (!eligible) {
    body = <p className="text-sm text-muted-foreground">{M.notEligible}.</p>
  } else body = <DesignProductionForm design={design} lastError={current?.error ?? null} />

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Put into production</CardTitle>
        <CardDescription>Make this design a Printify product sold in the shop.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  )
}

function DesignProductionForm({
  design,
  lastError,
}: {
  design: AdminDesignDetail
  lastError: string | null
}) {
  const publish = usePublishDesign(design.id)
  return (
    <ProductionForm
      defaultTitle={design.description}
      lastError={lastError}
      pending={publish.isPending}
      error={publish.error}
      onPublish={(body) => publish.mutate(body, { onSuccess: () => toast.success(M.published) })}
    />
  )
}
