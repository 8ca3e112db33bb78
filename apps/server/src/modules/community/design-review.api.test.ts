import crypto from 'node:crypto'
import { ADMIN_DESIGN_MESSAGES as M } from '@rdo/contracts'
import { ADMIN_COMMUNITY_ROUTES } from '@rdo/contracts/paths/community'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_TEMPLATES } from '../../demo-data/email-templates.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { emailTemplates } from '../../db/schema/email.ts'
import { communityDesigns, designComments, designVotes } from '../../db/schema/community.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let admin: TestUser
let customer: TestUser
let submitter: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin', name: 'Ada Admin' })
  customer = await t.createUser({ name: 'Carl Customer' })
  submitter = await t.createUser({ name: 'Sam Submitter', email: 'sam.submitter@example.com' })
  await t.db.update(profiles).set({ fullName: 'Samira Submitter' }).where(eq(profiles.id, submitter.id))
  // The shop's own review templates (the built-in fallbacks carry no links).
  await t.db.insert(emailTemplates).values(
    EMAIL_TEMPLATES.filter((e) => e.name.startsWith('design-')).map((e) => ({
      name: e.name,
      subject: e.subject,
      htmlContent: e.html,
      textContent: e.text,
      variables: e.variables,
    })),
  )
})
afterAll(async () => t?.close())

type Method = 'GET' | 'POST' | 'DELETE'
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })

async function makeDesign(
  title: string,
  opts: { status?: 'pending' | 'approved' | 'rejected'; by?: string; extras?: string[] } = {},
) {
  const [d] = await t.db
    .insert(communityDesigns)
    .values({
      description: title,
      prompt: `About ${title}`,
      imageUrl: `/files/designs/2026-01/${crypto.randomUUID()}-1200.webp`,
      style: 'minimalist',
      status: opts.status ?? 'pending',
      createdBy: opts.by ?? submitter.id,
      metadata: { wallet_address: null, additional_images: opts.extras ?? [] },
    })
    .returning()
  return d!
}

const boundary = '----rdo-mockup-upload'
const multipart = (data: Buffer, filename = 'mockup.png', type = 'image/png') => ({
  payload: Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
})
const png = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#9945ff' } })
    .png()
    .toBuffer()
const uploadMockup = async (designId: string, cookie = admin.cookie) =>
  t.request({
    method: 'POST',
    url: `/api/admin/designs/${designId}/mockup`,
    cookie,
    ...multipart(await png()),
  })

const auditOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt)
const noticesFor = (designId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, submitter.id), sql`${notifications.data}->>'design_id' = ${designId}`),
    )
const emailsAbout = async (title: string) =>
  (await t.outbox(submitter.email)).filter((m) => m.subject.includes(title))

describe('access', () => {
  it('refuses every design review route to visitors (401) and customers (403 Unauthorized access)', async () => {
    const d = await makeDesign('Access Check')
    for (const route of ADMIN_COMMUNITY_ROUTES) {
      const [method, path] = route.split(' ') as [Method, string]
      const url = path.replace(':id', d.id).replace(':commentId', crypto.randomUUID())
      const visitor = await call(method, url)
      expect(visitor.statusCode, `${route} visitor`).toBe(401)
      const res = await call(method, url, customer.cookie)
      expect(res.statusCode, `${route} customer`).toBe(403)
      expect(res.json().error.message).toBe('Unauthorized access')
    }
    const [still] = await t.db.select().from(communityDesigns).where(eq(communityDesigns.id, d.id))
    expect(still?.status).toBe('pending')
  })
})

