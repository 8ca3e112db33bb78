import crypto from 'node:crypto'
import { and, eq, getTableColumns, or, sql } from 'drizzle-orm'
import { ORDER_LIMIT_MESSAGES, type createOrderBody } from '@rdo/contracts'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import { Conflict } from '../../lib/errors.ts'
import type { OrderRow } from './order-dto.ts'
import { lineKey, type OrderLine, type UnpaidOrder } from './order-limits.ts'

/**
 * A digest of what was ordered (merged lines in a fixed order, address, shipping rate, code), to tell a
 * retry of the same checkout from a key reused for another cart.
 */
export function requestHash(lines: OrderLine[], body: z.output<typeof createOrderBody>): string {
  const a = body.shipping_address
  const canonical = {
    lines: lines.map((l) => [lineKey(l.product_id, l.size, l.color), l.quantity] as const).sort(),
    address: [a.first_name, a.last_name, a.address, a.address2, a.city, a.state, a.postal_code, a.country],
    rate: body.shipping_rate_id,
    // Only with a code, so the digests of orders placed without one stay what they were.
    ...(body.discount_code ? { code: body.discount_code.toUpperCase() } : {}),
  }
  return crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/**
 * The customer's order placed with this key, or null. The same key with a different request is a
 * 409: answering with the old order would show the customer a cart they did not send.
 */
export async function findOrderByKey(db: DbOrTx, userId: string, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  return sameRequest(row ?? null, hash)
}

function sameRequest(row: OrderRow | null, hash: string | null) {
  if (row && row.requestHash !== hash) {
    throw new Conflict(ORDER_LIMIT_MESSAGES.keyReused, 'IDEMPOTENCY_KEY_REUSED')
  }
  return row
}

/**
 * The customer's orders a placement looks at, in one read (under the customer's lock): the order
 * placed with this key (`prior`, a retry; checked as findOrderByKey does) and the unpaid orders, which
 * a new order may supersede and which count against the cap.
 */
export async function readPlacingOrders(
  db: DbOrTx,
  userId: string,
  key: string | null,
  hash: string | null,
): Promise<{ prior: OrderRow | null; unpaid: UnpaidOrder[] }> {
  const unpaidRow = eq(orders.status, 'pending_payment')
  const rows = await db
    .select({ ...getTableColumns(orders), live: sql<boolean>`coalesce(${orders.expiresAt} > now(), false)` })
    .from(orders)
    .where(and(eq(orders.userId, userId), key ? or(unpaidRow, eq(orders.idempotencyKey, key)) : unpaidRow))
  const keyed = key ? rows.find((r) => r.idempotencyKey === key) : undefined
  let prior: OrderRow | null = null
  if (keyed) {
    const { live: _live, ...row } = keyed
    prior = sameRequest(row, hash)
  }
  return {
    prior,
    unpaid: rows
      .filter((r) => r.status === 'pending_payment')
      .map((r) => ({ id: r.id, started: r.paymentReference !== null, live: r.live })),
  }
}
