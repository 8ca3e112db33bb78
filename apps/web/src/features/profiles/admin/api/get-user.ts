import { useQuery } from '@tanstack/react-query'
import type {
  AdminUserDetail,
  AdminUserDesignList,
  AdminUserOrderList,
  AdminUserTicketList,
} from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, isApiError } from '@/lib/api-client'
import { userKeys } from './user-keys'

export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: () => api.get<AdminUserDetail>(apiPath('/api/admin/users/:id', { id })),
    // A missing user stays missing: no retries before the 'User Not Found' page.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  })
}

type Query = Record<string, string | number>
type TabLists = { orders: AdminUserOrderList; designs: AdminUserDesignList; tickets: AdminUserTicketList }
const tabPath = (tab: keyof TabLists, id: string) =>
  tab === 'orders'
    ? apiPath('/api/admin/users/:id/orders', { id })
    : tab === 'designs'
      ? apiPath('/api/admin/users/:id/designs', { id })
      : apiPath('/api/admin/users/:id/tickets', { id })

/** One server page of the user's orders, designs or support tickets (the detail screen's tabs). */
export function useUserTab<K extends keyof TabLists>(id: string, tab: K, query: Query) {
  return useQuery({
    queryKey: userKeys.tab(id, tab, query),
    queryFn: () => api.get<TabLists[K]>(tabPath(tab, id), { query }),
    placeholderData: (prev) => prev,
  })
}
