import crypto from 'node:crypto'
import { COMMENT_MODERATION_MESSAGES, VOTE_ANOMALY_MESSAGES } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import {
  commentReports,
  communityDesigns,
  designComments,
  designDislikes,
  designVotes,
  voteAnomalyDetection,
} from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let admin: TestUser
let creator: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  creator = await t.createUser({ name: 'Cora Creator' })
})
afterAll(async () => t?.close())

const call = (method: 'GET' | 'POST', url: string, cookie = admin.cookie) =>
  t.request({ method, url, cookie })

async function makeDesign(title: string) {
  const [d] = await t.db
    .insert(communityDesigns)
    .values({
      description: title,
      imageUrl: `/files/designs/2026-01/${crypto.randomUUID()}-1200.webp`,
      createdBy: creator.id,
      status: 'approved',
    })
    .returning()
  return d!
}

async function user(name: string, email?: string) {
  const u = await t.createUser({ name, email, signIn: false })
  await t.db.update(profiles).set({ fullName: name }).where(eq(profiles.id, u.id))
  return u
}

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

const design = async (id: string) =>
  (await t.db.select().from(communityDesigns).where(eq(communityDesigns.id, id)))[0]!
const auditOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt)
const ids = (page: { items: { id: string }[] }) => page.items.map((x) => x.id)

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

describe('reported comments', () => {
  async function reportedComment(designId: string, content: string, reasons: (string | null)[]) {
    const author = await user(`Author ${content.split(' ')[0]}`)
    const [c] = await t.db.insert(designComments).values({ designId, userId: author.id, content }).returning()
    await t.db
      .update(communityDesigns)
      .set({ commentCount: sql`${communityDesigns.commentCount} + 1` })
      .where(eq(communityDesigns.id, designId))
    for (const [i, reason] of reasons.entries()) {
      const reporter = await user(`Reporter ${i}`)
      await t.db.insert(commentReports).values({
        commentId: c!.id,
        userId: reporter.id,
        reason,
        createdAt: new Date(Date.now() - (reasons.length - i) * 1000),
      })
    }
    return { comment: c!, author }
  }

  it('groups open reports per comment with distinct reasons, searches and sorts', async () => {
    const d = await makeDesign('Reported Design')
    const spam = await reportedComment(d.id, 'Buy cheap tokens here', [
      'Spam',
      'Spam',
      null,
      '  ',
      'Scam link',
    ])
    const rude = await reportedComment(d.id, 'You have no taste', ['Rude'])
    const page = (await call('GET', '/api/admin/comment-reports')).json()
    expect(page.total).toBe(2)
    // Newest report first: the rude comment's only report was made after the spam ones.
    expect(page.items.map((x: { comment_id: string }) => x.comment_id)).toEqual([
      rude.comment.id,
      spam.comment.id,
    ])
    const s = page.items[1]
    expect(s).toMatchObject({
      content: 'Buy cheap tokens here',
      hidden: false,
      author: { id: spam.author.id, email: spam.author.email, name: 'Author Buy' },
      design: { id: d.id, description: 'Reported Design' },
      report_count: 5,
    })
    expect([...s.reasons].sort()).toEqual(['Scam link', 'Spam'])

    const byCount = (await call('GET', '/api/admin/comment-reports?sort=report_count&dir=desc')).json()
    expect(byCount.items[0].comment_id).toBe(spam.comment.id)
    const search = (await call('GET', '/api/admin/comment-reports?q=no%20taste')).json()
    expect(search.items.map((x: { comment_id: string }) => x.comment_id)).toEqual([rude.comment.id])
    const byAuthor = (
      await call('GET', `/api/admin/comment-reports?q=${encodeURIComponent(spam.author.email)}`)
    ).json()
    expect(byAuthor.items.map((x: { comment_id: string }) => x.comment_id)).toEqual([spam.comment.id])
    expect((await call('GET', '/api/admin/designs/summary')).json().open_reports).toBe(2)
  })

  it('hides a comment: hidden, reports resolved, comment count down once; dismiss resolves only', async () => {
    const d = await makeDesign('Moderated Design')
    const bad = await reportedComment(d.id, 'Hide this one', ['Offensive'])
    const fine = await reportedComment(d.id, 'Keep this one', ['Mistake'])
    expect((await design(d.id)).commentCount).toBe(2)

    const hide = await call('POST', `/api/admin/comment-reports/${bad.comment.id}/hide`)
    expect(hide.statusCode).toBe(204)
    const [hidden] = await t.db.select().from(designComments).where(eq(designComments.id, bad.comment.id))
    expect(hidden!.hidden).toBe(true)
    expect((await design(d.id)).commentCount).toBe(1)
    const reports = await t.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.commentId, bad.comment.id))
    expect(reports.every((r) => r.status === 'resolved')).toBe(true)
    expect((await auditOf(bad.comment.id)).map((x) => x.action)).toEqual(['comment.hide'])

    // Hiding again changes no count.
    await call('POST', `/api/admin/comment-reports/${bad.comment.id}/hide`)
    expect((await design(d.id)).commentCount).toBe(1)

    const dismiss = await call('POST', `/api/admin/comment-reports/${fine.comment.id}/dismiss`)
    expect(dismiss.statusCode).toBe(204)
    const [kept] = await t.db.select().from(designComments).where(eq(designComments.id, fine.comment.id))
    expect(kept!.hidden).toBe(false)
    expect((await design(d.id)).commentCount).toBe(1)
    expect((await auditOf(fine.comment.id)).map((x) => x.action)).toEqual(['comment_reports.dismiss'])

    const listed = (await call('GET', '/api/admin/comment-reports?q=this%20one')).json()
    expect(listed.items).toEqual([])

    for (const action of ['hide', 'dismiss']) {
      const missing = await call('POST', `/api/admin/comment-reports/${crypto.randomUUID()}/${action}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.message).toBe(COMMENT_MODERATION_MESSAGES.notFound)
    }
  })
})
