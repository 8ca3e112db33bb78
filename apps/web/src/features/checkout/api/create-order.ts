import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateOrderBody, OrderResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function createOrder(body: CreateOrderBody): Promise<OrderResponse> {
  return api.post<OrderResponse>('/api/orders', body)
}

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  })
}
