import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { DesignReactionResponse } from '@rdo/contracts'
import { api, isApiError } from '@/lib/api-client'
import { reactionErrorMessage, reactionSuccessMessage, type ReactionChange } from '../lib/reactions'
import {
  applyOptimisticReaction,
  restoreDesign,
  writeDesignFigures,
  writeViewerReaction,
  type DesignSnapshot,
} from './design-cache'
import { designKeys } from './design-keys'

/** Adds or removes the viewer's vote or dislike; the answer carries the design's new counters. */
export function reactToDesign({ designId, kind, add }: ReactionChange): Promise<DesignReactionResponse> {
  const path =
    kind === 'vote'
      ? apiPath('/api/community-designs/:id/vote', { id: designId })
      : apiPath('/api/community-designs/:id/dislike', { id: designId })
  return add ? api.post<DesignReactionResponse>(path) : api.delete<DesignReactionResponse>(path)
}

/**
 * A vote or dislike shown at once (counters and button state), confirmed with the server's counters
 * or rolled back with its reason. One hook per card or box, so `isPending` belongs to that design.
 */
export function useReactToDesign() {
  const queryClient = useQueryClient()
  return useMutation<DesignReactionResponse, unknown, ReactionChange, DesignSnapshot>({
    mutationFn: reactToDesign,
    onMutate: (change) => applyOptimisticReaction(queryClient, change),
    onError: (error, change, snapshot) => {
      if (snapshot) restoreDesign(queryClient, change.designId, snapshot)
      // A refusal means this page's idea of the viewer's vote was out of date (another tab, another
      // device): ask again what they did and what the counters are.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: designKeys.reactionsAll() })
        void queryClient.invalidateQueries({ queryKey: designKeys.detail(change.designId) })
      }
      toast.error(reactionErrorMessage(change, error))
    },
    onSuccess: (result, change) => {
      writeDesignFigures(queryClient, change.designId, {
        ...result.counts,
        current_weight: result.current_weight,
      })
      writeViewerReaction(queryClient, change.designId, { voted: result.voted, disliked: result.disliked })
      toast.success(reactionSuccessMessage(change, result.weight))
    },
  })
}
