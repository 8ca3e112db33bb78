import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DesignReactions } from '@rdo/contracts'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { useHydrated } from '@/lib/use-hydrated'
import { designKeys } from './design-keys'

export function getReactions(ids: readonly string[]): Promise<DesignReactions> {
  return api.get<DesignReactions>(apiPath('/api/community-designs/reactions'), {
    query: { ids: [...ids].sort().join(',') },
  })
}

export function getReactionsQueryOptions(userId: string, ids: readonly string[]) {
  return queryOptions({
    queryKey: designKeys.reactions(userId, ids),
    queryFn: () => getReactions(ids),
  })
}

/**
 * Which of these designs the signed-in viewer voted for or disliked. Asked in the browser only, once
 * the page has hydrated (the server renders the same page for everyone); undefined for visitors.
 */
export function useReactions(ids: readonly string[]) {
  const hydrated = useHydrated()
  const session = useSession()
  const userId = session.user?.id ?? ''
  return useQuery({
    ...getReactionsQueryOptions(userId, ids),
    enabled: hydrated && userId !== '' && ids.length > 0,
  })
}
