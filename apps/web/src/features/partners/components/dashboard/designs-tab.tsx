import { useState } from 'react'
import { Link } from 'react-router'
import { Plus } from 'lucide-react'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { usePartnerDesigns } from '../../api/project-api'
import { storePageCount } from '../../lib/store-params'
import { DashboardPager } from './dashboard-pager'
import { DESIGN_GRID, DesignTile, DesignTileSkeleton } from './design-tile'

/** Every design of the project, newest first, a page at a time. */
export function DesignsTab({
  projectId,
  canSubmit,
  submitHref,
}: {
  projectId: string
  canSubmit: boolean
  submitHref: string
}) {
  const [page, setPage] = useState(1)
  const designs = usePartnerDesigns(projectId, page)
  useLoadErrorToast(designs, M.loadProjectFailed, { scope: 'partner' })
  const items = designs.data?.items ?? []

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {designs.data &&
            `${designs.data.total} ${designs.data.total === 1 ? 'design' : 'designs'}. Approved designs are sold in your public store.`}
        </p>
        {canSubmit ? (
          <Button asChild>
            <Link to={submitHref}>
              <Plus aria-hidden="true" />
              Submit New Design
            </Link>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            Designs can be submitted once the project is approved.
          </p>
        )}
      </div>
      {designs.isPending ? (
        <div className={DESIGN_GRID} aria-busy="true" aria-label="Loading designs">
          {Array.from({ length: 6 }, (_, slot) => (
            <DesignTileSkeleton key={slot} />
          ))}
        </div>
      ) : designs.isError && items.length === 0 ? (
        <div className="rounded-[12px] border border-dashed p-8 text-center">
          <p className="font-semibold">{M.loadProjectFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => void designs.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-[12px] border border-dashed p-8 text-center text-muted-foreground">
          No designs yet.
        </p>
      ) : (
        <ul
          className={cn(DESIGN_GRID, designs.isPlaceholderData && 'opacity-60')}
          aria-busy={designs.isPlaceholderData || undefined}
          aria-label="Designs"
        >
          {items.map((design) => (
            <li key={design.id}>
              <DesignTile design={design} />
            </li>
          ))}
        </ul>
      )}
      {designs.data && (
        <DashboardPager
          label="Designs pages"
          page={page}
          count={storePageCount(designs.data.total, designs.data.per_page)}
          onPage={setPage}
        />
      )}
    </div>
  )
}
