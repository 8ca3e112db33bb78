import crypto from 'node:crypto'
import { ADMIN_DESIGN_MESSAGES as M } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { communityDesigns } from '../../db/schema/community.ts'
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
