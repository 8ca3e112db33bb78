import { eq } from 'drizzle-orm'
import {
  formatCents,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderItem,
  type OrderStatus,
} from '@rdo/contracts'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { AppContext } from '../../types.ts'
import { orderNumber } from './order-dto.ts'

const money = formatCents
/** An amount a template shows only when there is one ('' reads as false in `{{#if}}`). */
const moneyIf = (cents: number) => (cents ? money(cents) : '')

async function firstNameOf(db: DbOrTx, userId: string | null, fallback: string) {
  if (!userId) return fallback
  const [p] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId))
  return p?.fullName?.trim().split(/\s+/)[0] || fallback
}

/** What an order's emails show of it: its number, lines, money and address. */
export type OrderEmailFacts = Pick<
  Order,
  | 'id'
  | 'subtotal_cents'
  | 'discount_code'
  | 'discount_cents'
  | 'shipping_cents'
  | 'tax_cents'
  | 'total_cents'
  | 'shipping_address'
> & {
  items: Pick<
    OrderItem,
    'name' | 'size' | 'color' | 'quantity' | 'unit_price_cents' | 'discount_cents' | 'tax_cents'
  >[]
}

function templateData(ctx: AppContext, order: OrderEmailFacts, firstName: string) {
  const a = order.shipping_address
  return {
    order_number: orderNumber(order.id),
    first_name: firstName,
    items: order.items.map((i) => ({
      product_name: i.name,
      variant: [i.size, i.color].filter(Boolean).join(' / '),
      quantity: i.quantity,
      price: money(i.unit_price_cents * i.quantity),
      discount: moneyIf(i.discount_cents),
      tax: moneyIf(i.tax_cents),
    })),
    subtotal: money(order.subtotal_cents),
    discount_code: order.discount_code ?? '',
    discount: moneyIf(order.discount_cents),
    shipping: order.shipping_cents === 0 ? 'Free' : money(order.shipping_cents),
    tax: moneyIf(order.tax_cents),
    total: money(order.total_cents),
    address: [a.name, a.address, a.address2, `${a.city}, ${a.state} ${a.postal_code}`, a.country]
      .filter(Boolean)
      .join(', '),
    orders_url: `${ctx.config.APP_URL}/orders`,
    // The names the editable templates use for the same facts.
    order_id: orderNumber(order.id),
    order_total: money(order.total_cents),
    order_url: `${ctx.config.APP_URL}/orders/${order.id}`,
  }
}

export type OrderEmailInput = {
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
export async function sendOrderEmail(
  ctx: AppContext,
  template: string,
  { order, userId, to, firstName, tx }: OrderEmailInput,
  { key = `${template}:${order.id}`, extra = {} }: { key?: string; extra?: Record<string, unknown> } = {},
) {
  const queue = async (sp?: Tx) => {
    const fallback = order.shipping_address.name.split(' ')[0] ?? ''
    const name = firstName || (await firstNameOf(sp ?? ctx.db, userId, fallback))
    await ctx.mailer.enqueueTemplate(
      {
        template,
        to,
        userId,
        data: { ...templateData(ctx, order, name), ...extra },
        idempotencyKey: key,
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

/**
 * The order confirmation, written in the order's transaction with its delivery job (it exists exactly
 * when the order does) and rendered by that job, so placing an order stays light. Both statements go
 * out at once, beside the order's own writes (mailer.recordTemplate). Resolves to the message's id.
 */
export async function recordOrderConfirmation(
  ctx: AppContext,
  {
    order,
    userId,
    to,
    firstName,
    tx,
  }: Omit<OrderEmailInput, 'order'> & { order: OrderEmailFacts; tx: Tx; firstName: string },
) {
  return ctx.mailer.recordTemplate(
    {
      template: 'order-confirmation',
      to,
      userId,
      data: templateData(ctx, order, firstName),
      idempotencyKey: `order-confirmation:${order.id}`,
    },
    tx,
  )
}

export const sendPaymentConfirmation = (ctx: AppContext, input: OrderEmailInput) =>
  sendOrderEmail(ctx, 'payment-confirmation', input)

const STATUS_MESSAGES: Partial<Record<OrderStatus, (total: string, refunded: boolean) => string>> = {
  payment_received: () => 'We received the payment for your order.',
  processing: () => 'Your order is being processed.',
  preparing: () => 'We are preparing your order for shipping.',
  cancelled: (total, refunded) =>
    refunded
      ? `Your order was cancelled and your payment of ${total} refunded to your original payment method.`
      : 'Your order was cancelled.',
  refunded: (total) => `Your payment of ${total} was refunded to your original payment method.`,
}

/**
 * The customer's email about a status an admin set: the shipping confirmation, the delivery note, or
 * a short status update. One per order and status (orders never return to a status), so the key
 * makes a retried change send nothing new.
 */
export function sendOrderStatusEmail(
  ctx: AppContext,
  input: OrderEmailInput & { status: OrderStatus; refunded: boolean; refundedCents?: number },
) {
  const { order, status, refunded } = input
  const rate = order.shipping_rate
  const extra: Record<string, unknown> = {
    order_id: orderNumber(order.id),
    order_url: `${ctx.config.APP_URL}/orders`,
    status_label: ORDER_STATUS_LABELS[status],
    status_message:
      STATUS_MESSAGES[status]?.(money(input.refundedCents ?? order.total_cents), refunded) ?? '',
    carrier: rate?.carrier ?? '',
    service: rate?.service ?? '',
    delivery_date: rate ? `within ${rate.delivery_days} business days` : '',
  }
  const template =
    status === 'shipped'
      ? 'shipping-confirmation'
      : status === 'delivered'
        ? 'order-delivered'
        : 'order-status-update'
  return sendOrderEmail(ctx, template, input, { key: `order-status:${order.id}:${status}`, extra })
}

/**
 * The shipping confirmation for one parcel, with its carrier, tracking number and link and the lines
 * in it: one per shipment (the key), so an order shipped in two parcels sends two.
 */
export function sendShipmentEmail(
  ctx: AppContext,
  input: OrderEmailInput & {
    shipment: { id: string; carrier: string; trackingNumber: string; trackingUrl: string | null }
    itemIds: string[]
    complete: boolean
  },
) {
  const { order, shipment, itemIds, complete } = input
  const shipped = order.items.filter((i) => itemIds.includes(i.id))
  const extra: Record<string, unknown> = {
    order_id: orderNumber(order.id),
    order_url: `${ctx.config.APP_URL}/orders/${order.id}`,
    carrier: shipment.carrier,
    service: '',
    tracking_number: shipment.trackingNumber,
    tracking_url: shipment.trackingUrl ?? '',
    partial: !complete,
    shipped_items: shipped.map((i) => ({
      product_name: i.name,
      variant: [i.size, i.color].filter(Boolean).join(' / '),
      quantity: i.quantity,
    })),
    delivery_date: '',
  }
  return sendOrderEmail(ctx, 'shipping-confirmation', input, { key: `shipment:${shipment.id}`, extra })
}
