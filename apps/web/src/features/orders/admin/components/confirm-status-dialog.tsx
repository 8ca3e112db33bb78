import {
  ADMIN_ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@rdo/contracts'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { shortId } from '@/lib/format'

/** Cancelling and refunding cannot be undone: they ask first. */
export const needsConfirmation = (status: OrderStatus) => status === 'cancelled' || status === 'refunded'

/** What the change does beyond the status: stock back on the shelves, money back to the customer. */
export function consequenceOf(to: OrderStatus, paymentStatus: PaymentStatus) {
  if (to === 'refunded') return ADMIN_ORDER_MESSAGES.confirmRefund
  return paymentStatus === 'paid' || paymentStatus === 'partially_refunded'
    ? ADMIN_ORDER_MESSAGES.confirmCancelPaid
    : ADMIN_ORDER_MESSAGES.confirmCancel
}

export function ConfirmStatusDialog({
  orderId,
  to,
  paymentStatus,
  pending,
  onConfirm,
  onCancel,
}: {
  orderId: string
  /** The status asked for; the dialog is open while it is set. */
  to: OrderStatus | null
  paymentStatus: PaymentStatus
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const verb = to === 'refunded' ? 'Refund' : 'Cancel'
  return (
    <ConfirmDialog
      open={to !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={
        <>
          {verb} order <span className="font-mono">{shortId(orderId)}</span>?
        </>
      }
      description={
        to &&
        `${consequenceOf(to, paymentStatus)}. The order becomes ${ORDER_STATUS_LABELS[to]} for good and the customer is told.`
      }
      confirmLabel={`${verb} order`}
      cancelLabel="Keep order"
      destructive
      pending={pending}
      onConfirm={onConfirm}
    />
  )
}
