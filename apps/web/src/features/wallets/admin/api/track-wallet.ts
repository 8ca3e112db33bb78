import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminWalletRow } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { walletAdminKeys } from './wallet-admin-keys'

const trackWallet = (address: string) =>
  api.post<{ wallet: AdminWalletRow }>(apiPath('/api/admin/wallets'), { address })

/** Tracks an address that no account linked; every list page reloads so the new row shows. */
export function useTrackWallet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: trackWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletAdminKeys.lists }),
  })
}
