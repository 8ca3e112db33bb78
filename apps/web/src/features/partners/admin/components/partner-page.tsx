import { useEffect } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { SearchX } from 'lucide-react'
import { ADMIN_PARTNER_MESSAGES as A, PARTNER_MESSAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-client'
import { BackLink } from '@/components/admin/back-link'
import { useAdminPartner } from '../api/get-partner'
import { tokenSymbol } from '../lib/labels'
import { PartnerDecisionButtons } from './partner-decision'
import { PartnerDesignsSection } from './partner-designs-section'
import { PartnerLedgerSection } from './partner-ledger-section'
import { ContactPanel, Figures, ProjectPanel } from './partner-panels'
import { PartnerPayoutsSection } from './partner-payouts-section'
import { ProjectLogo, StatusBadge } from './parts'

function PartnerNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-display text-2xl font-bold">{A.notFound}</h1>
      <p className="text-sm text-muted-foreground">This partner project does not exist.</p>
      <Button asChild variant="outline">
        <Link to="/admin/partners">Back to partners</Link>
      </Button>
    </Card>
  )
}

function Loading() {
  return (
    <div className="space-y-4" aria-busy="true">
      <BackLink to="/admin/partners">Back to partners</BackLink>
      <h1 className="sr-only">Partner</h1>
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-xl" />
        <Skeleton className="h-8 w-56" />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-xl lg:col-span-2" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
      <Skeleton className="h-24 w-full rounded-xl" />
    </div>
  )
}

/** /admin/partners/:id — one project: review, contact, figures, designs, ledger and payouts. */
export function AdminPartnerPage() {
  const { id = '' } = useParams()
  const detail = useAdminPartner(id)
  const { hash } = useLocation()
  const loaded = !!detail.data
  // The list's "designs to review" links here with #designs; the section exists once the project loaded.
  useEffect(() => {
    if (loaded && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView()
  }, [loaded, hash])

  if (isApiError(detail.error) && detail.error.status === 404) return <PartnerNotFound />
  if (detail.isError && !detail.data) {
    return (
      <div className="space-y-4">
        <BackLink to="/admin/partners">Back to partners</BackLink>
        <h1 className="font-display text-2xl font-bold">Partner</h1>
        <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
          <p className="text-destructive">{PARTNER_MESSAGES.loadProjectFailed}</p>
          <Button variant="outline" loading={detail.isFetching} onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Card>
      </div>
    )
  }
  if (!detail.data) return <Loading />

  const { project, stats } = detail.data
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <BackLink to="/admin/partners">Back to partners</BackLink>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-4">
            <ProjectLogo url={project.logo_url} name={project.name} size={64} />
            <div className="min-w-0">
              <h1 className="font-display text-2xl font-bold tracking-tight break-words">{project.name}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm text-muted-foreground">
                  {tokenSymbol(project.token_symbol)}
                </span>
                <StatusBadge status={project.status} />
              </p>
            </div>
          </div>
          {project.status === 'pending' && <PartnerDecisionButtons partner={project} size="md" />}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <ProjectPanel detail={detail.data} />
        <ContactPanel detail={detail.data} />
      </div>
      <Figures detail={detail.data} />
      <PartnerDesignsSection partnerId={project.id} stats={stats} />
      <PartnerLedgerSection partnerId={project.id} />
      <PartnerPayoutsSection project={project} pendingCents={stats.pending_payout_cents} />
    </div>
  )
}
