import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { orderNumber } from './order-dto.ts'

const NOTICES = {
  processing: (n: string) => ({
    title: 'Payment received',
    message: `Order ${n} is paid and being processed`,
  }),
  expired: (n: string) => ({
    title: 'Order cancelled',
    message: `Order ${n} was cancelled because it was not paid within 30 minutes`,
  }),
} as const

/**
 * An `order_status` notification, only for customers whose notification_preferences.order_updates is
 * on. Inserted in the caller's transaction; the notifications trigger publishes it live on commit.
 */
export async function notifyOrderStatus(
  tx: DbOrTx,
  {
    userId,
    orderId,
    event,
    status,
  }: { userId: string | null; orderId: string; event: keyof typeof NOTICES; status: string },
) {
  if (!userId) return
  const { title, message } = NOTICES[event](orderNumber(orderId))
  const data = JSON.stringify({ order_id: orderId, status })
  await tx.execute(sql`insert into notifications (user_id, type, title, message, link, data)
    select p.id, 'order_status', ${title}, ${message}, '/orders', ${data}::jsonb
    from profiles p
    where p.id = ${userId} and coalesce((p.notification_preferences->>'order_updates')::boolean, false)`)
}
