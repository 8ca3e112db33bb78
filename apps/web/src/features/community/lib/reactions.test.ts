import { describe, expect, it } from 'vitest'
import type { DesignDetail, DesignListResponse } from '@rdo/contracts'
import { DESIGN_MESSAGES as M } from '@rdo/contracts/community-messages'
import { ApiError } from '@/lib/api-client'
import {
  applyReactionToCounts,
  applyReactionToViewer,
  blockedReason,
  optimisticFigures,
  patchDesignDetail,
  patchDesignList,
  reactionErrorMessage,
  reactionSuccessMessage,
  setViewerReaction,
  viewerReactionOf,
} from './reactions'

const counts = { votes: 10, dislike_count: 3, net_score: 7, weighted_score: 18.5 }

describe('optimistic counters', () => {
  it('a new vote adds one vote, one net point and its weight', () => {
    expect(applyReactionToCounts(counts, { kind: 'vote', add: true }, 1.9)).toEqual({
      votes: 11,
      dislike_count: 3,
      net_score: 8,
      weighted_score: 20.4,
    })
  })

  it('a removed vote takes them back, waiting for the server on the weight', () => {
    expect(applyReactionToCounts(counts, { kind: 'vote', add: false }, 1.9)).toEqual({
      ...counts,
      votes: 9,
      net_score: 6,
    })
  })

  it('a dislike lowers the net score; removing it raises it again', () => {
    const after = applyReactionToCounts(counts, { kind: 'dislike', add: true }, 2)
    expect(after).toEqual({ ...counts, dislike_count: 4, net_score: 6 })
    expect(applyReactionToCounts(after, { kind: 'dislike', add: false }, 2)).toEqual(counts)
  })

  it('never counts below zero', () => {
    const none = { votes: 0, dislike_count: 0, net_score: 0, weighted_score: 0 }
    expect(applyReactionToCounts(none, { kind: 'vote', add: false }, 2).votes).toBe(0)
    expect(applyReactionToCounts(none, { kind: 'dislike', add: false }, 2).dislike_count).toBe(0)
  })

  it('a vote lowers the next vote weight along the curve', () => {
    expect(optimisticFigures({ ...counts, current_weight: 1.9 }, { kind: 'vote', add: true })).toMatchObject({
      votes: 11,
      current_weight: 1.89,
    })
    expect(
      optimisticFigures({ ...counts, current_weight: 1.9 }, { kind: 'dislike', add: true }),
    ).toMatchObject({
      current_weight: 1.9,
    })
  })
})

describe('viewer state', () => {
  const reactions = { votes: ['a', 'b'], dislikes: ['c'] }

  it('reads and writes one design', () => {
    expect(viewerReactionOf(reactions, 'a')).toEqual({ voted: true, disliked: false })
    expect(viewerReactionOf(reactions, 'c')).toEqual({ voted: false, disliked: true })
    expect(viewerReactionOf(undefined, 'a')).toEqual({ voted: false, disliked: false })
    expect(setViewerReaction(reactions, 'a', { voted: false, disliked: false })).toEqual({
      votes: ['b'],
      dislikes: ['c'],
    })
    expect(setViewerReaction(reactions, 'd', { voted: true, disliked: false })).toEqual({
      votes: ['a', 'b', 'd'],
      dislikes: ['c'],
    })
  })

  it('applies a change and rolls it back', () => {
    const before = { voted: false, disliked: false }
    const after = applyReactionToViewer(before, { kind: 'vote', add: true })
    expect(after).toEqual({ voted: true, disliked: false })
    expect(setViewerReaction(setViewerReaction(reactions, 'x', after), 'x', before)).toEqual(reactions)
  })
})

describe('what may be done', () => {
  const none = { voted: false, disliked: false }
  const voted = { voted: true, disliked: false }
  const disliked = { voted: false, disliked: true }

  it('allows a first vote or dislike and removing one that exists', () => {
    expect(blockedReason(none, { kind: 'vote', add: true })).toBeNull()
    expect(blockedReason(none, { kind: 'dislike', add: true })).toBeNull()
    expect(blockedReason(voted, { kind: 'vote', add: false })).toBeNull()
    expect(blockedReason(disliked, { kind: 'dislike', add: false })).toBeNull()
  })

  it('refuses duplicates and the other reaction with the server’s words', () => {
    expect(blockedReason(voted, { kind: 'vote', add: true })).toBe(M.alreadyVoted)
    expect(blockedReason(disliked, { kind: 'dislike', add: true })).toBe(M.alreadyDisliked)
    expect(blockedReason(voted, { kind: 'dislike', add: true })).toBe(M.removeVoteFirst)
    expect(blockedReason(disliked, { kind: 'vote', add: true })).toBe(M.removeDislikeFirst)
    expect(blockedReason(none, { kind: 'vote', add: false })).toBe(M.noVoteToRemove)
    expect(blockedReason(none, { kind: 'dislike', add: false })).toBe(M.noDislikeToRemove)
  })
})

