import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PayOrderResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function payOrder(orderId: string): Promise<PayOrderResponse> {
  return api.post<PayOrderResponse>(apiPath('/api/orders/:id/pay', { id: orderId }))
}

export function usePayOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: payOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  })
}
