import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../../test/helper.ts'
import { makeDesign, react } from '../../../test/fixtures/community.ts'
import { author, t, titles, useGalleryWorld } from './community-gallery.fixtures.ts'

useGalleryWorld()

describe('GET /api/community-designs/reactions', () => {
  let me: TestUser
  let other: TestUser
  beforeAll(async () => {
    me = await t.createUser()
    other = await t.createUser()
  })

  it("lists only the caller's own votes and dislikes among the given designs", async () => {
    const d1 = await makeDesign(t, { createdBy: author })
    const d2 = await makeDesign(t, { createdBy: author })
    const d3 = await makeDesign(t, { createdBy: author })
    const d4 = await makeDesign(t, { createdBy: author })
    expect((await react(t, d1, me.id, 'vote')).outcome).toBe('ok')
    expect((await react(t, d2, me.id, 'dislike')).outcome).toBe('ok')
    await react(t, d3, other.id, 'vote')
    await react(t, d4, other.id, 'dislike')
    await react(t, d4, me.id, 'vote')

    const res = await t.request({
      method: 'GET',
      url: `/api/community-designs/reactions?ids=${[d1, d2, d3].join(',')}`,
      cookie: me.cookie,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(res.json()).toEqual({ votes: [d1], dislikes: [d2] })

    const theirs = await t.request({
      method: 'GET',
      url: `/api/community-designs/reactions?ids=${[d1, d2, d3, d4].join(',')}`,
      cookie: other.cookie,
    })
    expect(theirs.json()).toEqual({ votes: [d3], dislikes: [d4] })
  })

  it('needs a session and well-formed ids', async () => {
    const d = await makeDesign(t, { createdBy: author })
    const visitor = await t.request({ method: 'GET', url: `/api/community-designs/reactions?ids=${d}` })
    expect(visitor.statusCode).toBe(401)
    const bad = await t.request({
      method: 'GET',
      url: '/api/community-designs/reactions?ids=nope',
      cookie: me.cookie,
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('GET /api/my-designs', () => {
  it("lists only the caller's designs, newest first, with counters over all of them", async () => {
    const me = await t.createUser()
    const other = await t.createUser()
    await makeDesign(t, { title: 'pending', createdBy: me.id, votes: 10, dislikes: 2, ageHours: 1 })
    await makeDesign(t, {
      title: 'in-production',
      createdBy: me.id,
      status: 'approved',
      votes: 520,
      dislikes: 20,
      ageHours: 5,
    })
    await makeDesign(t, {
      title: 'approved',
      createdBy: me.id,
      status: 'approved',
      votes: 40,
      dislikes: 1,
      ageHours: 10,
    })
    // Net 500 but not approved: not in production (the one rule).
    await makeDesign(t, { title: 'pending-500', createdBy: me.id, votes: 500, ageHours: 15 })
    await makeDesign(t, {
      title: 'rejected',
      createdBy: me.id,
      status: 'rejected',
      votes: 3,
      dislikes: 9,
      ageHours: 20,
      reviewFeedback: 'Please make the text larger',
    })
    await makeDesign(t, { title: 'not-mine', createdBy: other.id, status: 'approved', votes: 999 })

    const res = await t.request({ method: 'GET', url: '/api/my-designs?per_page=3', cookie: me.cookie })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-cache')
    const body = res.json()
    expect(titles(body.items)).toEqual(['pending', 'in-production', 'approved'])
    expect(body).toMatchObject({ total: 5, page: 1, per_page: 3 })
    expect(body.counters).toEqual({
      total: 5,
      pending: 2,
      approved: 2,
      rejected: 1,
      in_production: 1,
      total_votes: 10 + 520 + 40 + 500 + 3,
      net_score: 8 + 500 + 39 + 500 - 6,
    })
    const page2 = (
      await t.request({ method: 'GET', url: '/api/my-designs?per_page=3&page=2', cookie: me.cookie })
    ).json()
    expect(titles(page2.items)).toEqual(['pending-500', 'rejected'])
    expect(page2.items[1].review_feedback).toBe('Please make the text larger')
    expect(page2.items[0].review_feedback).toBeNull()

    const theirs = (await t.request({ method: 'GET', url: '/api/my-designs', cookie: other.cookie })).json()
    expect(titles(theirs.items)).toEqual(['not-mine'])
    expect(theirs.counters).toMatchObject({ total: 1, approved: 1, in_production: 1 })
  })

  it('is empty with zero counters for someone without designs, and needs a session', async () => {
    const nobody = await t.createUser()
    const res = await t.request({ method: 'GET', url: '/api/my-designs', cookie: nobody.cookie })
    expect(res.json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      per_page: 24,
      counters: {
        total: 0,
        pending: 0,
        approved: 0,
        rejected: 0,
        in_production: 0,
        total_votes: 0,
        net_score: 0,
      },
    })
    expect((await t.request({ method: 'GET', url: '/api/my-designs' })).statusCode).toBe(401)
  })
})
