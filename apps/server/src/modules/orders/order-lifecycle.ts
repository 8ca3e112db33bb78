import {
  ADMIN_ORDER_MESSAGES,
  nextOrderStatuses,
  ORDER_TRANSITIONS,
  STOCK_HELD_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@rdo/contracts'
import { Conflict } from '../../lib/errors.ts'

/** What a status change an admin asked for does, once it is allowed. */
export type StatusChangePlan = {
  /** The order's stock goes back to the shelves (it was still held: nothing has shipped). */
  releaseStock: boolean
  /** The payment is given back through its provider (refund, or cancelling a paid order). */
  refund: boolean
  /** The notice and email the customer gets. */
  notice:
    | 'payment_received'
    | 'processing'
    | 'preparing'
    | 'shipped'
    | 'delivered'
    | 'cancelled'
    | 'cancelled_refunded'
    | 'refunded'
}

/**
 * Checks a change against the lifecycle (contracts' ORDER_TRANSITIONS) and says what it entails.
 * Throws 409 with the reason: same status, a jump the lifecycle does not have, marking an unpaid
 * order paid (only the payment provider does that), or refunding an order with no payment.
 */
export function planStatusChange(
  from: OrderStatus,
  to: OrderStatus,
  paymentStatus: PaymentStatus,
): StatusChangePlan {
  if (from === to) throw new Conflict(ADMIN_ORDER_MESSAGES.sameStatus(from), 'SAME_STATUS')
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    throw new Conflict(ADMIN_ORDER_MESSAGES.transitionRefused(from, to), 'INVALID_TRANSITION')
  }
  if (!nextOrderStatuses(from, paymentStatus).includes(to)) {
    if (to === 'refunded') throw new Conflict(ADMIN_ORDER_MESSAGES.nothingToRefund, 'NOTHING_TO_REFUND')
    throw new Conflict(ADMIN_ORDER_MESSAGES.notPaid, 'NOT_PAID')
  }
  const closing = to === 'cancelled' || to === 'refunded'
  const refund = closing && (paymentStatus === 'paid' || paymentStatus === 'partially_refunded')
  return {
    releaseStock: closing && STOCK_HELD_STATUSES.includes(from),
    refund,
    notice: to === 'cancelled' && refund ? 'cancelled_refunded' : (to as StatusChangePlan['notice']),
  }
}
