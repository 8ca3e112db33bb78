import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  RETURN_MESSAGES,
  type OrderReturn,
  type OrderReturnsResponse,
  type ReturnRequestBody,
} from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { ordersQueryKey } from './get-orders'

const returnsKey = (id: string) => [...ordersQueryKey, 'detail', id, 'returns'] as const

export const getOrderReturns = (id: string) =>
  api.get<OrderReturnsResponse>(apiPath('/api/orders/:id/returns', { id }))

/** The order's returns and what may be returned now (or why not). */
export const useOrderReturns = (id: string) =>
  useQuery({ queryKey: returnsKey(id), queryFn: () => getOrderReturns(id) })

export function useRequestReturn({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReturnRequestBody }) =>
      api.post<OrderReturn>(apiPath('/api/orders/:id/returns', { id }), body),
    onSuccess: (_r, { id }) => {
      toast.success(RETURN_MESSAGES.requested)
      void queryClient.invalidateQueries({ queryKey: returnsKey(id) })
      onSuccess?.()
    },
    onError: (error) => toast.error(errorMessage(error, RETURN_MESSAGES.requestFailed)),
  })
}
