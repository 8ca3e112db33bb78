import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { walletAdminKeys } from './wallet-admin-keys'

const removeWallet = (id: string) => api.delete<void>(apiPath('/api/admin/wallets/:id', { id }))

/** Stops tracking an address (the server refuses a wallet an account linked); the lists reload. */
export function useRemoveWallet(
  callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeWallet,
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletAdminKeys.lists }),
  })
}
