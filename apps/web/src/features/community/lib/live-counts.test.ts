import { describe, expect, it } from 'vitest'
import { parseLiveCounts } from './live-counts'

const counts = {
  design_id: 'd1',
  votes: 12,
  dislike_count: 2,
  net_score: 10,
  weighted_score: 22.4,
  current_weight: 1.88,
  comment_count: 3,
}

describe('live counts', () => {
  it('reads a counts event', () => {
    expect(parseLiveCounts(JSON.stringify({ ...counts, extra: true }))).toEqual(counts)
  })

  it('ignores anything else', () => {
    expect(parseLiveCounts('not json')).toBeNull()
    expect(parseLiveCounts('null')).toBeNull()
    expect(parseLiveCounts(JSON.stringify({ ...counts, design_id: 4 }))).toBeNull()
    expect(parseLiveCounts(JSON.stringify({ ...counts, votes: '12' }))).toBeNull()
    const { comment_count: _omitted, ...partial } = counts
    expect(parseLiveCounts(JSON.stringify(partial))).toBeNull()
  })
})
