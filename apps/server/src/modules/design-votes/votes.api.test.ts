import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESIGN_MESSAGES as M, nextVoteWeight } from '@rdo/contracts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { designRow, makeDesign, makeVoters, type Voter } from '../../../test/fixtures/design-votes.ts'
import { REACTIONS_PER_MINUTE } from './votes.routes.ts'

let t: TestApp
let creator: Voter

beforeAll(async () => {
  t = await createTestApp()
  ;[creator] = await makeVoters(t, 1, { ageHours: 48 })
})
afterAll(async () => {
  await t?.close()
})

const reactTo = (
  designId: string,
  who: Voter,
  kind: 'vote' | 'dislike',
  method: 'POST' | 'DELETE' = 'POST',
) => t.request({ method, url: `/api/community-designs/${designId}/${kind}`, cookie: who.cookie })

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error

describe('voting on a community design', () => {
  it('counts 200 concurrent votes by 200 people exactly, each weighted by its place on the curve', async () => {
    const designId = await makeDesign(t, creator.id)
    const voters = await makeVoters(t, 200, { ageHours: 48 })
    const responses = await Promise.all(voters.map((v) => reactTo(designId, v, 'vote')))
    expect(responses.map((r) => r.statusCode)).toEqual(voters.map(() => 200))

    // The database keeps decimals exactly; the curve in floating point is a hair off for some places.
    const exact = (w: number) => Math.round(w * 1000) / 1000
    const expected = Array.from({ length: 200 }, (_, k) => exact(nextVoteWeight(k)))
    const expectedSum = expected.reduce((a, b) => a + b, 0)
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)

    const d = await designRow(t, designId)
    expect(d.votes).toBe(200)
    expect(d.netScore).toBe(200)
    expect(d.dislikeCount).toBe(0)
    expect(Number(d.weightedScore)).toBeCloseTo(expectedSum, 6)
    expect(Number(d.weightedScore)).toBe(250.5)

    const { rows: weights } = await t.ctx.pool.query<{ weight: string }>(
      'select weight from design_votes where design_id = $1',
      [designId],
    )
    expect(sorted(weights.map((w) => Number(w.weight)))).toEqual(sorted(expected))
    // Every answer names the weight its vote counted with: together, each place on the curve once.
    expect(sorted(responses.map((r) => exact(r.json().weight)))).toEqual(sorted(expected))

    const { rows: history } = await t.ctx.pool.query<{ weight: string }>(
      'select weight from design_vote_weights where design_id = $1 order by created_at desc, id',
      [designId],
    )
    expect(history).toHaveLength(200)
    expect(Number(history[0]!.weight)).toBe(nextVoteWeight(200))
    // The answer carrying the 200th vote reports the final counters.
    const last = responses.map((r) => r.json()).find((b) => b.counts.votes === 200)
    expect(last).toMatchObject({
      design_id: designId,
      counts: { votes: 200, dislike_count: 0, net_score: 200, weighted_score: 250.5 },
      current_weight: nextVoteWeight(200),
      voted: true,
      disliked: false,
    })
  }, 60_000)

  it('records one vote when one person votes twice at the same moment', async () => {
    const designId = await makeDesign(t, creator.id)
    const [v] = await makeVoters(t, 1, { ageHours: 48 })
    const results = await Promise.all([reactTo(designId, v!, 'vote'), reactTo(designId, v!, 'vote')])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const refused = results.find((r) => r.statusCode === 409)!
    expect(errorOf(refused)).toEqual({ code: 'ALREADY_VOTED', message: M.alreadyVoted })
    const d = await designRow(t, designId)
    expect([d.votes, d.netScore, Number(d.weightedScore)]).toEqual([1, 1, 2])

    const again = await reactTo(designId, v!, 'vote')
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).message).toBe(M.alreadyVoted)
  })

  it('answers the first vote with its weight and the next vote’s weight', async () => {
    const designId = await makeDesign(t, creator.id)
    const [v] = await makeVoters(t, 1, { ageHours: 48 })
    const res = await reactTo(designId, v!, 'vote')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      design_id: designId,
      counts: { votes: 1, dislike_count: 0, net_score: 1, weighted_score: 2 },
      weight: 2,
      current_weight: 1.99,
      voted: true,
      disliked: false,
    })
  })

  it('keeps a vote and a dislike by one person exclusive, in either order', async () => {
    const designId = await makeDesign(t, creator.id)
    const [voter, disliker] = await makeVoters(t, 2, { ageHours: 48 })

    expect((await reactTo(designId, voter!, 'vote')).statusCode).toBe(200)
    const dislike = await reactTo(designId, voter!, 'dislike')
    expect(dislike.statusCode).toBe(409)
    expect(errorOf(dislike)).toEqual({ code: 'VOTE_EXISTS', message: M.removeVoteFirst })

    const d1 = await reactTo(designId, disliker!, 'dislike')
    expect(d1.statusCode).toBe(200)
    expect(d1.json()).toMatchObject({ weight: null, voted: false, disliked: true })
    const vote = await reactTo(designId, disliker!, 'vote')
    expect(vote.statusCode).toBe(409)
    expect(errorOf(vote)).toEqual({ code: 'DISLIKE_EXISTS', message: M.removeDislikeFirst })

    const again = await reactTo(designId, disliker!, 'dislike')
    expect(errorOf(again)).toEqual({ code: 'ALREADY_DISLIKED', message: M.alreadyDisliked })

    const d = await designRow(t, designId)
    expect([d.votes, d.dislikeCount, d.netScore]).toEqual([1, 1, 0])
  })

  it('takes a vote or dislike back, fixing the counters, and says when there is none to take back', async () => {
    const designId = await makeDesign(t, creator.id)
    const [v, early] = await makeVoters(t, 2, { ageHours: 48 })
    expect((await reactTo(designId, early!, 'vote')).statusCode).toBe(200)
    expect((await reactTo(designId, v!, 'vote')).json().weight).toBe(1.99)

    const removed = await reactTo(designId, v!, 'vote', 'DELETE')
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({
      design_id: designId,
      counts: { votes: 1, dislike_count: 0, net_score: 1, weighted_score: 2 },
      weight: null,
      current_weight: 1.99,
      voted: false,
      disliked: false,
    })
    const none = await reactTo(designId, v!, 'vote', 'DELETE')
    expect(none.statusCode).toBe(409)
    expect(errorOf(none)).toEqual({ code: 'NO_VOTE', message: M.noVoteToRemove })

    // Now free to dislike, and to take that back.
    const disliked = await reactTo(designId, v!, 'dislike')
    expect(disliked.json().counts).toEqual({ votes: 1, dislike_count: 1, net_score: 0, weighted_score: 2 })
    const undisliked = await reactTo(designId, v!, 'dislike', 'DELETE')
    expect(undisliked.statusCode).toBe(200)
    expect(undisliked.json()).toMatchObject({
      counts: { votes: 1, dislike_count: 0, net_score: 1, weighted_score: 2 },
      disliked: false,
    })
    const noDislike = await reactTo(designId, v!, 'dislike', 'DELETE')
    expect(noDislike.statusCode).toBe(409)
    expect(errorOf(noDislike)).toEqual({ code: 'NO_DISLIKE', message: M.noDislikeToRemove })

    // Voting again after taking it back counts with the curve's current weight.
    const revote = await reactTo(designId, v!, 'vote')
    expect(revote.json()).toMatchObject({ weight: 1.99, counts: { votes: 2, weighted_score: 3.99 } })

    const { rows } = await t.ctx.pool.query(
      'select count(*)::int as n from design_vote_weights where design_id = $1',
      [designId],
    )
    // A row per change of the vote count: vote, vote, removal, vote.
    expect(rows[0].n).toBe(4)
    const d = await designRow(t, designId)
    expect([d.votes, d.dislikeCount, d.netScore, Number(d.weightedScore)]).toEqual([2, 0, 2, 3.99])
  })

  it('answers 404 for a design that does not exist or a malformed id, changing nothing', async () => {
    const [v] = await makeVoters(t, 1, { ageHours: 48 })
    for (const id of [crypto.randomUUID(), 'not-a-design', '12345']) {
      for (const kind of ['vote', 'dislike'] as const) {
        for (const method of ['POST', 'DELETE'] as const) {
          const res = await reactTo(id, v!, kind, method)
          expect(res.statusCode, `${method} ${kind} ${id}`).toBe(404)
          expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: M.designNotFound })
        }
      }
    }
  })

  it('asks signed-out visitors to sign in, in the words of each action', async () => {
    const designId = await makeDesign(t, creator.id)
    for (const [kind, message] of [
      ['vote', M.signInToVote],
      ['dislike', M.signInToDislike],
    ] as const) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await t.request({ method, url: `/api/community-designs/${designId}/${kind}` })
        expect(res.statusCode).toBe(401)
        expect(errorOf(res).message).toBe(message)
      }
    }
    expect((await designRow(t, designId)).votes).toBe(0)
  })

  it('limits votes per account, not per address, and leaves room for bursts the anomaly check flags', async () => {
    expect(REACTIONS_PER_MINUTE).toBeGreaterThan(21)
    const [busy, other] = await makeVoters(t, 2, { ageHours: 48 })
    const missing = crypto.randomUUID()
    for (let i = 0; i < REACTIONS_PER_MINUTE; i++) {
      expect((await reactTo(missing, busy!, 'vote')).statusCode).toBe(404)
    }
    const limited = await reactTo(missing, busy!, 'vote')
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited).code).toBe('RATE_LIMITED')
    // Another account from the same address is not held back.
    const designId = await makeDesign(t, creator.id)
    expect((await reactTo(designId, other!, 'vote')).statusCode).toBe(200)
  })
})

describe('stored network addresses', () => {
  it('keeps a keyed hash of the voter’s address, never the address', async () => {
    const designId = await makeDesign(t, creator.id)
    const [v] = await makeVoters(t, 1, { ageHours: 48 })
    const res = await t.request({
      method: 'POST',
      url: `/api/community-designs/${designId}/vote`,
      cookie: v!.cookie,
      remoteAddress: '203.0.113.7',
    })
    expect(res.statusCode).toBe(200)
    const { rows } = await t.ctx.pool.query<{ ip_hash: string }>(
      'select ip_hash from design_votes where design_id = $1',
      [designId],
    )
    const expected = crypto
      .createHmac('sha256', t.config.AUTH_SECRET)
      .update('vote-ip:203.0.113.7')
      .digest('base64url')
    expect(rows[0]!.ip_hash).toBe(expected)
    expect(rows[0]!.ip_hash).not.toContain('203.0.113.7')
  })
})
