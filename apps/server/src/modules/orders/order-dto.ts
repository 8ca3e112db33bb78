import { asc, eq, inArray } from 'drizzle-orm'
import { ratePercentFromPpm, type Order, type Shipment } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { products } from '../../db/schema/catalog.ts'
import { shipments } from '../../db/schema/fulfilment.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { rateShown } from './checkout-pricing.ts'

export type OrderRow = typeof orders.$inferSelect
type ShipmentRow = typeof shipments.$inferSelect
/** An order line as read from the database. */
export type OrderItemRow = typeof orderItems.$inferSelect
type ItemRow = OrderItemRow & { productSlug: string | null; shipment: ShipmentRow | null }

/** Order number shown to people: the id's first 8 characters, upper-case. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase()

export async function itemsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>(orderIds.map((id) => [id, []]))
  if (!orderIds.length) return byOrder
  const rows = await db
    .select({ item: orderItems, productSlug: products.slug, shipment: shipments })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(shipments, eq(shipments.id, orderItems.shipmentId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
  for (const { item, productSlug, shipment } of rows) {
    byOrder.get(item.orderId)!.push({ ...item, productSlug, shipment })
  }
  return byOrder
}

/** The parcels the order's lines went out in, in the order they shipped. */
function shipmentsOf(items: ItemRow[]): Shipment[] {
  const byId = new Map<string, Shipment>()
  for (const i of items) {
    const s = i.shipment
    if (!s) continue
    const known = byId.get(s.id)
    if (known) {
      known.item_ids.push(i.id)
      continue
    }
    byId.set(s.id, {
      id: s.id,
      carrier: s.carrier,
      tracking_number: s.trackingNumber,
      tracking_url: s.trackingUrl,
      shipped_at: s.shippedAt.toISOString(),
      delivered_at: s.deliveredAt?.toISOString() ?? null,
      item_ids: [i.id],
    })
  }
  return [...byId.values()].sort((a, b) => a.shipped_at.localeCompare(b.shipped_at))
}

export function toOrderDto(o: OrderRow, items: ItemRow[]): Order {
  return {
    id: o.id,
    status: o.status,
    payment_status: o.paymentStatus,
    contact_email: o.contactEmail,
    subtotal_cents: o.subtotalCents,
    shipping_cents: o.shippingCents,
    discount_code: o.discountCode,
    discount_cents: o.discountCents,
    shipping_discount_cents: o.shippingDiscountCents,
    tax_cents: o.taxCents,
    shipping_tax_cents: o.shippingTaxCents,
    tax_source: o.taxSource === 'stripe' ? 'stripe' : 'shop',
    total_cents: o.totalCents,
    refunded_cents: o.refundedCents,
    shipping_address: o.shippingAddress,
    shipping_rate: o.shippingRate ? rateShown(o.shippingRate) : null,
    items: items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      product_slug: i.productSlug,
      name: i.name,
      size: i.size,
      color: i.color,
      image_url: i.imageUrl,
      unit_price_cents: i.unitPriceCents,
      quantity: i.quantity,
      discount_cents: i.discountCents,
      tax_rate_percent: ratePercentFromPpm(i.taxRatePpm),
      tax_cents: i.taxCents,
      refunded_quantity: i.refundedQuantity,
      // Before payment nothing is being made yet.
      fulfilment_state: o.paymentStatus === 'paid' || i.fulfilmentId ? i.fulfilmentState : null,
      shipment_id: i.shipmentId,
    })),
    shipments: shipmentsOf(items),
    created_at: o.createdAt.toISOString(),
    expires_at: o.expiresAt?.toISOString() ?? null,
    paid_at: o.paidAt?.toISOString() ?? null,
  }
}

export async function loadOrderDto(db: DbOrTx, order: OrderRow): Promise<Order> {
  return toOrderDto(order, (await itemsOf(db, [order.id])).get(order.id)!)
}
