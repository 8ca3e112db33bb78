import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { ordersQueryKey } from './get-orders'

export function getOrder(id: string): Promise<OrderResponse> {
  return api.get<OrderResponse>(apiPath('/api/orders/:id', { id }))
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({ queryKey: [...ordersQueryKey, 'detail', id], queryFn: () => getOrder(id) })
}

export function useOrder(id: string) {
  return useQuery({ ...getOrderQueryOptions(id), enabled: id !== '' })
}
