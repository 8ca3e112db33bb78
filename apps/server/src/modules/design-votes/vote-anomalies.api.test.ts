import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANOMALY_REASONS as R } from '@rdo/contracts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { designRow, makeDesign, makeVoters, type Voter } from '../../../test/fixtures/design-votes.ts'

let t: TestApp
let creator: Voter
const logLines: { level: number; msg: string }[] = []

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
      done()
    },
  })
  t = await createTestApp({ logger: pino({ level: 'warn' }, sink) })
  ;[creator] = await makeVoters(t, 1, { ageHours: 48 })
})
afterAll(async () => {
  await t?.close()
})

let address = 0
/** A fresh network address per call unless one is given, so the shared-address rule stays out of the way. */
const act = (
  designId: string,
  who: Voter,
  kind: 'vote' | 'dislike',
  { method = 'POST', ip }: { method?: 'POST' | 'DELETE'; ip?: string } = {},
) =>
  t.request({
    method,
    url: `/api/community-designs/${designId}/${kind}`,
    cookie: who.cookie,
    remoteAddress: ip ?? `198.51.100.${++address % 250}`,
  })

async function flags(designId: string, userId?: string) {
  const { rows } = await t.ctx.pool.query<{
    user_id: string
    action_type: string
    reason: string
    suspicious: boolean
  }>(
    `select user_id, action_type, reason, suspicious from vote_anomaly_detection
      where design_id = $1 and ($2::uuid is null or user_id = $2) order by created_at`,
    [designId, userId ?? null],
  )
  return rows
}

