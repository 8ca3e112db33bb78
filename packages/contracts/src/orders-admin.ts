import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'
import {
  orderAddressSchema,
  orderItemSchema,
  orderSchema,
  orderShippingRateSchema,
  orderStatusSchema,
  paymentStatusSchema,
  type OrderStatus,
  type PaymentStatus,
} from './orders.ts'

/**
 * The order lifecycle: the statuses an admin may move an order to from each status. Cancelled and
 * refunded are final. The server refuses any other change (409), and the back office offers only these.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['payment_received', 'processing', 'cancelled'],
  payment_received: ['processing', 'preparing', 'cancelled', 'refunded'],
  processing: ['preparing', 'shipped', 'cancelled', 'refunded'],
  preparing: ['shipped', 'cancelled', 'refunded'],
  // Reached through fulfilment (some lines shipped); the rest ships, or staff refund it.
  partially_shipped: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
}

/** Statuses whose stock is still held for the order: cancelling or refunding one puts the stock back. */
export const STOCK_HELD_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'payment_received',
  'processing',
  'preparing',
]

/**
 * Where an admin may move an order now. Payment is confirmed by the payment provider only, so an order
 * that has not been paid cannot be moved on to payment_received or processing from the back office
 * (it can only be cancelled); refunding needs a payment to give back.
 */
export function nextOrderStatuses(status: OrderStatus, paymentStatus: PaymentStatus): OrderStatus[] {
  // A partly refunded order is still paid for the rest: it can be refunded or cancelled in full.
  const paid = paymentStatus === 'paid' || paymentStatus === 'partially_refunded'
  return ORDER_TRANSITIONS[status].filter((to) => {
    if (status === 'pending_payment' && (to === 'payment_received' || to === 'processing')) return paid
    if (to === 'refunded') return paid
    return true
  })
}

/** Status names as people read them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Pending Payment',
  payment_received: 'Payment Received',
  processing: 'Processing',
  preparing: 'Preparing',
  partially_shipped: 'Partially shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

const inWords = (status: OrderStatus) => status.replace(/_/g, ' ')

export const ADMIN_ORDER_MESSAGES = {
  loadFailed: 'Failed to load orders',
  notFound: 'Order not found',
  notFoundTitle: 'Order Not Found',
  statusUpdated: 'Order status updated successfully',
  statusFailed: 'Failed to update order status',
  transitionRefused: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${inWords(from)} cannot become ${inWords(to)}`,
  sameStatus: (status: OrderStatus) => `The order is already ${inWords(status)}`,
  notPaid:
    'This order has not been paid. Payment is confirmed by the payment provider, not from the back office; an unpaid order can only be cancelled.',
  nothingToRefund: 'This order has no payment to refund',
  refundUnavailable: (provider: string) =>
    `Payments through ${provider} cannot be refunded from this shop right now (the provider is not configured). Nothing was changed.`,
  refundRefused: (reason: string) =>
    `The payment provider refused the refund: ${reason}. Nothing was changed.`,
  refundFailed:
    'The payment provider could not be reached to refund the payment. Nothing was changed; please try again.',
  confirmCancel: 'This releases the stock',
  confirmCancelPaid: 'This releases the stock and refunds the payment',
  confirmRefund: 'This refunds the payment',
  exportOrders: 'Export CSV',
  exportSubscribers: 'Export subscribers',
} as const

export const ADMIN_ORDER_SORTS = ['created_at', 'total'] as const

/**
 * GET /api/admin/orders: search by order id prefix (hex characters of the id) or by the customer's
 * account email or name, filter by status, sort by date or total.
 */
export const adminOrderListQuery = adminListQuery.extend({
  sort: z.enum(ADMIN_ORDER_SORTS).default('created_at'),
  status: orderStatusSchema.optional(),
})
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>

/** The customer of an order; null once their account is deleted (the order stays for the books). */
export const adminOrderCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
})
export type AdminOrderCustomer = z.infer<typeof adminOrderCustomerSchema>

export const adminOrderRowSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  total_cents: z.number().int(),
  created_at: z.string(),
  customer: adminOrderCustomerSchema.nullable(),
  /** Units in the order (the sum of its lines' quantities). */
  item_count: z.number().int(),
})
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>

export const adminOrderListResponse = adminPageOf(adminOrderRowSchema)
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>

/** GET /api/admin/orders/export.csv takes the list's filters (no paging). */
export const adminOrderExportQuery = adminOrderListQuery.pick({ q: true, status: true })

/** One status change on an order's timeline; `actor` is the admin's email, or 'System'. */
export const orderTimelineEntrySchema = z.object({
  id: z.string(),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  actor: z.string(),
  note: z.string().nullable(),
  at: z.string(),
})
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>

/** GET /api/admin/orders/:id — 404 'Order not found'. */
export const adminOrderDetailSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** When an unpaid order is cancelled if not paid; null once paid or closed. */
  expires_at: z.string().nullable(),
  customer: adminOrderCustomerSchema.nullable(),
  contact_email: z.string().nullable(),
  items: z.array(orderItemSchema),
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  /** The order's money as on the customer's order (orderSchema): code, discount, tax, refunds. */
  discount_code: orderSchema.shape.discount_code,
  discount_cents: z.number().int(),
  shipping_discount_cents: z.number().int(),
  tax_cents: z.number().int(),
  shipping_tax_cents: z.number().int(),
  tax_source: orderSchema.shape.tax_source,
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  shipping_address: orderAddressSchema,
  shipping_rate: orderShippingRateSchema.nullable(),
  payment: z.object({
    provider: z.string().nullable(),
    reference: z.string().nullable(),
    status: paymentStatusSchema,
    paid_at: z.string().nullable(),
  }),
  /** Oldest first. */
  timeline: z.array(orderTimelineEntrySchema),
  /** Where an admin may move the order now (see nextOrderStatuses). */
  next_statuses: z.array(orderStatusSchema),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>

/**
 * PATCH /api/admin/orders/:id/status → the updated order. 409 with the reason when the lifecycle does
 * not allow the change; 502 or 409 when a refund is refused by the payment provider (nothing changes).
 */
export const adminOrderStatusBody = z.object({
  status: orderStatusSchema,
  /** Kept on the order's timeline for staff; not sent to the customer. */
  note: text().trim().max(500).optional(),
})
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBody>
