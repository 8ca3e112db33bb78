import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminPartnerLedgerResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

export function useAdminPartnerLedger(id: string, page: number, perPage: number) {
  return useQuery({
    queryKey: partnerAdminKeys.ledger(id, page, perPage),
    queryFn: () =>
      api.get<AdminPartnerLedgerResponse>(apiPath('/api/admin/partners/:id/ledger', { id }), {
        query: { page, per_page: perPage },
      }),
    placeholderData: keepPreviousData,
  })
}
