import { useQuery } from '@tanstack/react-query'
import type { AdminUserListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { userKeys } from './user-keys'

export function getUsers(query: Record<string, string | number>) {
  return api.get<AdminUserListResponse>(apiPath('/api/admin/users'), { query })
}

/** One server page of users; the previous page stays on screen while the next one loads. */
export function useUsers(query: Record<string, string | number>) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    placeholderData: (prev) => prev,
  })
}

/** The CSV export of the users the list shows (same search and role filter), as a plain download link. */
export function usersExportHref(query: Record<string, string | number>) {
  const params = new URLSearchParams()
  for (const key of ['q', 'role']) if (query[key]) params.set(key, String(query[key]))
  const search = params.toString()
  return `${apiPath('/api/admin/users/export.csv')}${search ? `?${search}` : ''}`
}
