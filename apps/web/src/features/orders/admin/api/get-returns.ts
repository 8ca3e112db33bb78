import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminReturnListResponse, ReturnStatus } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { orderKeys } from './order-keys'

export type ReturnListParams = { page: number; status?: ReturnStatus }

export function getReturns(params: ReturnListParams) {
  return api.get<AdminReturnListResponse>(apiPath('/api/admin/returns'), {
    query: { page: params.page, per_page: 20, status: params.status },
  })
}

/** One page of returns, newest first; the previous page stays on screen while the next loads. */
export function useReturns(params: ReturnListParams) {
  return useQuery({
    queryKey: orderKeys.returnList(params),
    queryFn: () => getReturns(params),
    placeholderData: keepPreviousData,
  })
}
