import { ADMIN_DESIGN_MESSAGES as M } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { communityDesigns, designComments, designVotes } from '../../db/schema/community.ts'
import {
  admin,
  auditOf,
  call,
  emailsAbout,
  makeDesign,
  noticesFor,
  t,
  useDesignReviewWorld,
} from './design-review.fixtures.ts'

useDesignReviewWorld()

describe('request changes, feedback and delete', () => {
  it('rejects only with feedback; one notification with the feedback, one email, one audit row', async () => {
    const d = await makeDesign('Reject Me Design')
    for (const payload of [{}, { feedback: '' }, { feedback: '  ' }]) {
      const res = await call('POST', `/api/admin/designs/${d.id}/reject`, admin.cookie, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe(M.feedbackRequiredToReject)
    }
    const feedback = 'The text is too small to print clearly.'
    const res = await call('POST', `/api/admin/designs/${d.id}/reject`, admin.cookie, { feedback })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'rejected', review_feedback: feedback })
    expect(res.json().reviewed_at).not.toBeNull()

    const notes = await noticesFor(d.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ type: 'system', data: { design_id: d.id, feedback } })
    const emails = await emailsAbout('Reject Me Design')
    expect(emails).toHaveLength(1)
    expect(emails[0]!.templateName).toBe('design-rejected')
    expect(emails[0]!.html).toContain(feedback)
    expect(emails[0]!.html).toContain(`${t.config.APP_URL}/design-submission`)
    expect((await auditOf(d.id)).map((a) => a.action)).toEqual(['design.reject'])
  })

  it('sends feedback without changing the status: one notification, no email', async () => {
    const d = await makeDesign('Feedback Design')
    const empty = await call('POST', `/api/admin/designs/${d.id}/feedback`, admin.cookie, { feedback: ' ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(M.feedbackRequired)
    const long = await call('POST', `/api/admin/designs/${d.id}/feedback`, admin.cookie, {
      feedback: 'x'.repeat(2001),
    })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe(M.feedbackTooLong)

    const res = await call('POST', `/api/admin/designs/${d.id}/feedback`, admin.cookie, {
      feedback: 'Try a darker background',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'pending', review_feedback: 'Try a darker background' })
    const notes = await noticesFor(d.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      type: 'system',
      data: { design_id: d.id, feedback: 'Try a darker background' },
    })
    expect(await emailsAbout('Feedback Design')).toEqual([])
    expect((await auditOf(d.id)).map((a) => a.action)).toEqual(['design.feedback'])
  })

  it('deletes a design with its votes and comments; the submitter is told without a link', async () => {
    const d = await makeDesign('Delete Me Design')
    const voter = await t.createUser({ signIn: false })
    await t.db.execute(sql`select * from design_react(${d.id}::uuid, ${voter.id}::uuid, 'vote', true, null)`)
    await t.db.insert(designComments).values({ designId: d.id, userId: voter.id, content: 'Nice' })

    const res = await call('DELETE', `/api/admin/designs/${d.id}`, admin.cookie)
    expect(res.statusCode).toBe(204)
    expect(await t.db.select().from(communityDesigns).where(eq(communityDesigns.id, d.id))).toEqual([])
    expect(await t.db.select().from(designVotes).where(eq(designVotes.designId, d.id))).toEqual([])
    expect(await t.db.select().from(designComments).where(eq(designComments.designId, d.id))).toEqual([])

    const notes = await noticesFor(d.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]!.type).toBe('system')
    expect(notes[0]!.link).toBeNull()
    expect(notes[0]!.data).toMatchObject({ design_id: d.id, reason: expect.any(String) })
    const audit = await auditOf(d.id)
    expect(audit.map((a) => a.action)).toEqual(['design.delete'])
    expect(audit[0]!.before).toMatchObject({ description: 'Delete Me Design', votes: 1 })

    const again = await call('DELETE', `/api/admin/designs/${d.id}`, admin.cookie)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe(M.notFound)
  })
})
