import { moneyText } from '@rdo/contracts'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../types.ts'
import { loadOrderDto, orderNumber, type OrderRow } from './order-dto.ts'
import { sendOrderEmail } from './order-emails.ts'
import type { RefundPlan } from './order-refunds.ts'

/**
 * The customer's email for one refund (key `refund:<refund id>`: one per refund, never two): what
 * came back, line by line, the shipping and any other amount, and the total refunded so far. Queued
 * in the refund's transaction, so it exists exactly when the refund commits.
 */
export async function sendRefundEmail(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  { refundId, plan, refundedCents }: { refundId: string; plan: RefundPlan; refundedCents: number },
) {
  if (!order.userId || !order.contactEmail) return
  await sendOrderEmail(
    ctx,
    'order-refund',
    { order: await loadOrderDto(tx, order), userId: order.userId, to: order.contactEmail, tx },
    {
      key: `refund:${refundId}`,
      extra: {
        order_id: orderNumber(order.id),
        order_url: `${ctx.config.APP_URL}/orders/${order.id}`,
        refund_amount: moneyText(plan.amountCents),
        refund_items: plan.lines.map((l) => ({
          product_name: l.item.name,
          variant: [l.item.size, l.item.color].filter(Boolean).join(' / '),
          quantity: l.quantity,
          amount: moneyText(l.amountCents),
        })),
        refund_shipping: plan.shippingCents > 0 ? moneyText(plan.shippingCents) : '',
        refund_other: plan.customCents > 0 ? moneyText(plan.customCents) : '',
        refund_reason: plan.reason ?? '',
        refunded_total: moneyText(refundedCents),
        fully_refunded: refundedCents >= order.totalCents,
      },
    },
  )
}

/** The customer's email when a return is approved (with the instructions) or rejected (with why). */
export async function sendReturnDecisionEmail(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  r: { returnId: string; approved: boolean; message: string; items: { name: string; quantity: number }[] },
) {
  if (!order.userId || !order.contactEmail) return
  const template = r.approved ? 'return-approved' : 'return-rejected'
  await sendOrderEmail(
    ctx,
    template,
    { order: await loadOrderDto(tx, order), userId: order.userId, to: order.contactEmail, tx },
    {
      key: `${template}:${r.returnId}`,
      extra: {
        order_id: orderNumber(order.id),
        order_url: `${ctx.config.APP_URL}/orders/${order.id}`,
        message: r.message,
        return_items: r.items.map((i) => ({ product_name: i.name, quantity: i.quantity })),
      },
    },
  )
}
