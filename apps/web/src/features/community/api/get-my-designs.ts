import { apiPath } from '@rdo/contracts/paths'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { MyDesignsResponse } from '@rdo/contracts'
import { MY_DESIGNS_PAGE_SIZE } from '@rdo/contracts/community-messages'
import { api } from '@/lib/api-client'

export const myDesignsQueryKey = ['my-designs'] as const

export function getMyDesigns(page: number): Promise<MyDesignsResponse> {
  return api.get<MyDesignsResponse>(apiPath('/api/my-designs'), {
    query: { page, per_page: MY_DESIGNS_PAGE_SIZE },
  })
}

export function getMyDesignsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...myDesignsQueryKey, page],
    queryFn: () => getMyDesigns(page),
    placeholderData: keepPreviousData,
  })
}

export function useMyDesigns(page: number) {
  return useQuery(getMyDesignsQueryOptions(page))
}
