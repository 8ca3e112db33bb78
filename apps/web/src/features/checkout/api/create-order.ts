import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateOrderBody, OrderResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { checkoutAttemptKey, endCheckoutAttempt } from '../lib/checkout-attempt'

/**
 * Places the order. The checkout attempt's Idempotency-Key goes with it, so pressing Place order
 * again after an error answers with the order the first press may have placed (200) instead of
 * placing another.
 */
export function createOrder(body: CreateOrderBody): Promise<OrderResponse> {
  return api.post<OrderResponse>(apiPath('/api/orders'), body, {
    headers: { 'Idempotency-Key': checkoutAttemptKey(body) },
  })
}

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      endCheckoutAttempt()
      return queryClient.invalidateQueries({ queryKey: ['orders'] })
    },
  })
}
