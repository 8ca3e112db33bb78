import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { moneyText, REFUND_MESSAGES, type Refund, type RefundBody } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { orderKeys } from './order-keys'

/** `key` is the dialog's Idempotency-Key: a double click or a retried request is the same refund. */
export function createRefund({ id, body, key }: { id: string; body: RefundBody; key: string }) {
  return api.post<Refund>(apiPath('/api/admin/orders/:id/refunds', { id }), body, {
    headers: { 'Idempotency-Key': key },
  })
}

/** A refund changes the order's payment status, maybe its status: the order and the lists reload. */
export function useCreateRefund({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createRefund,
    onSuccess: (refund) => {
      toast.success(`${REFUND_MESSAGES.created}: ${moneyText(refund.amount_cents)}`)
      onSuccess?.()
    },
    onError: (error) => toast.error(errorMessage(error, REFUND_MESSAGES.failed)),
    onSettled: (_d, _e, { id }) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists })
    },
  })
}
