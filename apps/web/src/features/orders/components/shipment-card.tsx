import { ExternalLink, Truck } from 'lucide-react'
import type { OrderItem } from '@rdo/contracts'
import type { Shipment } from '@rdo/contracts/fulfilment'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/lib/format'
import { linesOfShipment, shipmentLineText } from '../lib/fulfilment'

/** "Track package": the carrier's own page for the number, in a new tab. */
export function TrackPackageLink({ shipment, className }: { shipment: Shipment; className?: string }) {
  if (!shipment.tracking_url) return null
  return (
    <a
      href={shipment.tracking_url}
      target="_blank"
      rel="noopener noreferrer"
      className={
        className ??
        'inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'
      }
    >
      Track package
      <span className="sr-only"> with {shipment.carrier} (opens in a new tab)</span>
      <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  )
}

/** One parcel of an order: carrier, tracking, the lines in it and when it shipped and arrived. */
export function ShipmentCard({ shipment, items }: { shipment: Shipment; items: OrderItem[] }) {
  const lines = linesOfShipment(items, shipment)
  const headingId = `shipment-${shipment.id}`
  return (
    <article aria-labelledby={headingId} className="rounded-[12px] border bg-card p-4 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-display font-semibold">
          <Truck className="size-4 text-muted-foreground" aria-hidden="true" />
          {shipment.carrier}
        </h3>
        <Badge variant={shipment.delivered_at ? 'success' : 'brand'}>
          {shipment.delivered_at ? 'Delivered' : 'Shipped'}
        </Badge>
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Tracking number</dt>
          <dd className="font-mono break-all">{shipment.tracking_number}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Shipped</dt>
          <dd>
            <time dateTime={shipment.shipped_at}>{formatDate(shipment.shipped_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Delivered</dt>
          <dd>
            {shipment.delivered_at ? (
              <time dateTime={shipment.delivered_at}>{formatDate(shipment.delivered_at)}</time>
            ) : (
              'On its way'
            )}
          </dd>
        </div>
      </dl>
      {lines.length > 0 && (
        <div className="mt-3 border-t pt-3">
          <p className="text-xs text-muted-foreground">In this package</p>
          <ul className="mt-1 text-sm">
            {lines.map((item) => (
              <li key={item.id}>{shipmentLineText(item)}</li>
            ))}
          </ul>
        </div>
      )}
      {shipment.tracking_url && (
        <p className="mt-3">
          <TrackPackageLink shipment={shipment} />
        </p>
      )}
    </article>
  )
}
