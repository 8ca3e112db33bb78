import {
  ANNOUNCED_WEIGHT_ABOVE,
  DESIGN_MESSAGES as M,
  nextVoteWeight,
  weightedVoteMessage,
} from '@rdo/contracts/community-messages'
import type {
  DesignCounts,
  DesignDetail,
  DesignListResponse,
  DesignReactions,
  ReactionKind,
} from '@rdo/contracts'
import { errorMessage, isApiError } from '@/lib/api-client'

export type { ReactionKind }

/** One vote or dislike, added or taken back. */
export interface ReactionChange {
  designId: string
  kind: ReactionKind
  add: boolean
}

/** What the signed-in viewer has done to a design. */
export interface ViewerReaction {
  voted: boolean
  disliked: boolean
}

/**
 * The counters as they will most likely be once the server has the change, shown at once. A new vote
 * counts with the design's current weight; a removed vote's weight is not known here, so the weighted
 * score waits for the server's answer.
 */
export function applyReactionToCounts(
  counts: DesignCounts,
  change: Pick<ReactionChange, 'kind' | 'add'>,
  currentWeight: number,
): DesignCounts {
  const step = change.add ? 1 : -1
  if (change.kind === 'vote') {
    return {
      votes: Math.max(0, counts.votes + step),
      dislike_count: counts.dislike_count,
      net_score: counts.net_score + step,
      weighted_score: change.add ? counts.weighted_score + currentWeight : counts.weighted_score,
    }
  }
  return {
    votes: counts.votes,
    dislike_count: Math.max(0, counts.dislike_count + step),
    net_score: counts.net_score - step,
    weighted_score: counts.weighted_score,
  }
}

/** The viewer's state after the change. */
export function applyReactionToViewer(
  viewer: ViewerReaction,
  change: Pick<ReactionChange, 'kind' | 'add'>,
): ViewerReaction {
  return change.kind === 'vote' ? { ...viewer, voted: change.add } : { ...viewer, disliked: change.add }
}

export function viewerReactionOf(reactions: DesignReactions | undefined, designId: string): ViewerReaction {
  return {
    voted: reactions?.votes.includes(designId) ?? false,
    disliked: reactions?.dislikes.includes(designId) ?? false,
  }
}

/** Sets (or clears) one design's membership in the viewer's vote and dislike lists. */
export function setViewerReaction(
  reactions: DesignReactions,
  designId: string,
  viewer: ViewerReaction,
): DesignReactions {
  const toggle = (ids: string[], on: boolean) => {
    const without = ids.filter((id) => id !== designId)
    return on ? [...without, designId] : without
  }
  return {
    votes: toggle(reactions.votes, viewer.voted),
    dislikes: toggle(reactions.dislikes, viewer.disliked),
  }
}

/**
 * Why a change cannot be made, known before asking the server (the same words it would answer with),
 * or null when it can.
 */
export function blockedReason(
  viewer: ViewerReaction,
  change: Pick<ReactionChange, 'kind' | 'add'>,
): string | null {
  if (change.kind === 'vote') {
    if (!change.add) return viewer.voted ? null : M.noVoteToRemove
    if (viewer.voted) return M.alreadyVoted
    if (viewer.disliked) return M.removeDislikeFirst
    return null
  }
  if (!change.add) return viewer.disliked ? null : M.noDislikeToRemove
  if (viewer.disliked) return M.alreadyDisliked
  if (viewer.voted) return M.removeVoteFirst
  return null
}

/** The confirmation after a change; a new vote above the announced weight says how much it counts. */
export function reactionSuccessMessage(
  change: Pick<ReactionChange, 'kind' | 'add'>,
  weight: number | null,
): string {
  if (change.kind === 'vote') {
    if (!change.add) return M.voteRemoved
    return weight !== null && weight > ANNOUNCED_WEIGHT_ABOVE ? weightedVoteMessage(weight) : M.voteRecorded
  }
  return change.add ? M.dislikeRecorded : M.dislikeRemoved
}

function failureMessage(change: Pick<ReactionChange, 'kind' | 'add'>): string {
  if (change.kind === 'vote') return change.add ? M.voteFailed : M.removeVoteFailed
  return change.add ? M.dislikeFailed : M.removeDislikeFailed
}

/**
 * The server's own words for a refusal it explains (a duplicate or the other reaction existing, a
 * sign-in that ran out, a missing design); the generic failure otherwise.
 */
export function reactionErrorMessage(change: Pick<ReactionChange, 'kind' | 'add'>, error: unknown): string {
  const failure = failureMessage(change)
  return isApiError(error) && [401, 404, 409].includes(error.status) ? errorMessage(error, failure) : failure
}

/** The live figures a design page shows beside the counters. */
export interface DesignFigures extends DesignCounts {
  current_weight?: number
  comment_count?: number
}

function countsOf(source: DesignCounts): DesignCounts {
  return {
    votes: source.votes,
    dislike_count: source.dislike_count,
    net_score: source.net_score,
    weighted_score: source.weighted_score,
  }
}

/** A gallery page with one design's figures replaced (the same object when the design is not on it). */
export function patchDesignList(
  list: DesignListResponse,
  designId: string,
  figures: DesignCounts,
): DesignListResponse {
  if (!list.items.some((item) => item.id === designId)) return list
  return {
    ...list,
    items: list.items.map((item) => (item.id === designId ? { ...item, ...countsOf(figures) } : item)),
  }
}

/** A design page's data with new figures (the same object for another design). */
export function patchDesignDetail(
  detail: DesignDetail,
  designId: string,
  figures: DesignFigures,
): DesignDetail {
  if (detail.id !== designId) return detail
  return {
    ...detail,
    ...countsOf(figures),
    current_weight: figures.current_weight ?? detail.current_weight,
    comment_count: figures.comment_count ?? detail.comment_count,
  }
}

/** The optimistic figures for a design page: the counters and the weight the next vote would get. */
export function optimisticFigures(
  figures: DesignCounts & { current_weight: number },
  change: Pick<ReactionChange, 'kind' | 'add'>,
): DesignFigures {
  const counts = applyReactionToCounts(figures, change, figures.current_weight)
  return {
    ...counts,
    current_weight: change.kind === 'vote' ? nextVoteWeight(counts.votes) : figures.current_weight,
  }
}
