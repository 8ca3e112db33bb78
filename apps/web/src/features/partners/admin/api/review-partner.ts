import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminPartnerDetailResponse, AdminPartnersResponse, PartnerProject } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

export type PartnerDecision = 'approve' | 'reject'
type Variables = { id: string; decision: PartnerDecision }

function reviewPartner({ id, decision }: Variables) {
  const path =
    decision === 'approve'
      ? apiPath('/api/admin/partners/:id/approve', { id })
      : apiPath('/api/admin/partners/:id/reject', { id })
  return api.post<{ project: PartnerProject }>(path)
}

/**
 * Approves or rejects a pending application. The answered project shows at once in the detail and in
 * every list page holding it; then both reload, also after a 409 (another admin decided first).
 * The callbacks run even when the buttons that started the decision are gone by then (the row is no
 * longer pending), so the toasts are never lost.
 */
export function useReviewPartner(
  callbacks: {
    onSuccess?: (variables: Variables) => void
    onError?: (error: unknown, variables: Variables) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewPartner,
    onSuccess: ({ project }, variables) => {
      queryClient.setQueryData<AdminPartnerDetailResponse>(partnerAdminKeys.detail(project.id), (detail) =>
        detail ? { ...detail, project } : detail,
      )
      queryClient.setQueriesData<AdminPartnersResponse>({ queryKey: partnerAdminKeys.lists }, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((row) =>
                row.id === project.id ? { ...row, status: project.status } : row,
              ),
            }
          : list,
      )
      callbacks.onSuccess?.(variables)
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerAdminKeys.lists }),
        queryClient.invalidateQueries({ queryKey: partnerAdminKeys.detail(id), exact: true }),
      ]),
  })
}
