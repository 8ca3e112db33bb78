import { useEffect, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { ArrowLeft, PackageX } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { ORDER_MESSAGES } from '@rdo/contracts/storefront-messages'
import type { Order } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-client'
import { formatDate, shortId } from '@/lib/format'
import { getOrderQueryOptions } from '../api/get-order'
import { shipmentsNewestFirst } from '../lib/fulfilment'
import { LineItems, lineItemsFromOrder } from './line-items'
import { lineStateBadge } from './line-state-badge'
import { OrderStatusBadge } from './order-status-badge'
import { OrderMoneyTotals } from './order-totals'
import { ReturnsCard } from './returns-card'
import { ShipmentCard } from './shipment-card'

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400)

/** The page's title while it is open; the shop's title comes back on leaving. */
function usePageTitle(title: string | null) {
  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = `${title} | RDO Shop`
    return () => {
      document.title = previous
    }
  }, [title])
}

function BackToOrders() {
  return (
    <Link
      to="/orders"
      className="inline-flex items-center gap-1 rounded text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      My orders
    </Link>
  )
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="rounded-[12px] border bg-card p-4 sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function OrderDetail({ order }: { order: Order }) {
  const lines = lineItemsFromOrder(order.items).map((line, i) => ({
    ...line,
    state: lineStateBadge(order.items[i]!.fulfilment_state),
  }))
  const parcels = shipmentsNewestFirst(order)
  const a = order.shipping_address
  return (
    <>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">
            Order <span className="font-mono">#{shortId(order.id)}</span>
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Placed <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <Panel title="Items">
            <LineItems items={lines} />
          </Panel>
          {parcels.length > 0 && (
            <Panel title={parcels.length === 1 ? 'Shipment' : 'Shipments'}>
              <div className="grid gap-4">
                {parcels.map((shipment) => (
                  <ShipmentCard key={shipment.id} shipment={shipment} items={order.items} />
                ))}
              </div>
            </Panel>
          )}
          <ReturnsCard order={order} />
        </div>
        <div className="grid min-w-0 gap-6">
          <Panel title="Summary">
            <OrderMoneyTotals order={order} />
          </Panel>
          <Panel title="Shipping address">
            <address className="text-sm leading-relaxed not-italic">
              {a.name}
              <br />
              {a.address}
              {a.address2 && (
                <>
                  <br />
                  {a.address2}
                </>
              )}
              <br />
              {a.city}, {a.state} {a.postal_code}
              <br />
              {a.country}
            </address>
          </Panel>
        </div>
      </div>
    </>
  )
}

/** /orders/:id — one of the customer's orders: its lines and where each is, parcels with tracking, totals. */
export function OrderPage() {
  const { id = '' } = useParams()
  const order = useQuery({
    ...getOrderQueryOptions(id),
    enabled: id !== '',
    // A missing order (or someone else's) stays missing: no retries before saying so.
    retry: (count, error) => !isMissing(error) && count < 2,
  })
  const missing = isMissing(order.error)
  const data = order.data?.order
  const failed = order.isError && !missing
  useEffect(() => {
    if (failed) toast.error(ORDER_MESSAGES.loadOrderFailed)
  }, [failed])
  usePageTitle(data ? `Order #${shortId(data.id)}` : missing ? ORDER_MESSAGES.notFound : null)

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <BackToOrders />
      {data ? (
        <OrderDetail order={data} />
      ) : missing ? (
        <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 rounded-[12px] border border-dashed p-10 text-center">
          <PackageX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="font-display text-2xl font-bold">{ORDER_MESSAGES.notFound}</h1>
          <p className="text-sm text-muted-foreground">
            This order does not exist, or it belongs to another account.
          </p>
          <Button asChild variant="outline" className="mt-2">
            <Link to="/orders">Back to my orders</Link>
          </Button>
        </div>
      ) : failed ? (
        <div role="alert" className="mt-8 rounded-[12px] border border-dashed p-10 text-center">
          <p className="font-display text-lg font-semibold">{ORDER_MESSAGES.loadOrderFailed}</p>
          <Button
            variant="outline"
            className="mt-4"
            loading={order.isFetching}
            onClick={() => order.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div className="mt-4" aria-busy="true">
          <Skeleton className="h-12 w-64" />
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            <Skeleton className="h-72 rounded-[12px] lg:col-span-2" />
            <Skeleton className="h-72 rounded-[12px]" />
          </div>
        </div>
      )}
    </div>
  )
}
