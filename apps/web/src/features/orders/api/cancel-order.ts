import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { ordersQueryKey } from './get-orders'

export function cancelOrder(id: string): Promise<OrderResponse> {
  return api.post<OrderResponse>(apiPath('/api/orders/:id/cancel', { id }))
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}