describe('vote anomaly flags', () => {
  it('does not flag an old account voting once, from its own address, on someone else’s design', async () => {
    const designId = await makeDesign(t, creator.id)
    const [v] = await makeVoters(t, 1, { ageHours: 25 })
    expect((await act(designId, v!, 'vote')).statusCode).toBe(200)
    expect((await act(designId, v!, 'vote', { method: 'DELETE' })).statusCode).toBe(200)
    expect((await act(designId, v!, 'dislike')).statusCode).toBe(200)
    expect(await flags(designId)).toEqual([])
  })

  it('flags a vote and a dislike by an account under 24 hours old, and not their removal', async () => {
    const designId = await makeDesign(t, creator.id)
    const [fresh, fresh2] = await makeVoters(t, 2, { ageHours: 23 })
    expect((await act(designId, fresh!, 'vote')).statusCode).toBe(200)
    expect((await act(designId, fresh2!, 'dislike')).statusCode).toBe(200)
    expect((await act(designId, fresh!, 'vote', { method: 'DELETE' })).statusCode).toBe(200)
    expect((await act(designId, fresh2!, 'dislike', { method: 'DELETE' })).statusCode).toBe(200)
    expect(await flags(designId)).toEqual([
      { user_id: fresh!.id, action_type: 'vote', reason: R.newAccount, suspicious: true },
      { user_id: fresh2!.id, action_type: 'dislike', reason: R.newAccount, suspicious: true },
    ])
  })

  it('flags the 21st vote or dislike within 10 minutes, votes and dislikes counted together', async () => {
    const [busy] = await makeVoters(t, 1, { ageHours: 48 })
    const designs = []
    for (let i = 0; i < 22; i++) designs.push(await makeDesign(t, creator.id))
    for (let i = 0; i < 20; i++) {
      const res = await act(designs[i]!, busy!, i % 2 ? 'dislike' : 'vote')
      expect(res.statusCode).toBe(200)
    }
    const { rows: before } = await t.ctx.pool.query(
      'select count(*)::int as n from vote_anomaly_detection where user_id = $1',
      [busy!.id],
    )
    expect(before[0].n).toBe(0)

    expect((await act(designs[20]!, busy!, 'dislike')).statusCode).toBe(200)
    expect(await flags(designs[20]!)).toEqual([
      { user_id: busy!.id, action_type: 'dislike', reason: R.burst, suspicious: true },
    ])
    expect((await act(designs[21]!, busy!, 'vote')).statusCode).toBe(200)
    expect(await flags(designs[21]!)).toEqual([
      { user_id: busy!.id, action_type: 'vote', reason: R.burst, suspicious: true },
    ])
  })

  it('flags the third account acting on one design from one network address within an hour', async () => {
    const designId = await makeDesign(t, creator.id)
    const [a, b, c, d, elsewhere] = await makeVoters(t, 5, { ageHours: 48 })
    const ip = '192.0.2.44'
    expect((await act(designId, a!, 'vote', { ip })).statusCode).toBe(200)
    expect((await act(designId, b!, 'dislike', { ip })).statusCode).toBe(200)
    // The same two people again from that address are still two accounts.
    expect((await act(designId, a!, 'vote', { method: 'DELETE', ip })).statusCode).toBe(200)
    expect((await act(designId, a!, 'vote', { ip })).statusCode).toBe(200)
    expect(await flags(designId)).toEqual([])
    // Someone else from another address is not part of it.
    expect((await act(designId, elsewhere!, 'vote')).statusCode).toBe(200)
    expect(await flags(designId)).toEqual([])

    expect((await act(designId, c!, 'vote', { ip })).statusCode).toBe(200)
    expect((await act(designId, d!, 'dislike', { ip })).statusCode).toBe(200)
    expect(await flags(designId)).toEqual([
      { user_id: c!.id, action_type: 'vote', reason: R.sharedNetwork, suspicious: true },
      { user_id: d!.id, action_type: 'dislike', reason: R.sharedNetwork, suspicious: true },
    ])

    // Actions older than an hour no longer count.
    const other = await makeDesign(t, creator.id)
    const [e, f, g] = await makeVoters(t, 3, { ageHours: 48 })
    expect((await act(other, e!, 'vote', { ip })).statusCode).toBe(200)
    expect((await act(other, f!, 'vote', { ip })).statusCode).toBe(200)
    await t.ctx.pool.query(
      `update design_votes set created_at = now() - interval '61 minutes' where design_id = $1`,
      [other],
    )
    expect((await act(other, g!, 'vote', { ip })).statusCode).toBe(200)
    expect(await flags(other)).toEqual([])
  })

  it('flags a vote on one’s own design, with every matching reason in one row', async () => {
    const [owner] = await makeVoters(t, 1, { ageHours: 48 })
    const own = await makeDesign(t, owner!.id)
    expect((await act(own, owner!, 'vote')).statusCode).toBe(200)
    expect(await flags(own)).toEqual([
      { user_id: owner!.id, action_type: 'vote', reason: R.ownDesign, suspicious: true },
    ])

    const [newcomer] = await makeVoters(t, 1)
    const theirs = await makeDesign(t, newcomer!.id)
    expect((await act(theirs, newcomer!, 'vote')).statusCode).toBe(200)
    expect(await flags(theirs)).toEqual([
      {
        user_id: newcomer!.id,
        action_type: 'vote',
        reason: `${R.newAccount}; ${R.ownDesign}`,
        suspicious: true,
      },
    ])
  })

  it('records the vote when the anomaly check fails, and logs the failure', async () => {
    const designId = await makeDesign(t, creator.id)
    const [fresh] = await makeVoters(t, 1)
    await t.ctx.pool.query('alter table vote_anomaly_detection rename to vote_anomaly_detection_away')
    try {
      const res = await act(designId, fresh!, 'vote')
      expect(res.statusCode).toBe(200)
      expect(res.json().counts.votes).toBe(1)
    } finally {
      await t.ctx.pool.query('alter table vote_anomaly_detection_away rename to vote_anomaly_detection')
    }
    const d = await designRow(t, designId)
    expect([d.votes, d.netScore, Number(d.weightedScore)]).toEqual([1, 1, 2])
    expect(logLines.some((l) => l.level === 40 && l.msg === 'Vote anomaly check failed')).toBe(true)
    expect(await flags(designId)).toEqual([])
  })
})
