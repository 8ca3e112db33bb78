import type { Order, OrderItem } from '@rdo/contracts'
import {
  KNOWN_CARRIERS,
  LINE_STATE_LABELS,
  type LineState,
  type OrderFulfilmentResponse,
  type ShipLinesBody,
  type Shipment,
} from '@rdo/contracts/fulfilment'

/** The label of a line's state ('Processing' … 'Delivered'); nothing before the order is paid. */
export function lineStateLabel(state: LineState | null): string | null {
  return state ? LINE_STATE_LABELS[state] : null
}

/** The order's lines that went out in one parcel, in the order's own line order. */
export function linesOfShipment<T extends Pick<OrderItem, 'id'>>(items: T[], shipment: Shipment): T[] {
  const inParcel = new Set(shipment.item_ids)
  return items.filter((item) => inParcel.has(item.id))
}

/** "2 × Diamond Hands Tee (M / Black)": how a parcel's card names a line. */
export function shipmentLineText(item: Pick<OrderItem, 'name' | 'size' | 'color' | 'quantity'>): string {
  const details = [item.size, item.color].filter(Boolean).join(' / ')
  return `${item.quantity} × ${item.name}${details ? ` (${details})` : ''}`
}

/** Newest parcel first, as the customer reads them. */
export function shipmentsNewestFirst(order: Pick<Order, 'shipments'>): Shipment[] {
  return [...order.shipments].sort((a, b) => b.shipped_at.localeCompare(a.shipped_at))
}

type Lines = OrderFulfilmentResponse['lines']

/** Shop-stock lines that have not gone out yet: what "Mark shipped" offers, all ticked. */
export function unshippedManualLines(lines: Lines): string[] {
  return lines
    .filter((l) => l.provider === 'manual' && (l.state === 'processing' || l.state === 'in_production'))
    .map((l) => l.item_id)
}

/** Shop-stock lines on their way: what "Mark delivered" delivers. */
export function shippedManualLines(lines: Lines): string[] {
  return lines.filter((l) => l.provider === 'manual' && l.state === 'shipped').map((l) => l.item_id)
}

/** The carrier select's value for a carrier written by hand. */
export const OTHER_CARRIER = 'other'
export const CARRIER_OPTIONS: readonly string[] = KNOWN_CARRIERS

export interface ShipForm {
  itemIds: string[]
  /** One of KNOWN_CARRIERS or OTHER_CARRIER. */
  carrier: string
  otherCarrier: string
  trackingNumber: string
  trackingUrl: string
}

/** The request body of "Mark shipped": the carrier written by hand for "Other", no empty link. */
export function shipBody(form: ShipForm): ShipLinesBody {
  const carrier = (form.carrier === OTHER_CARRIER ? form.otherCarrier : form.carrier).trim()
  const url = form.trackingUrl.trim()
  return {
    item_ids: form.itemIds,
    carrier,
    tracking_number: form.trackingNumber.trim(),
    ...(url ? { tracking_url: url } : {}),
  }
}
