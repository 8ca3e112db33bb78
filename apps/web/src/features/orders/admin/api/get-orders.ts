import { useQuery } from '@tanstack/react-query'
import type { AdminOrderListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { orderKeys } from './order-keys'

type Query = Record<string, string | number>

export function getOrders(query: Query) {
  return api.get<AdminOrderListResponse>(apiPath('/api/admin/orders'), { query })
}

/** One server page of orders; the previous page stays on screen while the next one loads. */
export function useOrders(query: Query) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => getOrders(query),
    placeholderData: (prev) => prev,
  })
}

/** The CSV export of the orders the list shows (same search and status filter), as a plain download link. */
export function ordersExportHref(query: Query) {
  const params = new URLSearchParams()
  for (const key of ['q', 'status']) if (query[key]) params.set(key, String(query[key]))
  const search = params.toString()
  return `${apiPath('/api/admin/orders/export.csv')}${search ? `?${search}` : ''}`
}

/** Every active newsletter subscriber as CSV. */
export const subscribersExportHref = () => apiPath('/api/admin/subscribers/export.csv') as string
