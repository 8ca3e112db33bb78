import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ADMIN_ORDER_MESSAGES, type AdminOrderDetail, type OrderStatus } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { orderKeys } from './order-keys'

export type OrderStatusChange = { id: string; status: OrderStatus; note?: string }

export function updateOrderStatus({ id, status, note }: OrderStatusChange) {
  return api.patch<AdminOrderDetail>(apiPath('/api/admin/orders/:id/status', { id }), {
    status,
    ...(note?.trim() ? { note: note.trim() } : {}),
  })
}

/**
 * Moves an order along its lifecycle. The answer is the updated order, put straight into its detail
 * cache; lists refetch. Refusals show the server's reason (e.g. why a jump is not allowed).
 */
export function useUpdateOrderStatus({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      toast.success(ADMIN_ORDER_MESSAGES.statusUpdated)
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists })
      onSuccess?.()
    },
    onError: (error, { id }) => {
      toast.error(errorMessage(error, ADMIN_ORDER_MESSAGES.statusFailed))
      // The order may have moved meanwhile (another admin, the payment provider): show where it is now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists })
    },
  })
}
