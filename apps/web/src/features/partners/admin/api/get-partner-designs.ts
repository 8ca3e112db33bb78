import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminPartnerDesignsResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

export function useAdminPartnerDesigns(id: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: partnerAdminKeys.designs(id, query),
    queryFn: () =>
      api.get<AdminPartnerDesignsResponse>(apiPath('/api/admin/partners/:id/designs', { id }), { query }),
    placeholderData: keepPreviousData,
  })
}
