import { useQuery } from '@tanstack/react-query'
import type { AdminPartnerDetailResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, isApiError } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

export function useAdminPartner(id: string) {
  return useQuery({
    queryKey: partnerAdminKeys.detail(id),
    queryFn: () => api.get<AdminPartnerDetailResponse>(apiPath('/api/admin/partners/:id', { id })),
    // A missing project stays missing: no retries before the 'Partner not found' page.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  })
}
