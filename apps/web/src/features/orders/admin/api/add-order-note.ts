import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { REFUND_MESSAGES, type OrderNote } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { orderKeys } from './order-keys'

export function addOrderNote({ id, body }: { id: string; body: string }) {
  return api.post<OrderNote>(apiPath('/api/admin/orders/:id/notes', { id }), { body })
}

export function useAddOrderNote({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addOrderNote,
    onSuccess: (_note, { id }) => {
      toast.success(REFUND_MESSAGES.noteAdded)
      void queryClient.invalidateQueries({ queryKey: orderKeys.money(id) })
      onSuccess?.()
    },
    onError: (error) => toast.error(errorMessage(error, REFUND_MESSAGES.noteFailed)),
  })
}
