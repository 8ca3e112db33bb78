import { asc, desc, eq, inArray } from 'drizzle-orm'
import {
  ADMIN_ORDER_MESSAGES,
  lineRefundCents,
  type AdminOrderMoney,
  type OrderNote,
  type Refund,
} from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { orderNotes, orderReturns, refundLines, refunds } from '../../db/schema/refunds.ts'
import { NotFound } from '../../lib/errors.ts'
import { isRefundable, shippingValue } from './order-refunds.ts'
import { loadReturns } from './returns-dto.ts'

async function refundsWhere(db: DbOrTx, ids: string[]): Promise<Refund[]> {
  if (!ids.length) return []
  const rows = await db
    .select({ r: refunds, email: user.email })
    .from(refunds)
    .leftJoin(user, eq(user.id, refunds.createdBy))
    .where(inArray(refunds.id, ids))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
  const lines = await db
    .select({ l: refundLines, name: orderItems.name })
    .from(refundLines)
    .innerJoin(orderItems, eq(orderItems.id, refundLines.orderItemId))
    .where(inArray(refundLines.refundId, ids))
    .orderBy(asc(orderItems.createdAt))
  return rows.map(({ r, email }) => ({
    id: r.id,
    order_id: r.orderId,
    return_id: r.returnId,
    amount_cents: r.amountCents,
    shipping_cents: r.shippingCents,
    custom_cents: r.customCents,
    reason: r.reason,
    provider: r.provider,
    provider_refund_id: r.providerRefundId,
    status: r.status,
    by: email ?? 'System',
    created_at: r.createdAt.toISOString(),
    lines: lines
      .filter((x) => x.l.refundId === r.id)
      .map(({ l, name }) => ({
        order_item_id: l.orderItemId,
        name,
        quantity: l.quantity,
        amount_cents: l.amountCents,
        restock: l.restock,
      })),
  }))
}

export async function loadRefund(db: DbOrTx, id: string): Promise<Refund> {
  const [found] = await refundsWhere(db, [id])
  return found!
}

export async function listOrderNotes(db: DbOrTx, orderId: string): Promise<OrderNote[]> {
  const rows = await db
    .select({ n: orderNotes, email: user.email })
    .from(orderNotes)
    .leftJoin(user, eq(user.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id))
  return rows.map(({ n, email }) => ({
    id: n.id,
    body: n.body,
    author: email,
    created_at: n.createdAt.toISOString(),
  }))
}

/**
 * GET /api/admin/orders/:id/money: what is left to refund, line by line (units and their value),
 * the shipping, the refunds made, the staff notes and the order's returns. 404 'Order not found'.
 */
export async function getOrderMoney(db: DbOrTx, orderId: string): Promise<AdminOrderMoney> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound)
  const [items, refundIds, notes, returns] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.createdAt)),
    db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, orderId)),
    listOrderNotes(db, orderId),
    loadReturns(db, eq(orderReturns.orderId, orderId)),
  ])
  const list = await refundsWhere(
    db,
    refundIds.map((r) => r.id),
  )
  const left = order.totalCents - order.refundedCents
  return {
    order_id: order.id,
    payment_status: order.paymentStatus,
    total_cents: order.totalCents,
    refunded_cents: order.refundedCents,
    refundable_cents: Math.max(0, left),
    can_refund: isRefundable(order.paymentStatus) && left > 0,
    lines: items.map((i) => {
      const line = {
        unit_price_cents: i.unitPriceCents,
        quantity: i.quantity,
        discount_cents: i.discountCents,
        tax_cents: i.taxCents,
      }
      const open = i.quantity - i.refundedQuantity
      return {
        order_item_id: i.id,
        name: i.name,
        size: i.size,
        color: i.color,
        ...line,
        refunded_quantity: i.refundedQuantity,
        refundable_quantity: open,
        unit_refund_cents: open > 0 ? lineRefundCents(line, i.refundedQuantity, 1) : 0,
        refundable_cents: open > 0 ? lineRefundCents(line, i.refundedQuantity, open) : 0,
      }
    }),
    shipping_cents: Math.max(0, shippingValue(order)),
    shipping_refunded: list.some((r) => r.shipping_cents > 0),
    refunds: list,
    notes,
    returns,
  }
}
