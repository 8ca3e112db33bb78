import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { VoteAnomalyListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { designKeys } from './design-keys'

export function useVoteAnomalies(query: Record<string, string | number>) {
  return useQuery({
    queryKey: designKeys.anomalyList(query),
    queryFn: () => api.get<VoteAnomalyListResponse>(apiPath('/api/admin/vote-anomalies'), { query }),
    placeholderData: keepPreviousData,
  })
}

/** Marks a flag resolved, or removes the flagged vote or dislike (which resolves it too). */
export function useAnomalyAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: 'resolve' | 'remove-vote' }) =>
      kind === 'resolve'
        ? api.post(apiPath('/api/admin/vote-anomalies/:id/resolve', { id }))
        : api.post(apiPath('/api/admin/vote-anomalies/:id/remove-vote', { id })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: designKeys.anomalies })
      // The designs' counters and open-flag counts change; their screens reload when shown next.
      void queryClient.invalidateQueries({ queryKey: designKeys.all, refetchType: 'none' })
    },
  })
}
