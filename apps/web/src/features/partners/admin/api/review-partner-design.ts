import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminPartnerDesignsResponse, PartnerDesign } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import type { PartnerDecision } from './review-partner'
import { partnerAdminKeys } from './partner-admin-keys'

type Variables = { id: string; partnerId: string; decision: PartnerDecision }

function reviewPartnerDesign({ id, decision }: Variables) {
  const path =
    decision === 'approve'
      ? apiPath('/api/admin/partner-designs/:id/approve', { id })
      : apiPath('/api/admin/partner-designs/:id/reject', { id })
  return api.post<{ design: PartnerDesign }>(path)
}

/**
 * Approves (its products go live in the partner store) or rejects a partner's pending design. The
 * answered design shows at once; the project's designs, its figures (designs waiting) and the list's
 * pending counts reload afterwards. Callbacks run here, as the row's buttons are gone once it is decided.
 */
export function useReviewPartnerDesign(
  callbacks: {
    onSuccess?: (variables: Variables) => void
    onError?: (error: unknown, variables: Variables) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewPartnerDesign,
    onSuccess: ({ design }, variables) => {
      queryClient.setQueriesData<AdminPartnerDesignsResponse>(
        { queryKey: partnerAdminKeys.section(variables.partnerId, 'designs') },
        (page) =>
          page ? { ...page, items: page.items.map((item) => (item.id === design.id ? design : item)) } : page,
      )
      callbacks.onSuccess?.(variables)
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
    onSettled: (_data, _error, { partnerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerAdminKeys.section(partnerId, 'designs') }),
        queryClient.invalidateQueries({ queryKey: partnerAdminKeys.detail(partnerId), exact: true }),
        queryClient.invalidateQueries({ queryKey: partnerAdminKeys.lists }),
      ]),
  })
}
