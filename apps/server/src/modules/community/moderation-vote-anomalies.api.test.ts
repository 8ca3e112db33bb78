import crypto from 'node:crypto'
import { VOTE_ANOMALY_MESSAGES } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { designDislikes, designVotes, voteAnomalyDetection } from '../../db/schema/community.ts'
import { auditOf, call, design, ids, makeDesign, t, useModerationWorld, user } from './moderation.fixtures.ts'

useModerationWorld()

const react = (designId: string, userId: string, kind: 'vote' | 'dislike') =>
  t.db.execute(sql`select * from design_react(${designId}::uuid, ${userId}::uuid, ${kind}, true, null)`)

async function flag(
  designId: string,
  userId: string,
  actionType: 'vote' | 'dislike',
  reason: string,
  at?: Date,
) {
  const [row] = await t.db
    .insert(voteAnomalyDetection)
    .values({ designId, userId, actionType, reason, ...(at ? { createdAt: at } : {}) })
    .returning()
  return row!
}

describe('vote anomalies', () => {
  it('lists open flags newest first with design and user, searches, pages, and counts every open flag', async () => {
    const d = await makeDesign('Anomaly Skyline')
    const u1 = await user('Nina Newcomer', 'nina.new@example.com')
    const u2 = await user('Bert Burst')
    await react(d.id, u1.id, 'vote')
    await react(d.id, u2.id, 'dislike')
    const older = await flag(
      d.id,
      u1.id,
      'vote',
      'Account is less than 24 hours old',
      new Date(Date.now() - 60_000),
    )
    const newer = await flag(d.id, u2.id, 'dislike', 'More than 20 votes or dislikes in 10 minutes')
    const resolved = await flag(d.id, u2.id, 'dislike', 'Resolved earlier')
    await t.db
      .update(voteAnomalyDetection)
      .set({ suspicious: false })
      .where(eq(voteAnomalyDetection.id, resolved.id))

    const all = (await call('GET', '/api/admin/vote-anomalies')).json()
    expect(ids(all)).toEqual([newer.id, older.id])
    expect(all.total).toBe(2)
    expect(all.suspicious_total).toBe(2)
    expect(all.items[1]).toMatchObject({
      design: { id: d.id, description: 'Anomaly Skyline', image_url: d.imageUrl },
      user: { id: u1.id, email: 'nina.new@example.com', full_name: 'Nina Newcomer' },
      action_type: 'vote',
      reason: 'Account is less than 24 hours old',
      suspicious: true,
      action_present: true,
    })

    const byEmail = (await call('GET', '/api/admin/vote-anomalies?q=nina.new')).json()
    expect(ids(byEmail)).toEqual([older.id])
    expect(byEmail.total).toBe(1)
    expect(byEmail.suspicious_total).toBe(2)
    expect(ids((await call('GET', '/api/admin/vote-anomalies?q=burst')).json())).toEqual([newer.id])
    expect(ids((await call('GET', '/api/admin/vote-anomalies?q=skyline')).json())).toEqual([
      newer.id,
      older.id,
    ])
    expect(ids((await call('GET', '/api/admin/vote-anomalies?q=24%20hours')).json())).toEqual([older.id])

    const p2 = (await call('GET', '/api/admin/vote-anomalies?per_page=1&page=2')).json()
    expect(ids(p2)).toEqual([older.id])
    expect(p2.total).toBe(2)
    expect(ids((await call('GET', '/api/admin/vote-anomalies?dir=asc')).json())).toEqual([older.id, newer.id])

    const summary = (await call('GET', '/api/admin/designs/summary')).json()
    expect(summary.open_anomalies).toBe(2)
    const detail = (await call('GET', `/api/admin/designs/${d.id}`)).json()
    expect(detail.open_anomalies).toBe(2)

    // Clean up for the next tests: every flag here resolved.
    await t.db.update(voteAnomalyDetection).set({ suspicious: false })
  })

  it('resolves a flag: the vote stands and the row leaves the list', async () => {
    const d = await makeDesign('Resolve Design')
    const u = await user('Rita Resolve')
    await react(d.id, u.id, 'vote')
    const a = await flag(d.id, u.id, 'vote', 'User voted on their own design')
    const res = await call('POST', `/api/admin/vote-anomalies/${a.id}/resolve`)
    expect(res.statusCode).toBe(204)
    expect(ids((await call('GET', '/api/admin/vote-anomalies')).json())).not.toContain(a.id)
    expect((await design(d.id)).votes).toBe(1)
    expect((await auditOf(a.id)).map((x) => x.action)).toEqual(['vote_anomaly.resolve'])

    for (const id of [crypto.randomUUID(), 'nope']) {
      const missing = await call('POST', `/api/admin/vote-anomalies/${id}/resolve`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.message).toBe(VOTE_ANOMALY_MESSAGES.notFound)
    }
  })

  it('removes the flagged vote: counts drop exactly and every open flag of that vote is resolved', async () => {
    const d = await makeDesign('Remove Vote Design')
    const first = await user('First Voter')
    const flagged = await user('Flagged Voter')
    await react(d.id, first.id, 'vote') // weight 2
    await react(d.id, flagged.id, 'vote') // weight 1.99
    const other = await user('Other Disliker')
    await react(d.id, other.id, 'dislike')
    expect(await design(d.id)).toMatchObject({
      votes: 2,
      dislikeCount: 1,
      netScore: 1,
      weightedScore: '3.99',
    })
    const a1 = await flag(d.id, flagged.id, 'vote', 'Account is less than 24 hours old')
    const a2 = await flag(d.id, flagged.id, 'vote', 'Three or more accounts acted on this design')
    const keep = await flag(d.id, other.id, 'dislike', 'Account is less than 24 hours old')

    const res = await call('POST', `/api/admin/vote-anomalies/${a1.id}/remove-vote`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      design_id: d.id,
      counts: { votes: 1, dislike_count: 1, net_score: 0, weighted_score: 2 },
    })
    expect(await design(d.id)).toMatchObject({
      votes: 1,
      dislikeCount: 1,
      netScore: 0,
      weightedScore: '2.00',
    })
    expect(await t.db.select().from(designVotes).where(eq(designVotes.userId, flagged.id))).toEqual([])

    const open = ids((await call('GET', '/api/admin/vote-anomalies')).json())
    expect(open).not.toContain(a1.id)
    expect(open).not.toContain(a2.id)
    expect(open).toContain(keep.id)
    expect((await auditOf(a1.id)).map((x) => x.action)).toEqual(['vote_anomaly.remove_vote'])
    expect(await auditOf(a2.id)).toEqual([])

    // A dislike flag removes the dislike.
    const dis = await call('POST', `/api/admin/vote-anomalies/${keep.id}/remove-vote`)
    expect(dis.json().counts).toEqual({ votes: 1, dislike_count: 0, net_score: 1, weighted_score: 2 })
    expect(await t.db.select().from(designDislikes).where(eq(designDislikes.designId, d.id))).toEqual([])
  })

  it('still resolves when the vote is already gone, counts unchanged', async () => {
    const d = await makeDesign('Gone Vote Design')
    const u = await user('Gone Voter')
    await react(d.id, u.id, 'vote')
    const a = await flag(d.id, u.id, 'vote', 'More than 20 votes or dislikes in 10 minutes')
    await t.db.execute(sql`select * from design_react(${d.id}::uuid, ${u.id}::uuid, 'vote', false, null)`)
    const listed = (await call('GET', '/api/admin/vote-anomalies')).json()
    expect(listed.items.find((x: { id: string }) => x.id === a.id).action_present).toBe(false)

    const res = await call('POST', `/api/admin/vote-anomalies/${a.id}/remove-vote`)
    expect(res.statusCode).toBe(200)
    expect(res.json().counts).toEqual({ votes: 0, dislike_count: 0, net_score: 0, weighted_score: 0 })
    expect(ids((await call('GET', '/api/admin/vote-anomalies')).json())).not.toContain(a.id)
    const [audit] = await auditOf(a.id)
    expect(audit!.after).toMatchObject({ removed: false })
    expect(
      (await call('POST', `/api/admin/vote-anomalies/${crypto.randomUUID()}/remove-vote`)).statusCode,
    ).toBe(404)
  })
})
