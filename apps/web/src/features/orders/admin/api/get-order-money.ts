import { useQuery } from '@tanstack/react-query'
import type { AdminOrderMoney } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { orderKeys } from './order-keys'

export function getOrderMoney(id: string) {
  return api.get<AdminOrderMoney>(apiPath('/api/admin/orders/:id/money', { id }))
}

/** What is left to refund line by line, the refunds made, the staff notes and the returns. */
export function useOrderMoney(id: string) {
  return useQuery({ queryKey: orderKeys.money(id), queryFn: () => getOrderMoney(id) })
}
