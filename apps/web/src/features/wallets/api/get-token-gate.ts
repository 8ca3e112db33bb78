import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TokenGateResponse } from '@rdo/contracts'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { useHydrated } from '@/lib/use-hydrated'
import { walletKeys } from './wallet-keys'

export function getTokenGate(minimum: number): Promise<TokenGateResponse> {
  return api.get<TokenGateResponse>(apiPath('/api/token-gate'), { query: { minimum } })
}

export function getTokenGateQueryOptions(userId: string, minimum: number) {
  return queryOptions({ queryKey: walletKeys.gate(userId, minimum), queryFn: () => getTokenGate(minimum) })
}

/**
 * The server's decision for gated content, from the linked wallet's balance. Asked in the browser once
 * the page has hydrated and the session is known (the server renders the same page for everyone).
 */
export function useTokenGate(minimum: number) {
  const hydrated = useHydrated()
  const session = useSession()
  const userId = session.user?.id ?? ''
  return useQuery({
    ...getTokenGateQueryOptions(userId, minimum),
    enabled: hydrated && !session.isPending,
  })
}
