import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatePayoutBody, PartnerPayout } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

function recordPayout({ id, body }: { id: string; body: CreatePayoutBody }) {
  return api.post<{ payout: PartnerPayout }>(apiPath('/api/admin/partners/:id/payouts', { id }), body)
}

/**
 * Records that every pending ledger entry was paid in one transfer, checked on chain by the server. The figures, the ledger (entries now
 * paid) and the payout history reload, also after a refusal, whose balance was out of date.
 */
export function useRecordPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordPayout,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerAdminKeys.detail(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: partnerAdminKeys.section(id, 'ledger') }),
        queryClient.invalidateQueries({ queryKey: partnerAdminKeys.section(id, 'payouts') }),
      ]),
  })
}
