import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminWalletRow, AdminWalletsResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { walletAdminKeys } from './wallet-admin-keys'

const refreshWalletBalance = (id: string) =>
  api.post<{ wallet: AdminWalletRow }>(apiPath('/api/admin/wallets/:id/refresh', { id }))

/**
 * Reads one wallet's balance from the chain now. The answered row replaces the old one where it stands:
 * the list is ordered by last update, and a row jumping to the top under the pointer would lose the
 * admin's place. Lists are only marked stale, so the order catches up on the next load.
 * The callbacks live on the mutation, so the toast still shows if the row left the screen meanwhile.
 */
export function useRefreshWalletBalance(
  callbacks: { onSuccess?: (wallet: AdminWalletRow) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refreshWalletBalance,
    onSuccess: ({ wallet }) => {
      queryClient.setQueriesData<AdminWalletsResponse>({ queryKey: walletAdminKeys.lists }, (list) =>
        list ? { ...list, items: list.items.map((row) => (row.id === wallet.id ? wallet : row)) } : list,
      )
      void queryClient.invalidateQueries({ queryKey: walletAdminKeys.lists, refetchType: 'none' })
      callbacks.onSuccess?.(wallet)
    },
    onError: (error) => callbacks.onError?.(error),
  })
}
