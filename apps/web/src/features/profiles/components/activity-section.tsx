import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { DASHBOARD_MESSAGES, type DashboardActivity } from '@rdo/contracts'
import {
  DESIGN_STAGE_LABELS,
  designStage,
  type DesignStage as DesignStageKey,
} from '@rdo/contracts/community-messages'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate, formatMoney, shortId } from '@/lib/format'
import { TicketStatusBadge } from '@/features/support'
import { useActivity } from '../api/get-dashboard-activity'

const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ')

/** Up to 5 newest items per source: orders, support tickets, community designs (docs/accounts.md#dashboard). */
export function ActivitySection() {
  const activity = useActivity()
  useEffect(() => {
    if (activity.isError) toast.error(DASHBOARD_MESSAGES.activityFailed)
  }, [activity.isError])

  if (activity.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-6">
        <p className="font-medium">{DASHBOARD_MESSAGES.activityFailed}</p>
        <Button variant="outline" onClick={() => void activity.refetch()}>
          Try again
        </Button>
      </Card>
    )
  }
  const data = activity.data
  return (
    <div className="flex flex-col gap-6">
      <ActivityList
        title="Recent orders"
        empty="No orders yet."
        emptyLink={{ to: '/products', label: 'Browse the shop' }}
        loading={!data}
        items={data?.orders.map((order) => ({
          id: order.id,
          to: '/orders',
          title: (
            <>
              Order <span className="font-mono">#{shortId(order.id)}</span>
            </>
          ),
          meta: `${formatDate(order.created_at)} · ${formatMoney(order.total_cents)}`,
          badge: <Badge>{words(order.status)}</Badge>,
        }))}
      />
      <ActivityList
        title="Support tickets"
        empty="No support tickets."
        emptyLink={{ to: '/support', label: 'Get help' }}
        loading={!data}
        items={data?.tickets.map((ticket) => ({
          id: ticket.id,
          to: `/support?ticket=${ticket.id}`,
          title: ticket.subject,
          meta: formatDate(ticket.created_at),
          badge: <TicketStatusBadge status={ticket.status} />,
        }))}
      />
      <ActivityList
        title="Your designs"
        empty="No designs submitted."
        emptyLink={{ to: '/design-submission', label: 'Submit a design' }}
        loading={!data}
        items={data?.designs.map((design) => ({
          id: design.id,
          to: `/community-designs/${design.id}`,
          title: design.description,
          meta: `${formatDate(design.created_at)} · ${design.votes} votes`,
          badge: <DesignStage design={design} />,
        }))}
      />
    </div>
  )
}

const STAGE_VARIANT: Record<DesignStageKey, BadgeProps['variant']> = {
  in_production: 'brand',
  production_ready: 'brand',
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
}

/** Where the design stands, by the shop's one rule (docs/community.md#stage). */
function DesignStage({ design }: { design: DashboardActivity['designs'][number] }) {
  const stage = designStage(design)
  return <Badge variant={STAGE_VARIANT[stage]}>{DESIGN_STAGE_LABELS[stage]}</Badge>
}

interface ActivityItem {
  id: string
  to: string
  title: ReactNode
  meta: string
  badge: ReactNode
}

interface ActivityListProps {
  title: string
  empty: string
  emptyLink: { to: string; label: string }
  loading: boolean
  items: ActivityItem[] | undefined
}

function ActivityList({ title, empty, emptyLink, loading, items }: ActivityListProps) {
  return (
    <Card className="flex flex-col p-5">
      <h3 className="mb-3 font-semibold">{title}</h3>
      {loading ? (
        <div className="flex flex-col gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : items && items.length > 0 ? (
        <ul className="-mx-2 flex flex-col">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.to}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2.5 transition-colors duration-150 hover:bg-muted"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium">{item.title}</span>
                  <span className="font-mono text-xs text-muted-foreground">{item.meta}</span>
                </span>
                {item.badge}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {empty}{' '}
          <Link to={emptyLink.to} className="font-medium text-primary hover:underline">
            {emptyLink.label}
          </Link>
        </p>
      )}
    </Card>
  )
}
