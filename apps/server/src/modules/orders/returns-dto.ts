import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AdminReturn } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { orderItems } from '../../db/schema/orders.ts'
import { orderReturns, refunds, returnLines } from '../../db/schema/refunds.ts'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Returns with their lines, their customer's email and what they refunded. Newest first. */
export async function loadReturns(
  db: DbOrTx,
  where: SQL,
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
): Promise<AdminReturn[]> {
  const rows = await db
    .select({ r: orderReturns, email: user.email })
    .from(orderReturns)
    .leftJoin(user, eq(user.id, orderReturns.userId))
    .where(where)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(page.limit)
    .offset(page.offset)
  if (!rows.length) return []
  const ids = rows.map((x) => x.r.id)
  const lines = await db
    .select({
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      name: orderItems.name,
      size: orderItems.size,
      color: orderItems.color,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, ids))
    .orderBy(orderItems.createdAt)
  const refunded = await db
    .select({ returnId: refunds.returnId, cents: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(inArray(refunds.returnId, ids))
    .groupBy(refunds.returnId)
  const refundedBy = new Map(refunded.map((x) => [x.returnId, x.cents]))
  return rows.map(({ r, email }) => ({
    id: r.id,
    order_id: r.orderId,
    status: r.status,
    reason: r.reason,
    admin_message: r.adminMessage,
    lines: lines
      .filter((l) => l.returnId === r.id)
      .map((l) => ({
        order_item_id: l.orderItemId,
        name: l.name,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
      })),
    refunded_cents: refundedBy.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    decided_at: iso(r.decidedAt),
    received_at: iso(r.receivedAt),
    customer_email: email,
  }))
}

/** The customer's view of a return leaves out who they are. */
export const withoutCustomer = ({ customer_email: _omit, ...rest }: AdminReturn) => rest
