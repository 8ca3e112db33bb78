import { useId, useState } from 'react'
import { ORDER_STATUS_LABELS, type AdminOrderDetail, type OrderStatus } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { useUpdateOrderStatus } from '../api/update-order-status'
import { ConfirmStatusDialog, consequenceOf, needsConfirmation } from './confirm-status-dialog'

const NOTE_MAX = 500

/**
 * Moves the order to one of the statuses the lifecycle allows next, with an optional note for the
 * timeline. Cancelling and refunding ask for confirmation, saying what else happens.
 */
export function OrderStatusControl({ order }: { order: AdminOrderDetail }) {
  const ids = { status: useId(), note: useId(), hint: useId() }
  const targets = order.next_statuses
  const [picked, setPicked] = useState<OrderStatus | ''>('')
  // The order may have moved on since the choice was made (another admin, the payment provider).
  const to = picked && targets.includes(picked) ? picked : ''
  const [note, setNote] = useState('')
  const [confirming, setConfirming] = useState(false)
  const update = useUpdateOrderStatus({
    onSuccess: () => {
      setPicked('')
      setNote('')
    },
  })
  if (targets.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {ORDER_STATUS_LABELS[order.status]} is final: this order cannot change any more.
      </p>
    )
  }
  const submit = () =>
    to && update.mutate({ id: order.id, status: to, note }, { onSettled: () => setConfirming(false) })
  return (
    <>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (!to) return
          if (needsConfirmation(to)) setConfirming(true)
          else submit()
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.status}>New status</Label>
          <NativeSelect
            id={ids.status}
            value={to}
            aria-describedby={to && needsConfirmation(to) ? ids.hint : undefined}
            onChange={(e) => setPicked(e.target.value as OrderStatus | '')}
          >
            <option value="">Choose a status…</option>
            {targets.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
          {to && needsConfirmation(to) && (
            <p id={ids.hint} className="text-xs text-muted-foreground">
              {consequenceOf(to, order.payment.status)}.
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.note}>
            Note <span className="font-normal text-muted-foreground">(optional, staff only)</span>
          </Label>
          <Textarea
            id={ids.note}
            rows={2}
            className="min-h-16"
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="Shown on the order's timeline"
          />
        </div>
        <Button
          type="submit"
          disabled={!to}
          loading={update.isPending && !confirming}
          className="justify-self-start"
        >
          Update status
        </Button>
      </form>
      <ConfirmStatusDialog
        orderId={order.id}
        to={confirming && to ? to : null}
        paymentStatus={order.payment.status}
        pending={update.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
