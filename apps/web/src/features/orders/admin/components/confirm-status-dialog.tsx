import {
  ADMIN_ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { shortId } from '@/lib/format'

/** Cancelling and refunding cannot be undone: they ask first. */
export const needsConfirmation = (status: OrderStatus) => status === 'cancelled' || status === 'refunded'

/** What the change does beyond the status: stock back on the shelves, money back to the customer. */
export function consequenceOf(to: OrderStatus, paymentStatus: PaymentStatus) {
  if (to === 'refunded') return ADMIN_ORDER_MESSAGES.confirmRefund
  return paymentStatus === 'paid'
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
    <Dialog open={to !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {verb} order <span className="font-mono">{shortId(orderId)}</span>?
          </DialogTitle>
          <DialogDescription>
            {to &&
              `${consequenceOf(to, paymentStatus)}. The order becomes ${ORDER_STATUS_LABELS[to]} for good and the customer is told.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Keep order
          </Button>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {verb} order
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
