import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WalletResponse } from '@rdo/contracts'
import type { Wallet } from '@wallet-standard/base'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { disconnectWallets } from '../lib/standard-wallets'
import { walletKeys } from './wallet-keys'

export function unlinkWallet(): Promise<void> {
  return api.delete<void>(apiPath('/api/wallet'))
}

/** Unlink the wallet from the account, then disconnect the browser wallets that hold its address. */
export function useUnlinkWallet() {
  const queryClient = useQueryClient()
  const userId = useSession().user?.id ?? ''
  return useMutation({
    mutationFn: async ({ address, wallets }: { address: string; wallets: readonly Wallet[] }) => {
      await unlinkWallet()
      await disconnectWallets(wallets, address)
    },
    onSuccess: () => {
      queryClient.setQueryData<WalletResponse>(walletKeys.linked(userId), { wallet: null })
      return queryClient.invalidateQueries({ queryKey: walletKeys.gates() })
    },
  })
}
