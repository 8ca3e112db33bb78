import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PartnerPayout } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

function recordPayout({ id, transaction }: { id: string; transaction: string }) {
  return api.post<{ payout: PartnerPayout }>(apiPath('/api/admin/partners/:id/payouts', { id }), {
    transaction,
  })
}

/**
 * Records that every pending ledger entry was paid in one transfer. The figures, the ledger (entries now
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
