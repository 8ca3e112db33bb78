import { apiPath } from '@rdo/contracts/paths'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { OrderListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const ordersQueryKey = ['orders'] as const
const PAGE_SIZE = 20

export function getOrders(offset: number): Promise<OrderListResponse> {
  return api.get<OrderListResponse>(apiPath('/api/orders'), { query: { limit: PAGE_SIZE, offset } })
}

export function getOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...ordersQueryKey, 'list'],
    queryFn: ({ pageParam }) => getOrders(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0)
      return loaded < last.total && last.items.length > 0 ? loaded : undefined
    },
  })
}

export function useOrders() {
  return useInfiniteQuery(getOrdersQueryOptions())
}
