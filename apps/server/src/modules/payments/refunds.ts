import crypto from 'node:crypto'
import Stripe from 'stripe'
import { ADMIN_ORDER_MESSAGES } from '@rdo/contracts'
import { AppError, Conflict } from '../../lib/errors.ts'

export type RefundRequest = {
  /** The provider that took the payment (`orders.payment_provider`). */
  provider: string | null
  /** The provider's id of the payment (a Stripe PaymentIntent or charge). */
  reference: string | null
  amountCents: number
  /** One key per order: a retried refund is answered with the first refund instead of a second. */
  idempotencyKey: string
  orderId: string
}

export type RefundResult = { provider: string; id: string; status: string }

/**
 * Refunds through the provider that took the payment. The simulation charged nothing, so its refund
 * is a record only (an id derived from the key, the same on every retry). Stripe refunds the
 * PaymentIntent under the idempotency key; its refusals (already refunded, invalid payment) are 409,
 * an unreachable or failing API is 502, and neither changes anything on our side.
 */
export async function refundPayment(stripe: Stripe | null, req: RefundRequest): Promise<RefundResult> {
  if (req.provider === 'simulated') {
    const digest = crypto.createHash('sha256').update(req.idempotencyKey).digest('hex').slice(0, 24)
    return { provider: 'simulated', id: `sim_re_${digest}`, status: 'succeeded' }
  }
  if (req.provider !== 'stripe' || !req.reference) {
    throw new Conflict(ADMIN_ORDER_MESSAGES.nothingToRefund, 'NOTHING_TO_REFUND')
  }
  if (!stripe) throw new Conflict(ADMIN_ORDER_MESSAGES.refundUnavailable('Stripe'), 'REFUND_UNAVAILABLE')
  const target = req.reference.startsWith('ch_')
    ? { charge: req.reference }
    : { payment_intent: req.reference }
  try {
    const refund = await stripe.refunds.create(
      { ...target, amount: req.amountCents, metadata: { order_id: req.orderId } },
      { idempotencyKey: req.idempotencyKey },
    )
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new AppError(
        409,
        'REFUND_REFUSED',
        ADMIN_ORDER_MESSAGES.refundRefused(`the refund ${refund.status}`),
      )
    }
    return { provider: 'stripe', id: refund.id, status: refund.status ?? 'pending' }
  } catch (err) {
    if (err instanceof AppError) throw err
    if (
      err instanceof Stripe.errors.StripeInvalidRequestError ||
      err instanceof Stripe.errors.StripeCardError ||
      err instanceof Stripe.errors.StripeIdempotencyError
    ) {
      throw new AppError(409, 'REFUND_REFUSED', ADMIN_ORDER_MESSAGES.refundRefused(err.message))
    }
    throw new AppError(502, 'REFUND_FAILED', ADMIN_ORDER_MESSAGES.refundFailed)
  }
}
