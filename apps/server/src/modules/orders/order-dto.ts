import { asc, eq, inArray } from 'drizzle-orm'
import type { Order } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { products } from '../../db/schema/catalog.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'

export type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect & { productSlug: string | null }

/** Order number shown to people: the id's first 8 characters, upper-case. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase()

export async function itemsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>(orderIds.map((id) => [id, []]))
  if (!orderIds.length) return byOrder
  const rows = await db
    .select({ item: orderItems, productSlug: products.slug })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
  for (const { item, productSlug } of rows) byOrder.get(item.orderId)!.push({ ...item, productSlug })
  return byOrder
}

export function toOrderDto(o: OrderRow, items: ItemRow[]): Order {
  return {
    id: o.id,
    status: o.status,
    payment_status: o.paymentStatus,
    contact_email: o.contactEmail,
    subtotal_cents: o.subtotalCents,
    shipping_cents: o.shippingCents,
    total_cents: o.totalCents,
    shipping_address: o.shippingAddress,
    shipping_rate: o.shippingRate
      ? {
          id: o.shippingRate.id,
          carrier: o.shippingRate.carrier,
          service: o.shippingRate.service,
          rate_cents: o.shippingRate.rate_cents,
          delivery_days: o.shippingRate.delivery_days,
          delivery_date: o.shippingRate.delivery_date,
        }
      : null,
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
    })),
    created_at: o.createdAt.toISOString(),
    expires_at: o.expiresAt?.toISOString() ?? null,
    paid_at: o.paidAt?.toISOString() ?? null,
  }
}

export async function loadOrderDto(db: DbOrTx, order: OrderRow): Promise<Order> {
  return toOrderDto(order, (await itemsOf(db, [order.id])).get(order.id)!)
}
