import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminDiscountCodeResponse, AdminDiscountListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { discountKeys } from '../../api/discount-keys'

export type DiscountListQuery = Record<string, string | number>

/** One server page of codes with their figures; the previous page stays on screen while the next loads. */
export function useAdminDiscounts(query: DiscountListQuery) {
  return useQuery({
    queryKey: discountKeys.list(query),
    queryFn: () => api.get<AdminDiscountListResponse>(apiPath('/api/admin/discounts'), { query }),
    placeholderData: keepPreviousData,
  })
}

/** One code with the names of its products and categories, for the editor. */
export function useAdminDiscount(id: string | null) {
  return useQuery({
    queryKey: discountKeys.detail(id ?? ''),
    queryFn: () => api.get<AdminDiscountCodeResponse>(apiPath('/api/admin/discounts/:id', { id: id! })),
    enabled: id !== null,
  })
}
