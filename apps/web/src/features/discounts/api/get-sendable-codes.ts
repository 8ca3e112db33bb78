import { useQuery } from '@tanstack/react-query'
import type { AdminDiscountCode, AdminDiscountListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { discountKeys } from './discount-keys'

const page = (status: 'active' | 'scheduled') =>
  api.get<AdminDiscountListResponse>(apiPath('/api/admin/discounts'), {
    query: { status, sort: 'code', dir: 'asc', per_page: 100 },
  })

/** The codes an email may carry: running and scheduled ones, A–Z (up to a hundred of each). */
export function useSendableDiscountCodes() {
  return useQuery({
    queryKey: discountKeys.sendable,
    queryFn: async (): Promise<AdminDiscountCode[]> => {
      const [active, scheduled] = await Promise.all([page('active'), page('scheduled')])
      return [...active.items, ...scheduled.items].sort((a, b) => a.code.localeCompare(b.code))
    },
    staleTime: 30_000,
  })
}
