import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WalletResponse } from '@rdo/contracts'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { walletKeys } from './wallet-keys'

export function getWallet(): Promise<WalletResponse> {
  return api.get<WalletResponse>(apiPath('/api/wallet'))
}

export function getWalletQueryOptions(userId: string) {
  return queryOptions({ queryKey: walletKeys.linked(userId), queryFn: getWallet })
}

/** The wallet linked to the signed-in account (`data.wallet`, null when none); idle for visitors. */
export function useWallet() {
  const { user } = useSession()
  const userId = user?.id ?? ''
  return useQuery({ ...getWalletQueryOptions(userId), enabled: userId !== '' })
}