describe('design list, summary and detail', () => {
  it('lists, filters by status, searches title and submitter, sorts and pages', async () => {
    const other = await t.createUser({ name: 'Olga Other', email: 'olga.other@example.com' })
    const a = await makeDesign('Listing Alpha Wave')
    const b = await makeDesign('Listing Beta Wave', { status: 'approved', by: other.id })
    await t.db.update(communityDesigns).set({ votes: 40, netScore: 35 }).where(eq(communityDesigns.id, b.id))

    const byTitle = (await call('GET', '/api/admin/designs?q=listing%20alpha', admin.cookie)).json()
    expect(byTitle.items.map((x: { id: string }) => x.id)).toEqual([a.id])
    expect(byTitle.items[0].submitter).toEqual({
      id: submitter.id,
      email: submitter.email,
      name: 'Samira Submitter',
    })
    expect(byTitle.items[0].author.display_name).toBe('Samira Submitter')

    const byEmail = (await call('GET', '/api/admin/designs?q=olga.other', admin.cookie)).json()
    expect(byEmail.items.map((x: { id: string }) => x.id)).toEqual([b.id])
    const byName = (await call('GET', '/api/admin/designs?q=samira', admin.cookie)).json()
    expect(byName.items.map((x: { id: string }) => x.id)).toContain(a.id)

    const approved = (await call('GET', '/api/admin/designs?status=approved&q=listing', admin.cookie)).json()
    expect(approved.items.map((x: { id: string }) => x.id)).toEqual([b.id])

    const byVotes = (
      await call('GET', '/api/admin/designs?q=listing&sort=votes&dir=desc', admin.cookie)
    ).json()
    expect(byVotes.items[0].id).toBe(b.id)
    expect(byVotes.items[0].votes).toBe(40)

    const page1 = (await call('GET', '/api/admin/designs?q=listing&per_page=1&page=1', admin.cookie)).json()
    const page2 = (await call('GET', '/api/admin/designs?q=listing&per_page=1&page=2', admin.cookie)).json()
    expect(page1.total).toBe(2)
    expect(page1.items).toHaveLength(1)
    expect(page2.items).toHaveLength(1)
    expect(page1.items[0].id).not.toBe(page2.items[0].id)

    const bad = await call('GET', '/api/admin/designs?sort=title', admin.cookie)
    expect(bad.statusCode).toBe(400)
  })

  it('counts designs by status, open anomalies and reported comments', async () => {
    const before = (await call('GET', '/api/admin/designs/summary', admin.cookie)).json()
    await makeDesign('Summary Pending')
    await makeDesign('Summary Rejected', { status: 'rejected' })
    const after = (await call('GET', '/api/admin/designs/summary', admin.cookie)).json()
    expect(after.pending).toBe(before.pending + 1)
    expect(after.rejected).toBe(before.rejected + 1)
    expect(after.approved).toBe(before.approved)
    expect(after).toHaveProperty('open_anomalies')
    expect(after).toHaveProperty('open_reports')
  })

  it('answers the detail with the submitter, images and review fields; 404 for a missing design', async () => {
    const d = await makeDesign('Detail Design', { extras: ['/files/designs/x/extra-1200.webp'] })
    const res = await call('GET', `/api/admin/designs/${d.id}`, admin.cookie)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.images).toEqual([d.imageUrl, '/files/designs/x/extra-1200.webp'])
    expect(body.submitter.email).toBe(submitter.email)
    expect(body.review_feedback).toBeNull()
    expect(body.reviewed_at).toBeNull()
    expect(body.current_weight).toBe(2)
    expect(body.open_anomalies).toBe(0)

    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const missing = await call('GET', `/api/admin/designs/${id}`, admin.cookie)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.message).toBe(M.notFound)
    }
  })
})

