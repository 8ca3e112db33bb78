import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WalletResponse } from '@rdo/contracts'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { walletKeys } from './wallet-keys'

export function refreshWallet(): Promise<WalletResponse> {
  return api.post<WalletResponse>(apiPath('/api/wallet/refresh'))
}

/** Read the linked wallet's balance from the chain again; gates decide anew from it. */
export function useRefreshWallet() {
  const queryClient = useQueryClient()
  const userId = useSession().user?.id ?? ''
  return useMutation({
    mutationFn: refreshWallet,
    onSuccess: (answer) => {
      queryClient.setQueryData(walletKeys.linked(userId), answer)
      return queryClient.invalidateQueries({ queryKey: walletKeys.gates() })
    },
  })
}
