import { useState } from 'react'
import { nextOrderStatuses, ORDER_STATUS_LABELS, type AdminOrderRow, type OrderStatus } from '@rdo/contracts'
import { NativeSelect } from '@/components/ui/native-select'
import { shortId } from '@/lib/format'
import { useUpdateOrderStatus } from '../api/update-order-status'
import { ConfirmStatusDialog, needsConfirmation } from './confirm-status-dialog'

/**
 * The list's status selector: the current status and only the statuses the lifecycle allows next.
 * Cancelling or refunding asks for confirmation first.
 */
export function OrderStatusSelect({ order }: { order: AdminOrderRow }) {
  const update = useUpdateOrderStatus()
  const [confirming, setConfirming] = useState<OrderStatus | null>(null)
  const targets = nextOrderStatuses(order.status, order.payment_status)
  const shown = update.isPending && update.variables ? update.variables.status : order.status
  const change = (status: OrderStatus) =>
    update.mutate({ id: order.id, status }, { onSettled: () => setConfirming(null) })
  return (
    <>
      <NativeSelect
        className="h-8 w-44"
        aria-label={`Status of order ${shortId(order.id)}`}
        value={shown}
        disabled={targets.length === 0 || update.isPending}
        title={targets.length === 0 ? 'This status is final' : undefined}
        onChange={(e) => {
          const to = e.target.value as OrderStatus
          if (needsConfirmation(to)) setConfirming(to)
          else change(to)
        }}
      >
        <option value={order.status}>{ORDER_STATUS_LABELS[order.status]}</option>
        {targets.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      <ConfirmStatusDialog
        orderId={order.id}
        to={confirming}
        paymentStatus={order.payment_status}
        pending={update.isPending}
        onConfirm={() => confirming && change(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  )
}