describe('mockup upload and approval', () => {
  it('stores a mockup in the designs bucket with one audit row', async () => {
    const d = await makeDesign('Mockup Upload')
    const res = await uploadMockup(d.id)
    expect(res.statusCode).toBe(200)
    const { url } = res.json()
    expect(url).toMatch(/^\/files\/designs\/.+-1200\.webp$/)
    const file = await t.request({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    const audit = await auditOf(d.id)
    expect(audit.map((a) => a.action)).toEqual(['design.mockup_upload'])

    const text = await t.request({
      method: 'POST',
      url: `/api/admin/designs/${d.id}/mockup`,
      cookie: admin.cookie,
      ...multipart(Buffer.from('not an image'), 'a.txt', 'text/plain'),
    })
    expect(text.statusCode).toBe(400)
    const none = await call('POST', `/api/admin/designs/${d.id}/mockup`, admin.cookie, {})
    expect(none.statusCode).toBe(400)
    const missing = await uploadMockup(crypto.randomUUID())
    expect(missing.statusCode).toBe(404)
    expect((await auditOf(d.id)).length).toBe(1)
  })

  it('refuses approval without a mockup, or with a URL the shop did not store', async () => {
    const d = await makeDesign('Approve Refusals')
    for (const payload of [{}, { mockup_url: '' }, { mockup_url: '   ' }]) {
      const res = await call('POST', `/api/admin/designs/${d.id}/approve`, admin.cookie, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe(M.mockupRequired)
    }
    for (const mockup_url of [
      'https://evil.example.com/x.webp',
      '/files/designs/2026-01/never-stored-1200.webp',
      '/files/avatars/2026-01/x-256.webp',
      '/files/designs/../avatars/x.webp',
    ]) {
      const res = await call('POST', `/api/admin/designs/${d.id}/approve`, admin.cookie, { mockup_url })
      expect(res.statusCode, mockup_url).toBe(400)
    }
    const [still] = await t.db.select().from(communityDesigns).where(eq(communityDesigns.id, d.id))
    expect(still?.status).toBe('pending')
    expect(await auditOf(d.id)).toEqual([])
    expect(await noticesFor(d.id)).toEqual([])
  })

  it('approves: the mockup replaces the primary image, the old one leads the extras; one notification, one email, one audit row', async () => {
    const d = await makeDesign('Approve Me Design', { extras: ['/files/designs/x/second-1200.webp'] })
    await t.db
      .update(communityDesigns)
      .set({ reviewFeedback: 'Earlier note' })
      .where(eq(communityDesigns.id, d.id))
    const { url } = (await uploadMockup(d.id)).json()
    const res = await call('POST', `/api/admin/designs/${d.id}/approve`, admin.cookie, { mockup_url: url })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('approved')
    expect(body.image_url).toBe(url)
    expect(body.images).toEqual([url, d.imageUrl, '/files/designs/x/second-1200.webp'])
    expect(body.reviewed_at).not.toBeNull()

    const [row] = await t.db.select().from(communityDesigns).where(eq(communityDesigns.id, d.id))
    expect(row!.imageUrl).toBe(url)
    expect(row!.metadata.additional_images).toEqual([d.imageUrl, '/files/designs/x/second-1200.webp'])

    const notes = await noticesFor(d.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      type: 'system',
      title: 'Your design was approved',
      link: `/community-designs/${d.id}`,
      data: { design_id: d.id },
    })
    const emails = await emailsAbout('Approve Me Design')
    expect(emails).toHaveLength(1)
    expect(emails[0]!.templateName).toBe('design-approved')
    expect(emails[0]!.html).toContain(`${t.config.APP_URL}/community-designs/${d.id}`)
    expect(emails[0]!.html).toContain('Samira')
    expect((await auditOf(d.id)).map((a) => a.action)).toEqual(['design.mockup_upload', 'design.approve'])

    const again = await call('POST', `/api/admin/designs/${d.id}/approve`, admin.cookie, { mockup_url: url })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(M.alreadyApproved)
    expect(await noticesFor(d.id)).toHaveLength(1)
  })

  it('answers 404 for approving a design that does not exist', async () => {
    const res = await call('POST', `/api/admin/designs/${crypto.randomUUID()}/approve`, admin.cookie, {
      mockup_url: '/files/designs/x.webp',
    })
    expect(res.statusCode).toBe(404)
  })
})

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
