import type { OrderFacts } from './assistant.ts'

const STATUS_WORDS: Record<OrderFacts['status'], string> = {
  pending_payment: 'waiting for payment',
  payment_received: 'paid and waiting to be processed',
  processing: 'being processed',
  preparing: 'being prepared for shipment',
  partially_shipped: 'partly shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded',
}

/** Dates in words, in the support team's time zone (ET). */
export const dateInWords = (d: Date) =>
  d.toLocaleDateString('en-US', {
    timeZone: 'America/New_York',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })

export const shortOrderId = (id: string) => id.slice(0, 8).toUpperCase()

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000)

/** One or two sentences stating the order's real status and dates. */
export function describeOrder(order: OrderFacts): string {
  const ref = `#${shortOrderId(order.id)}`
  const placed = dateInWords(order.createdAt)
  const changed = dateInWords(order.updatedAt)
  const base = `Your order ${ref}, placed on ${placed}, is ${STATUS_WORDS[order.status]}`
  switch (order.status) {
    case 'pending_payment':
      return `${base}. We have not received its payment yet, and unpaid orders are released after 30 minutes.`
    case 'payment_received':
    case 'processing':
    case 'preparing':
      return `${base} (last update ${changed}). Orders are processed within 2-3 business days, and you will get a notification as soon as it ships.`
    case 'shipped': {
      const via = order.shippingService ? ` with ${order.shippingService}` : ''
      const eta = order.estimatedDelivery
        ? ` The estimated delivery date is ${dateInWords(new Date(order.estimatedDelivery))}.`
        : ''
      return `${base}: it was marked shipped on ${changed}${via}.${eta}`
    }
    case 'partially_shipped':
      return `${base}: part of it shipped on ${changed} and the rest follows; its order page shows the tracking of each parcel.`
    case 'delivered':
      return `${base}: it was marked delivered on ${changed}, so eligible items can be returned until ${dateInWords(addDays(order.updatedAt, 30))}.`
    case 'cancelled':
      return `${base} (cancelled on ${changed}).${order.paidAt ? ' Its payment is refunded to the original payment method within 5-7 business days.' : ' No payment was taken for it.'}`
    case 'refunded':
      return `${base}: the refund was issued on ${changed} and reaches the original payment method within 5-7 business days.`
  }
}
