import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Code2, Plus } from 'lucide-react'
import type { PartnerProjectDetailResponse } from '@rdo/contracts'
import { PARTNER_MIN_PAYOUT_CENTS } from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/format'
import { formatMoneyShort } from '../../lib/money-format'
import { DESIGN_GRID, DesignTile, DesignTileSkeleton } from './design-tile'

interface OverviewTabProps {
  detail: PartnerProjectDetailResponse | undefined
  /** The Embed Store tab's link (same project). */
  embedHref: { search: string }
  canSubmit: boolean
  submitHref: string
}

/** The four figures, the newest designs and a pointer to the embeddable store. */
export function OverviewTab({ detail, embedHref, canSubmit, submitHref }: OverviewTabProps) {
  const stats = detail?.stats
  return (
    <div className="flex flex-col gap-8">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!stats || undefined}>
        <StatCard title="Sales" value={stats && String(stats.units_sold)}>
          {stats &&
            `${stats.units_sold === 1 ? 'unit' : 'units'} from ${stats.orders} ${stats.orders === 1 ? 'order' : 'orders'}`}
          {stats && stats.units_sold > 0 && (
            <span className="block">
              {stats.units_in_production} in production · {stats.units_shipped} shipped
            </span>
          )}
        </StatCard>
        <StatCard title="Revenue" value={stats && formatMoney(stats.revenue_cents)}>
          From paid orders, before shipping
        </StatCard>
        <StatCard title="Pending payout" value={stats && formatMoney(stats.pending_payout_cents)}>
          Paid monthly, minimum {formatMoneyShort(PARTNER_MIN_PAYOUT_CENTS)}
        </StatCard>
        <StatCard title="Designs" value={stats && String(stats.designs_approved)}>
          {stats && `approved · ${stats.designs_pending} pending`}
        </StatCard>
      </ul>

      <section aria-labelledby="recent-designs" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h3 id="recent-designs" className="text-xl font-bold">
            Recent designs
          </h3>
          {canSubmit && (
            <Button asChild variant="outline" size="sm">
              <Link to={submitHref}>
                <Plus aria-hidden="true" />
                Submit New Design
              </Link>
            </Button>
          )}
        </div>
        {!detail ? (
          <div className={DESIGN_GRID}>
            {Array.from({ length: 3 }, (_, slot) => (
              <DesignTileSkeleton key={slot} />
            ))}
          </div>
        ) : detail.recent_designs.length === 0 ? (
          <p className="rounded-[12px] border border-dashed p-8 text-center text-muted-foreground">
            No designs yet.{' '}
            {canSubmit
              ? 'Submit your first design: once approved, it is sold in your store.'
              : 'You can submit designs once your project is approved.'}
          </p>
        ) : (
          <ul className={DESIGN_GRID}>
            {detail.recent_designs.map((design) => (
              <li key={design.id}>
                <DesignTile design={design} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-muted">
            <Code2 className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-display text-lg font-semibold">Sell on your own website</h3>
            <p className="text-sm text-muted-foreground">
              Paste one line of code into your site and your community can shop your merch without leaving it.
            </p>
          </div>
        </div>
        <Button asChild variant="secondary" className="self-start sm:self-auto">
          <Link to={embedHref} preventScrollReset>
            Get embed code
          </Link>
        </Button>
      </Card>
    </div>
  )
}

function StatCard({
  title,
  value,
  children,
}: {
  title: string
  value: string | undefined
  children: ReactNode
}) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-1 p-5">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        {value === undefined ? (
          <Skeleton className="my-1 h-8 w-24" />
        ) : (
          <p className="font-mono text-3xl font-semibold tabular-nums">{value}</p>
        )}
        <p className="min-h-5 text-sm text-muted-foreground">{children}</p>
      </Card>
    </li>
  )
}
