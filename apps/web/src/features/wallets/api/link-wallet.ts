import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WalletNonceResponse, WalletResponse } from '@rdo/contracts'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { linkWithWallet, type LinkSteps, type SigningWallet } from '../lib/standard-wallets'
import { walletKeys } from './wallet-keys'

const steps: LinkSteps = {
  requestNonce: (address) => api.post<WalletNonceResponse>(apiPath('/api/wallet/nonce'), { address }),
  verify: (body) => api.post<WalletResponse>(apiPath('/api/wallet/verify'), body),
}

/** Connect a browser wallet and link it to the account once the server has verified its signature. */
export function useLinkWallet() {
  const queryClient = useQueryClient()
  const userId = useSession().user?.id ?? ''
  return useMutation({
    mutationFn: (wallet: SigningWallet) => linkWithWallet(wallet, steps),
    onSuccess: (answer) => {
      queryClient.setQueryData(walletKeys.linked(userId), answer)
      return queryClient.invalidateQueries({ queryKey: walletKeys.gates() })
    },
  })
}
