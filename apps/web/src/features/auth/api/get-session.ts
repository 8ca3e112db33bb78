import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const sessionQueryKey = ['session'] as const

export function getSession(): Promise<SessionResponse> {
  return api.get<SessionResponse>(apiPath('/api/auth/session'))
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  })
}

export function useSession() {
  const query = useQuery(getSessionQueryOptions())
  const user = query.data?.user ?? null
  return {
    ...query,
    user,
    profile: query.data?.profile ?? null,
    /** The admin browsing the shop as this user, when this session is an impersonation. */
    impersonatedBy: query.data?.impersonated_by ?? null,
    // Admin status comes from the session; any failure means not admin (docs/accounts.md).
    isAdmin: user?.role === 'admin',
    isSignedIn: user !== null,
  }
}
