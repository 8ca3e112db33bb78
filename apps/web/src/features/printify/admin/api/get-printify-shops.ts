import { useQuery } from '@tanstack/react-query'
import type { PrintifyShopsResponse } from '@rdo/contracts/printify'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { retryUnlessKeyIssue } from '../lib/load-problem'
import { printifyAdminKeys } from './printify-admin-keys'

/** The shops of the server's Printify key, or `configured: false` when it has none. */
export function usePrintifyShops() {
  return useQuery({
    queryKey: printifyAdminKeys.shops,
    queryFn: () => api.get<PrintifyShopsResponse>(apiPath('/api/admin/printify/shops')),
    retry: retryUnlessKeyIssue,
  })
}
