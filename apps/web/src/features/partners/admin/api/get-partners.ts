import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminPartnersResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

export type PartnerListQuery = Record<string, string | number>

/** One server page of partner applications; the previous page stays on screen while the next one loads. */
export function useAdminPartners(query: PartnerListQuery) {
  return useQuery({
    queryKey: partnerAdminKeys.list(query),
    queryFn: () => api.get<AdminPartnersResponse>(apiPath('/api/admin/partners'), { query }),
    placeholderData: keepPreviousData,
  })
}
