import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WalletResponse } from '@rdo/contracts'
import type { Wallet } from '@wallet-standard/base'
import { toast } from 'sonner'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { useSession } from '@/features/auth'
import { api, errorMessage } from '@/lib/api-client'
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
    // Toasts here, not in the caller: the linked wallet's card unmounts as soon as the data says so.
    onSuccess: () => {
      toast.success(M.disconnected)
      queryClient.setQueryData<WalletResponse>(walletKeys.linked(userId), { wallet: null })
      return queryClient.invalidateQueries({ queryKey: walletKeys.gates() })
    },
    onError: (error) => toast.error(errorMessage(error, M.disconnectFailed)),
  })
}
