import crypto from 'node:crypto'
import { COMMENT_MODERATION_MESSAGES } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { commentReports, communityDesigns, designComments } from '../../db/schema/community.ts'
import { auditOf, call, design, makeDesign, t, useModerationWorld, user } from './moderation.fixtures.ts'

useModerationWorld()

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
