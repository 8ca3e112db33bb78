import { eq } from 'drizzle-orm'
import type { Order } from '@rdo/contracts'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { AppContext } from '../../types.ts'
import { orderNumber } from './order-dto.ts'

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

async function firstNameOf(db: DbOrTx, userId: string | null, fallback: string) {
  if (!userId) return fallback
  const [p] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId))
  return p?.fullName?.trim().split(/\s+/)[0] || fallback
}

function templateData(ctx: AppContext, order: Order, firstName: string) {
  const a = order.shipping_address
  return {
    order_number: orderNumber(order.id),
    first_name: firstName,
    items: order.items.map((i) => ({
      product_name: i.name,
      variant: [i.size, i.color].filter(Boolean).join(' / '),
      quantity: i.quantity,
      price: money(i.unit_price_cents * i.quantity),
    })),
    subtotal: money(order.subtotal_cents),
    shipping: order.shipping_cents === 0 ? 'Free' : money(order.shipping_cents),
    total: money(order.total_cents),
    address: [a.name, a.address, a.address2, `${a.city}, ${a.state} ${a.postal_code}`, a.country]
      .filter(Boolean)
      .join(', '),
    orders_url: `${ctx.config.APP_URL}/orders`,
  }
}

type OrderEmailInput = {
  order: Order
  userId: string | null
  to: string
  firstName?: string
  /** The transaction that writes the order: the email is queued only if it commits. */
  tx?: Tx
}

/**
 * Queues a template email for an order. Inside the order's transaction (`tx`, under a savepoint) the
 * email commits exactly when the order does. Failures to queue are logged, never thrown: the order
 * stands either way, and the idempotency key keeps a retry from sending twice.
 */
async function sendOrderEmail(
  ctx: AppContext,
  template: 'order-confirmation' | 'payment-confirmation',
  { order, userId, to, firstName, tx }: OrderEmailInput,
) {
  const queue = async (sp?: Tx) => {
    const fallback = order.shipping_address.name.split(' ')[0] ?? ''
    const name = firstName || (await firstNameOf(sp ?? ctx.db, userId, fallback))
    await ctx.mailer.enqueueTemplate(
      {
        template,
        to,
        userId,
        data: templateData(ctx, order, name),
        idempotencyKey: `${template}:${order.id}`,
      },
      sp,
    )
  }
  try {
    await (tx ? tx.transaction((sp) => queue(sp)) : queue())
  } catch (err) {
    ctx.log.error(`Could not queue the ${template} email`, { orderId: order.id, err })
  }
}

export const sendOrderConfirmation = (ctx: AppContext, input: Parameters<typeof sendOrderEmail>[2]) =>
  sendOrderEmail(ctx, 'order-confirmation', input)

export const sendPaymentConfirmation = (ctx: AppContext, input: Parameters<typeof sendOrderEmail>[2]) =>
  sendOrderEmail(ctx, 'payment-confirmation', input)
