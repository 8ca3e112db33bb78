import { and, eq } from 'drizzle-orm'
import type { OrderStatus } from '@rdo/contracts'
import { auditLog } from '../../db/schema/audit.ts'
import { orderItems, orders, orderStatusEvents } from '../../db/schema/orders.ts'
import { type TestApp } from '../../../test/helper.ts'
import { US_ADDRESS } from '../../../test/orders.ts'

export type Db = TestApp['db']

/**
 * An order written straight to the database (no stock reserved), for lists and lifecycle checks
 * where how it was placed does not matter.
 */
export async function insertOrder(
  db: Db,
  {
    userId,
    email,
    status = 'processing',
    paid = status !== 'pending_payment' && status !== 'cancelled',
    provider = 'simulated',
    reference = null,
    totalCents = 3000,
    quantity = 1,
    createdAt,
  }: {
    userId: string | null
    email: string
    status?: OrderStatus
    paid?: boolean
    provider?: string
    reference?: string | null
    totalCents?: number
    quantity?: number
    createdAt?: Date
  },
) {
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      contactEmail: email,
      status,
      paymentStatus: paid ? 'paid' : 'unpaid',
      paymentProvider: paid ? provider : null,
      paymentReference: paid ? reference : null,
      paidAt: paid ? new Date() : null,
      subtotalCents: totalCents - 595,
      shippingCents: 595,
      totalCents,
      shippingAddress: {
        name: 'Ada Lovelace',
        address: US_ADDRESS.address,
        address2: '',
        city: US_ADDRESS.city,
        state: US_ADDRESS.state,
        postal_code: US_ADDRESS.postal_code,
        country: 'US',
      },
      shippingRate: {
        id: 'standard',
        carrier: 'USPS',
        service: 'Standard',
        rate_cents: 595,
        delivery_days: 7,
        delivery_date: '2030-01-10',
      },
      ...(createdAt ? { createdAt } : {}),
    })
    .returning()
  await db.insert(orderItems).values({
    orderId: row!.id,
    name: 'Stake Tee',
    size: 'M',
    color: 'Black',
    unitPriceCents: Math.floor((totalCents - 595) / quantity),
    quantity,
  })
  return row!
}

export const orderRow = async (db: Db, id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!
export const auditRows = (db: Db, id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, id)))
export const eventsOf = (db: Db, id: string) =>
  db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id))
