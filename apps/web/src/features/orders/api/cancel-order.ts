import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { ordersQueryKey } from './get-orders'

export function cancelOrder(id: string): Promise<OrderResponse> {
  return api.post<OrderResponse>(`/api/orders/${encodeURIComponent(id)}/cancel`)
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}
