import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminPage, PartnerPayout } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

export function useAdminPartnerPayouts(id: string, page: number, perPage: number) {
  return useQuery({
    queryKey: partnerAdminKeys.payouts(id, page, perPage),
    queryFn: () =>
      api.get<AdminPage<PartnerPayout>>(apiPath('/api/admin/partners/:id/payouts', { id }), {
        query: { page, per_page: perPage },
      }),
    placeholderData: keepPreviousData,
  })
}
