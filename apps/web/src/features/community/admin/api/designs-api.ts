import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminDesignDetail, AdminDesignListResponse, AdminDesignSummary } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { adminKeys } from '@/components/admin/admin-keys'
import { api, isApiError } from '@/lib/api-client'
import { designKeys } from './design-keys'

type Query = Record<string, string | number>

/** One server page of submissions; the previous page stays on screen while the next one loads. */
export function useAdminDesigns(query: Query) {
  return useQuery({
    queryKey: designKeys.list(query),
    queryFn: () => api.get<AdminDesignListResponse>(apiPath('/api/admin/designs'), { query }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminDesign(id: string) {
  return useQuery({
    queryKey: designKeys.detail(id),
    queryFn: () => api.get<AdminDesignDetail>(apiPath('/api/admin/designs/:id', { id })),
    // A missing design stays missing: no retries before the 'Design not found' page.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  })
}

/** Counts for the dashboard's designs tab. */
export function useDesignSummary() {
  return useQuery({
    queryKey: designKeys.summary,
    queryFn: () => api.get<AdminDesignSummary>(apiPath('/api/admin/designs/summary')),
  })
}

export function uploadMockup({ id, file }: { id: string; file: File }) {
  const form = new FormData()
  form.append('file', file, file.name)
  return api.post<{ url: string }>(apiPath('/api/admin/designs/:id/mockup', { id }), form)
}

type Review =
  | { kind: 'approve'; id: string; mockup_url: string }
  | { kind: 'reject'; id: string; feedback: string }
  | { kind: 'feedback'; id: string; feedback: string }
  | { kind: 'delete'; id: string }

/** Approve, reject and feedback answer with the design as it now is; delete answers nothing. */
function review(action: Review): Promise<AdminDesignDetail | undefined> {
  const { id } = action
  switch (action.kind) {
    case 'approve':
      return api.post(apiPath('/api/admin/designs/:id/approve', { id }), { mockup_url: action.mockup_url })
    case 'reject':
      return api.post(apiPath('/api/admin/designs/:id/reject', { id }), { feedback: action.feedback })
    case 'feedback':
      return api.post(apiPath('/api/admin/designs/:id/feedback', { id }), { feedback: action.feedback })
    case 'delete':
      return api.delete(apiPath('/api/admin/designs/:id', { id }))
  }
}

/**
 * Every review action on one design. One mutation, so "an action is running" is a single flag that
 * disables all the page's controls. Afterwards the lists and counts reload; the page shows the design
 * the server answered with.
 */
export function useReviewDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: review,
    onSuccess: (design, action) => {
      if (design) queryClient.setQueryData(designKeys.detail(action.id), design)
      // Lists, counts and the submitter's page in the back office reload when shown next. Nothing is
      // refetched now, so the page left after a delete does not ask for the design it just deleted.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' })
    },
  })
}
