import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReportedCommentListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { designKeys } from './design-keys'

export function useCommentReports(query: Record<string, string | number>) {
  return useQuery({
    queryKey: designKeys.reportList(query),
    queryFn: () => api.get<ReportedCommentListResponse>(apiPath('/api/admin/comment-reports'), { query }),
    placeholderData: keepPreviousData,
  })
}

/** Hides a reported comment from the design page, or dismisses its reports. */
export function useModerateComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ commentId, kind }: { commentId: string; kind: 'hide' | 'dismiss' }) =>
      kind === 'hide'
        ? api.post(apiPath('/api/admin/comment-reports/:commentId/hide', { commentId }))
        : api.post(apiPath('/api/admin/comment-reports/:commentId/dismiss', { commentId })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: designKeys.reports })
      void queryClient.invalidateQueries({ queryKey: designKeys.summary, refetchType: 'none' })
    },
  })
}
