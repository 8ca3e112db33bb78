import { useState } from 'react'
import { Factory, RotateCcw } from 'lucide-react'
import { toast } from 'sonner'
import { FULFILMENT_MESSAGES as M, type FulfilmentQueueRow } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { useRetryFulfilment, useSendToProduction } from '../api/fulfilment-actions'
import { canRetry, canSendToProduction } from '../lib/queue'

/** The id of a row's order link, which describes the row's buttons for screen readers. */
export const orderCellId = (row: Pick<FulfilmentQueueRow, 'id'>) => `fulfilment-${row.id}-order`

/**
 * A row's actions: Retry for a submission Printify refused or cancelled, Send to production (after a
 * confirmation: Printify starts printing and charges the shop) for one waiting for it.
 */
export function FulfilmentActions({ row }: { row: FulfilmentQueueRow }) {
  const [confirming, setConfirming] = useState(false)
  const describedBy = orderCellId(row)
  const retry = useRetryFulfilment({
    onSuccess: () => toast.success(M.retried),
    onError: (error) => toast.error(errorMessage(error, M.notFailed)),
  })
  const send = useSendToProduction({
    onSuccess: () => {
      setConfirming(false)
      toast.success(M.sentToProduction)
    },
    onError: (error) => {
      setConfirming(false)
      toast.error(errorMessage(error, M.notAwaitingProduction))
    },
  })
  if (!canRetry(row) && !canSendToProduction(row)) return null
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {canRetry(row) && (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          loading={retry.isPending}
          onClick={() => retry.mutate(row.id)}
        >
          {!retry.isPending && <RotateCcw aria-hidden="true" />}
          Retry
        </Button>
      )}
      {canSendToProduction(row) && (
        <>
          <Button
            variant="outline"
            size="sm"
            className="whitespace-nowrap"
            aria-describedby={describedBy}
            onClick={() => setConfirming(true)}
          >
            <Factory aria-hidden="true" />
            Send to production
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Send order ${row.order_number} to production?`}
            description="Printify starts printing these items and charges the shop for them. This cannot be undone here."
            confirmLabel="Send to production"
            pending={send.isPending}
            onConfirm={() => send.mutate(row.id)}
          />
        </>
      )}
    </div>
  )
}
