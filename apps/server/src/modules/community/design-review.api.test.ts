import crypto from 'node:crypto'
import { ADMIN_DESIGN_MESSAGES as M } from '@rdo/contracts'
import { ADMIN_COMMUNITY_ROUTES } from '@rdo/contracts/paths/community'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { communityDesigns } from '../../db/schema/community.ts'
import {
  admin,
  call,
  customer,
  makeDesign,
  submitter,
  t,
  useDesignReviewWorld,
  type Method,
} from './design-review.fixtures.ts'

useDesignReviewWorld()

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
