import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminWalletsResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { walletAdminKeys } from './wallet-admin-keys'

export type WalletListQuery = {
  page: number
  per_page: number
  sort: 'last_updated'
  dir: 'asc' | 'desc'
  q?: string
}

/** One server page of wallets; the previous page stays on screen while the next one loads. */
export function useAdminWallets(query: WalletListQuery) {
  return useQuery({
    queryKey: walletAdminKeys.list(query),
    queryFn: () => api.get<AdminWalletsResponse>(apiPath('/api/admin/wallets'), { query }),
    placeholderData: keepPreviousData,
  })
}
