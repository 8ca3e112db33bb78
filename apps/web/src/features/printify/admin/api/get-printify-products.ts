import { useQuery } from '@tanstack/react-query'
import type { PrintifyProductsResponse } from '@rdo/contracts/printify'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { retryUnlessKeyIssue } from '../lib/load-problem'
import { printifyAdminKeys } from './printify-admin-keys'

/**
 * One of Printify's own pages of a shop's products. The previous page stays on screen while the next
 * loads, but never another shop's products.
 */
export function usePrintifyProducts(shopId: number | null, page: number) {
  return useQuery({
    queryKey: printifyAdminKeys.shopProductsPage(shopId ?? 0, page),
    queryFn: () =>
      api.get<PrintifyProductsResponse>(
        apiPath('/api/admin/printify/shops/:shopId/products', { shopId: String(shopId) }),
        { query: { page } },
      ),
    enabled: shopId !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === shopId ? previous : undefined,
    retry: retryUnlessKeyIssue,
  })
}
