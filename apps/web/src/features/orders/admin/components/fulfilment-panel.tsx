import {
  FULFILMENT_PROVIDER_LABELS,
  FULFILMENT_STATUS_LABELS,
  type Fulfilment,
  type FulfilmentStatus,
  type OrderFulfilmentResponse,
  type OrderItem,
} from '@rdo/contracts'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/lib/format'
import { LineStateBadge } from '../../components/line-state-badge'
import { TrackPackageLink } from '../../components/shipment-card'
import {
  linesOfShipment,
  shipmentLineText,
  shippedManualLines,
  unshippedManualLines,
} from '../../lib/fulfilment'
import { useDeliverLines, useOrderFulfilment } from '../api/order-fulfilment'
import { MarkShippedForm } from './mark-shipped-form'

const STATUS_VARIANT: Record<FulfilmentStatus, BadgeProps['variant']> = {
  pending: 'neutral',
  submitting: 'info',
  awaiting_production: 'warning',
  in_production: 'info',
  partially_shipped: 'brand',
  shipped: 'brand',
  delivered: 'success',
  failed: 'danger',
  cancelled: 'danger',
}

function Heading({ children }: { children: string }) {
  return (
    <h4 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{children}</h4>
  )
}

function FulfilmentRow({ part }: { part: Fulfilment }) {
  return (
    <li className="grid gap-1 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{FULFILMENT_PROVIDER_LABELS[part.provider]}</span>
        <Badge variant={STATUS_VARIANT[part.status]}>{FULFILMENT_STATUS_LABELS[part.status]}</Badge>
      </div>
      {part.provider === 'printify' && (
        <p className="text-xs text-muted-foreground">
          Printify order:{' '}
          <span className="font-mono text-foreground">{part.provider_order_id ?? 'not created yet'}</span>
          {part.attempts > 0 && ` · ${part.attempts} attempt${part.attempts === 1 ? '' : 's'}`}
        </p>
      )}
      {part.last_error && (
        <p className="text-xs text-danger">
          <span className="font-semibold">Last error:</span> {part.last_error}
        </p>
      )}
    </li>
  )
}

function LinesTable({ items, data }: { items: OrderItem[]; data: OrderFulfilmentResponse }) {
  const byId = new Map(data.lines.map((l) => [l.item_id, l]))
  return (
    <Table aria-label="Line states">
      <TableHeader>
        <TableRow>
          <TableHead>Item</TableHead>
          <TableHead>Fulfilled by</TableHead>
          <TableHead>State</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const line = byId.get(item.id)
          return (
            <TableRow key={item.id}>
              <TableCell className="min-w-40">{shipmentLineText(item)}</TableCell>
              <TableCell>{line ? FULFILMENT_PROVIDER_LABELS[line.provider] : '—'}</TableCell>
              <TableCell>{line ? <LineStateBadge state={line.state} /> : '—'}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}

function Shipments({ items, data }: { items: OrderItem[]; data: OrderFulfilmentResponse }) {
  return (
    <ul className="grid gap-2">
      {data.shipments.map((s) => (
        <li key={s.id} className="grid gap-1 rounded-lg border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 font-medium">
              {s.carrier}{' '}
              <span className="font-mono break-all text-muted-foreground">{s.tracking_number}</span>
            </span>
            <TrackPackageLink shipment={s} />
          </div>
          <p className="text-xs text-muted-foreground">
            Shipped {formatDateTime(s.shipped_at)}
            {s.delivered_at && ` · Delivered ${formatDateTime(s.delivered_at)}`}
          </p>
          <p className="text-xs">{linesOfShipment(items, s).map(shipmentLineText).join(', ')}</p>
        </li>
      ))}
    </ul>
  )
}

/**
 * The order's fulfilment: who makes each part and where it stands, each line's state, the parcels with
 * their tracking, and for shop-stock lines "Mark shipped" and "Mark delivered".
 */
export function FulfilmentPanel({
  orderId,
  items,
  paid,
}: {
  orderId: string
  items: OrderItem[]
  /** Nothing is made or shipped before payment. */
  paid: boolean
}) {
  const fulfilment = useOrderFulfilment(orderId)
  const deliver = useDeliverLines()
  if (fulfilment.isPending) return <Skeleton className="h-40 w-full rounded-lg" />
  if (fulfilment.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-destructive">Failed to load the fulfilment</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void fulfilment.refetch()}
          loading={fulfilment.isFetching}
        >
          Try again
        </Button>
      </div>
    )
  }
  const data = fulfilment.data
  // An order paid before fulfilment existed has no parts yet: its lines count as shop stock and get
  // their part when first shipped.
  if (!paid && data.fulfilments.length === 0) {
    return <p className="text-muted-foreground">Nothing is made or shipped before the order is paid.</p>
  }
  const toShip = unshippedManualLines(data.lines)
  const toDeliver = shippedManualLines(data.lines)
  const shipItems = items.filter((i) => toShip.includes(i.id))
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {data.fulfilments.length > 0 && (
        <section>
          <Heading>Providers</Heading>
          <ul className="grid gap-2">
            {data.fulfilments.map((part) => (
              <FulfilmentRow key={part.id} part={part} />
            ))}
          </ul>
        </section>
      )}
      <section>
        <Heading>Lines</Heading>
        <LinesTable items={items} data={data} />
      </section>
      {data.shipments.length > 0 && (
        <section>
          <Heading>Shipments</Heading>
          <Shipments items={items} data={data} />
        </section>
      )}
      {shipItems.length > 0 && (
        <section className="border-t pt-4">
          <Heading>Mark shipped</Heading>
          {/* A new set of unshipped lines starts a fresh form, with all of them ticked. */}
          <MarkShippedForm key={toShip.join()} orderId={orderId} items={shipItems} />
        </section>
      )}
      {toDeliver.length > 0 && (
        <section className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <p className="text-muted-foreground">
            {toDeliver.length} shop-stock line{toDeliver.length === 1 ? ' is' : 's are'} on the way.
          </p>
          <Button
            variant="outline"
            loading={deliver.isPending}
            onClick={() => deliver.mutate({ id: orderId, body: { item_ids: toDeliver } })}
          >
            Mark delivered
          </Button>
        </section>
      )}
    </div>
  )
}
