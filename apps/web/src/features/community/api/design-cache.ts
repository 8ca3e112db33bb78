import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { nextVoteWeight } from '@rdo/contracts/community-messages'
import type { DesignDetail, DesignListResponse, DesignReactions } from '@rdo/contracts'
import {
  applyReactionToCounts,
  applyReactionToViewer,
  optimisticFigures,
  patchDesignDetail,
  patchDesignList,
  setViewerReaction,
  viewerReactionOf,
  type DesignFigures,
  type ReactionChange,
  type ViewerReaction,
} from '../lib/reactions'
import { designKeys } from './design-keys'

/**
 * One design's figures in every cached gallery page and on its design page, so a vote on a card, a
 * vote on the design page and a live update from others all show everywhere at once.
 */
export function writeDesignFigures(queryClient: QueryClient, designId: string, figures: DesignFigures) {
  queryClient.setQueriesData<DesignListResponse>({ queryKey: designKeys.lists() }, (list) =>
    list ? patchDesignList(list, designId, figures) : list,
  )
  queryClient.setQueryData<DesignDetail>(designKeys.detail(designId), (detail) =>
    detail ? patchDesignDetail(detail, designId, figures) : detail,
  )
}

/** The viewer's vote and dislike on one design, in every cached reactions answer that covers it. */
export function writeViewerReaction(queryClient: QueryClient, designId: string, viewer: ViewerReaction) {
  for (const [key, data] of reactionQueries(queryClient, designId)) {
    queryClient.setQueryData<DesignReactions>(key, setViewerReaction(data, designId, viewer))
  }
}

function reactionQueries(queryClient: QueryClient, designId: string): [QueryKey, DesignReactions][] {
  return queryClient
    .getQueriesData<DesignReactions>({ queryKey: designKeys.reactionsAll() })
    .filter((entry): entry is [QueryKey, DesignReactions] => {
      const ids = entry[0][3]
      return entry[1] !== undefined && typeof ids === 'string' && ids.split(',').includes(designId)
    })
}

/** What one design looked like in each cache before an optimistic change, to put back on failure. */
export interface DesignSnapshot {
  lists: [QueryKey, DesignFigures][]
  detail: DesignFigures | null
  reactions: [QueryKey, ViewerReaction][]
}

/** Shows a vote or dislike at once and returns what to restore if the server refuses it. */
export function applyOptimisticReaction(queryClient: QueryClient, change: ReactionChange): DesignSnapshot {
  const { designId } = change
  const detail = queryClient.getQueryData<DesignDetail>(designKeys.detail(designId))
  const snapshot: DesignSnapshot = {
    lists: [],
    detail: detail
      ? {
          votes: detail.votes,
          dislike_count: detail.dislike_count,
          net_score: detail.net_score,
          weighted_score: detail.weighted_score,
          current_weight: detail.current_weight,
        }
      : null,
    reactions: [],
  }

  for (const [key, list] of queryClient.getQueriesData<DesignListResponse>({
    queryKey: designKeys.lists(),
  })) {
    const item = list?.items.find((i) => i.id === designId)
    if (!list || !item) continue
    snapshot.lists.push([key, { ...item }])
    const weight = detail?.current_weight ?? nextVoteWeight(item.votes)
    queryClient.setQueryData<DesignListResponse>(
      key,
      patchDesignList(list, designId, applyReactionToCounts(item, change, weight)),
    )
  }
  if (detail) {
    queryClient.setQueryData<DesignDetail>(
      designKeys.detail(designId),
      patchDesignDetail(detail, designId, optimisticFigures(detail, change)),
    )
  }
  for (const [key, data] of reactionQueries(queryClient, designId)) {
    const viewer = viewerReactionOf(data, designId)
    snapshot.reactions.push([key, viewer])
    queryClient.setQueryData<DesignReactions>(
      key,
      setViewerReaction(data, designId, applyReactionToViewer(viewer, change)),
    )
  }
  return snapshot
}

/** Puts one design's figures and the viewer's state back as they were before a refused change. */
export function restoreDesign(queryClient: QueryClient, designId: string, snapshot: DesignSnapshot) {
  for (const [key, figures] of snapshot.lists) {
    queryClient.setQueryData<DesignListResponse>(key, (list) =>
      list ? patchDesignList(list, designId, figures) : list,
    )
  }
  if (snapshot.detail) {
    const figures = snapshot.detail
    queryClient.setQueryData<DesignDetail>(designKeys.detail(designId), (detail) =>
      detail ? patchDesignDetail(detail, designId, figures) : detail,
    )
  }
  for (const [key, viewer] of snapshot.reactions) {
    queryClient.setQueryData<DesignReactions>(key, (data) =>
      data ? setViewerReaction(data, designId, viewer) : data,
    )
  }
}
