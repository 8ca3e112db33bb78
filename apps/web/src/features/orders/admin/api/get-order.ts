import { useQuery } from '@tanstack/react-query'
import type { AdminOrderDetail } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, isApiError } from '@/lib/api-client'
import { orderKeys } from './order-keys'

export function getOrder(id: string) {
  return api.get<AdminOrderDetail>(apiPath('/api/admin/orders/:id', { id }))
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: () => getOrder(id),
    // A missing order stays missing: no retries before the 'Order Not Found' page.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  })
}
