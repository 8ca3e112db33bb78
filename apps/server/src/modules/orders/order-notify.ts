import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { orderNumber } from './order-dto.ts'

type Notice = { type?: 'order_status' | 'order_shipped' | 'order_delivered'; title: string; message: string }

const NOTICES = {
  processing: (n: string): Notice => ({
    title: 'Payment received',
    message: `Order ${n} is paid and being processed`,
  }),
  expired: (n: string): Notice => ({
    title: 'Order cancelled',
    message: `Order ${n} was cancelled because it was not paid within 30 minutes`,
  }),
  payment_received: (n: string): Notice => ({
    title: 'Payment received',
    message: `We received the payment for order ${n}`,
  }),
  preparing: (n: string): Notice => ({
    title: 'Order being prepared',
    message: `Order ${n} is being prepared for shipping`,
  }),
  shipped: (n: string): Notice => ({
    type: 'order_shipped',
    title: 'Your order has shipped',
    message: `Order ${n} is on its way`,
  }),
  delivered: (n: string): Notice => ({
    type: 'order_delivered',
    title: 'Your order was delivered',
    message: `Order ${n} was delivered. Enjoy!`,
  }),
  cancelled: (n: string): Notice => ({
    title: 'Order cancelled',
    message: `Order ${n} was cancelled`,
  }),
  cancelled_refunded: (n: string): Notice => ({
    title: 'Order cancelled',
    message: `Order ${n} was cancelled and your payment refunded`,
  }),
  refunded: (n: string): Notice => ({
    title: 'Order refunded',
    message: `Your payment for order ${n} was refunded`,
  }),
} as const

export type OrderNoticeEvent = keyof typeof NOTICES

/**
 * A notification about an order's status (`order_shipped` and `order_delivered` for those steps,
 * `order_status` otherwise), only for customers whose notification_preferences.order_updates is on.
 * Inserted in the caller's transaction; the notifications trigger publishes it live on commit.
 */
export async function notifyOrderStatus(
  tx: DbOrTx,
  {
    userId,
    orderId,
    event,
    status,
  }: { userId: string | null; orderId: string; event: OrderNoticeEvent; status: string },
) {
  if (!userId) return
  const { type = 'order_status', title, message } = NOTICES[event](orderNumber(orderId))
  const data = JSON.stringify({ order_id: orderId, status })
  await tx.execute(sql`insert into notifications (user_id, type, title, message, link, data)
    select p.id, ${type}, ${title}, ${message}, '/orders', ${data}::jsonb
    from profiles p
    where p.id = ${userId} and coalesce((p.notification_preferences->>'order_updates')::boolean, false)`)
}
