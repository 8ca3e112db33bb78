import { Link, useParams } from 'react-router'
import { PackageX } from 'lucide-react'
import { ADMIN_ORDER_MESSAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { OrderStatusBadge } from '../../components/order-status-badge'
import { OrderMoneyTotals } from '../../components/order-totals'
import { isApiError } from '@/lib/api-client'
import { formatDateTime, formatMoney, shortId } from '@/lib/format'
import { BackLink } from '@/components/admin/back-link'
import { useOrder } from '../api/get-order'
import { FulfilmentPanel } from './fulfilment-panel'
import { OrderItemsTable } from './order-items-table'
import { OrderMoneyCards } from './order-money-cards'
import { CustomerCard, PaymentCard, Section, ShippingCard } from './order-side-cards'
import { OrderStatusControl } from './order-status-control'
import { OrderTimeline } from './order-timeline'

function OrderNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <PackageX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-display text-2xl font-bold">{ADMIN_ORDER_MESSAGES.notFoundTitle}</h1>
      <p className="text-sm text-muted-foreground">No order has this id.</p>
      <Button asChild variant="outline">
        <Link to="/admin?tab=orders">Back to orders</Link>
      </Button>
    </Card>
  )
}

/** /admin/orders/:id — one order: items, customer, shipping, payment, timeline and its status. */
export function AdminOrderPage() {
  const { id = '' } = useParams()
  const detail = useOrder(id)
  const notFound = isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400)

  if (notFound) return <OrderNotFound />
  if (detail.isError && !detail.data) {
    return (
      <div className="space-y-4">
        <BackLink to="/admin?tab=orders">Back to orders</BackLink>
        <Card className="flex flex-col items-start gap-3 p-6" role="alert">
          <p className="text-destructive">{ADMIN_ORDER_MESSAGES.loadFailed}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void detail.refetch()}
            loading={detail.isFetching}
          >
            Try again
          </Button>
        </Card>
      </div>
    )
  }
  if (!detail.data) {
    return (
      <div className="space-y-4" aria-busy="true">
        <BackLink to="/admin?tab=orders">Back to orders</BackLink>
        <Skeleton className="h-24 w-full rounded-xl" />
        <div className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-72 rounded-xl lg:col-span-2" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      </div>
    )
  }
  const order = detail.data
  return (
    <div className="space-y-4">
      <BackLink to="/admin?tab=orders">Back to orders</BackLink>
      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-2xl font-bold tracking-tight">
              Order <span className="font-mono">{shortId(order.id)}</span>
            </h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            Placed <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            <span className="sr-only">, order id {order.id}</span>
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs text-muted-foreground">Total</span>
          <span className="font-mono text-2xl font-bold tabular-nums">{formatMoney(order.total_cents)}</span>
        </p>
      </Card>

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:col-span-2">
          <Section title="Items">
            <OrderItemsTable items={order.items} />
            <OrderMoneyTotals
              className="mt-4 ml-auto max-w-xs"
              order={{ ...order, payment_status: order.payment.status }}
            />
          </Section>
          <Section title="Fulfilment">
            <FulfilmentPanel
              orderId={order.id}
              items={order.items}
              paid={['paid', 'partially_refunded'].includes(order.payment.status)}
            />
          </Section>
          <OrderMoneyCards orderId={order.id} />
          <Section title="Timeline">
            <OrderTimeline entries={order.timeline} />
          </Section>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4">
          <Section title="Status">
            <OrderStatusControl order={order} />
          </Section>
          <CustomerCard order={order} />
          <ShippingCard order={order} />
          <PaymentCard order={order} />
        </div>
      </div>
    </div>
  )
}