describe('messages', () => {
  it('confirms each change, announcing a heavy vote', () => {
    expect(reactionSuccessMessage({ kind: 'vote', add: true }, 1)).toBe('Vote recorded!')
    expect(reactionSuccessMessage({ kind: 'vote', add: true }, 1.5)).toBe('Vote recorded!')
    expect(reactionSuccessMessage({ kind: 'vote', add: true }, 1.87)).toBe(
      'Vote recorded! Your vote counts as 1.87x due to the bonding curve.',
    )
    expect(reactionSuccessMessage({ kind: 'vote', add: true }, 2)).toBe(
      'Vote recorded! Your vote counts as 2x due to the bonding curve.',
    )
    expect(reactionSuccessMessage({ kind: 'dislike', add: true }, null)).toBe('Dislike recorded')
    expect(reactionSuccessMessage({ kind: 'vote', add: false }, null)).toBe('Vote removed')
    expect(reactionSuccessMessage({ kind: 'dislike', add: false }, null)).toBe('Dislike removed')
  })

  it('passes on the server’s refusal and hides other failures behind the generic words', () => {
    const conflict = new ApiError(409, 'CONFLICT', M.removeVoteFirst)
    expect(reactionErrorMessage({ kind: 'dislike', add: true }, conflict)).toBe(M.removeVoteFirst)
    const signedOut = new ApiError(401, 'UNAUTHORIZED', M.signInToVote)
    expect(reactionErrorMessage({ kind: 'vote', add: true }, signedOut)).toBe(M.signInToVote)
    const crash = new ApiError(500, 'INTERNAL', 'boom')
    expect(reactionErrorMessage({ kind: 'vote', add: true }, crash)).toBe('Failed to record vote')
    expect(reactionErrorMessage({ kind: 'dislike', add: true }, new Error('offline'))).toBe(
      'Failed to record dislike',
    )
    expect(reactionErrorMessage({ kind: 'vote', add: false }, crash)).toBe('Failed to remove vote')
    expect(reactionErrorMessage({ kind: 'dislike', add: false }, crash)).toBe('Failed to remove dislike')
  })
})

describe('cache patches', () => {
  const author = { id: 'u', display_name: '@u', username: 'u', avatar_url: null }
  const card = (id: string) => ({
    id,
    description: id,
    image_url: '',
    style: null,
    status: 'approved' as const,
    created_at: '',
    author,
    ...counts,
  })
  const list: DesignListResponse = { items: [card('a'), card('b')], total: 2, page: 1, per_page: 24 }
  const next = { votes: 50, dislike_count: 1, net_score: 49, weighted_score: 90 }

  it('replaces one card’s counters and leaves other pages untouched', () => {
    const figures = { ...next, current_weight: 1.5 }
    const patched = patchDesignList(list, 'b', figures)
    expect(patched.items[1]).toMatchObject(next)
    expect(patched.items[1]).not.toHaveProperty('current_weight')
    expect(patched.items[0]).toBe(list.items[0])
    expect(patchDesignList(list, 'zzz', next)).toBe(list)
  })

  it('updates the design page’s weight and comment count when given', () => {
    const detail = {
      ...card('a'),
      prompt: null,
      category: 'apparel',
      design_type: 'graphic',
      images: [],
      reward_wallet_set: false,
      current_weight: 1.9,
      comment_count: 4,
      updated_at: '',
    } satisfies DesignDetail
    expect(patchDesignDetail(detail, 'a', next)).toMatchObject({
      ...next,
      current_weight: 1.9,
      comment_count: 4,
    })
    expect(patchDesignDetail(detail, 'a', { ...next, current_weight: 1.5, comment_count: 9 })).toMatchObject({
      current_weight: 1.5,
      comment_count: 9,
    })
    expect(patchDesignDetail(detail, 'b', next)).toBe(detail)
  })
})
