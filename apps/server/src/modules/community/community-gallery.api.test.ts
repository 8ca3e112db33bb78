import { DESIGN_MESSAGES, TRENDING_LIMIT, type DesignListResponse } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/helper.ts'
import { clearCommunityCaches } from './community-cache.ts'
import {
  castDislikes,
  castVotes,
  makeDesign,
  makePeople,
  makePerson,
} from '../../../test/fixtures/community.ts'
import { author, list, t, titles, useGalleryWorld } from './community-gallery.fixtures.ts'

useGalleryWorld()

describe('GET /api/community-designs', () => {
  it('all: by net score, then newest first, with the author public fields only', async () => {
    const anon = await makePerson(t)
    const named = await makePerson(t, { fullName: 'Full Name Only' })
    await makeDesign(t, { title: 'low', createdBy: author, votes: 1, ageHours: 1 })
    await makeDesign(t, { title: 'top', createdBy: anon, votes: 50, dislikes: 5, ageHours: 30 })
    await makeDesign(t, { title: 'tie-old', createdBy: named, votes: 10, ageHours: 20 })
    await makeDesign(t, { title: 'tie-new', createdBy: author, votes: 12, dislikes: 2, ageHours: 2 })
    const res = await t.request({ method: 'GET', url: '/api/community-designs' })
    expect(res.headers['cache-control']).toBe('public, no-cache')
    expect(res.headers.etag).toBeTruthy()
    const body = res.json() as DesignListResponse
    expect(titles(body.items)).toEqual(['top', 'tie-new', 'tie-old', 'low'])
    expect(body).toMatchObject({ total: 4, page: 1, per_page: 24 })
    expect(body.items[1]!.author).toEqual({
      id: author,
      display_name: '@neon_artist',
      username: 'neon_artist',
      avatar_url: '/files/avatars/a.webp',
    })
    expect(body.items[0]!.author.display_name).toBe('Anonymous')
    expect(body.items[2]!.author.display_name).toBe('Full Name Only')
    expect(res.body).not.toMatch(/@example\.com/)
    expect(body.items[0]).toMatchObject({ votes: 50, dislike_count: 5, net_score: 45, status: 'pending' })

    const again = await t.request({
      method: 'GET',
      url: '/api/community-designs',
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('pages with a total', async () => {
    for (let i = 0; i < 5; i++) await makeDesign(t, { title: `d${i}`, createdBy: author, ageHours: 10 - i })
    const p1 = await list('filter=newest&per_page=2&page=1')
    const p3 = await list('filter=newest&per_page=2&page=3')
    expect(titles(p1.items)).toEqual(['d4', 'd3'])
    expect(titles(p3.items)).toEqual(['d0'])
    expect(p3).toMatchObject({ total: 5, page: 3, per_page: 2 })
  })

  it('newest: newest first whatever the score', async () => {
    await makeDesign(t, { title: 'old-popular', createdBy: author, votes: 900, ageHours: 100 })
    await makeDesign(t, { title: 'new', createdBy: author, ageHours: 1 })
    await makeDesign(t, { title: 'middle', createdBy: author, votes: 3, ageHours: 5 })
    expect(titles((await list('filter=newest')).items)).toEqual(['new', 'middle', 'old-popular'])
  })

  it('production: approved with net score of at least 500, by votes', async () => {
    await makeDesign(t, { title: 'approved-500', createdBy: author, status: 'approved', votes: 500 })
    await makeDesign(t, {
      title: 'approved-700',
      createdBy: author,
      status: 'approved',
      votes: 720,
      dislikes: 20,
    })
    await makeDesign(t, {
      title: 'approved-499',
      createdBy: author,
      status: 'approved',
      votes: 505,
      dislikes: 6,
    })
    await makeDesign(t, { title: 'pending-900', createdBy: author, status: 'pending', votes: 900 })
    await makeDesign(t, { title: 'rejected-900', createdBy: author, status: 'rejected', votes: 900 })
    // More votes but a lower net score still ranks first: the order is by votes.
    await makeDesign(t, {
      title: 'approved-many-votes',
      createdBy: author,
      status: 'approved',
      votes: 800,
      dislikes: 250,
    })
    const body = await list('filter=production')
    expect(titles(body.items)).toEqual(['approved-many-votes', 'approved-700', 'approved-500'])
    expect(body.total).toBe(3)
  })

  it('controversial: over 10 votes and over 5 dislikes, most disliked first, then by votes', async () => {
    await makeDesign(t, { title: '11v-6d', createdBy: author, votes: 11, dislikes: 6 })
    await makeDesign(t, { title: '10v-9d', createdBy: author, votes: 10, dislikes: 9 })
    await makeDesign(t, { title: '50v-5d', createdBy: author, votes: 50, dislikes: 5 })
    await makeDesign(t, { title: '20v-8d', createdBy: author, votes: 20, dislikes: 8 })
    await makeDesign(t, { title: '30v-8d', createdBy: author, votes: 30, dislikes: 8 })
    const body = await list('filter=controversial')
    expect(titles(body.items)).toEqual(['30v-8d', '20v-8d', '11v-6d'])
    expect(body.total).toBe(3)
  })

  describe('trending', () => {
    it('ranks by vote weight minus dislikes cast in the last 7 days, newest design first on ties', async () => {
      const voters = await makePeople(t, 12)
      const a = await makeDesign(t, { title: 'weighted', createdBy: author, ageHours: 300 })
      const b = await makeDesign(t, { title: 'many-light', createdBy: author, ageHours: 200 })
      const tieOld = await makeDesign(t, { title: 'tie-old', createdBy: author, ageHours: 100 })
      const tieNew = await makeDesign(t, { title: 'tie-new', createdBy: author, ageHours: 50 })
      const old = await makeDesign(t, { title: 'old-activity', createdBy: author, ageHours: 400 })
      const negative = await makeDesign(t, { title: 'disliked', createdBy: author, ageHours: 10 })
      await makeDesign(t, { title: 'quiet', createdBy: author, votes: 900, ageHours: 1 })

      await castVotes(t, a, voters.slice(0, 3), 2) // 6
      await castVotes(t, b, voters.slice(0, 5), 1) // 5
      await castDislikes(t, b, voters.slice(5, 7)) // 5 - 2 = 3
      await castVotes(t, tieOld, voters.slice(0, 2), 1.5) // 3
      await castVotes(t, tieNew, voters.slice(0, 3), 1) // 3
      // Outside the window (8 days ago): not counted, and such a design is not trending at all.
      await castVotes(t, old, voters, 2, 8 * 24)
      await castVotes(t, a, voters.slice(3, 12), 2, 7 * 24 + 1)
      await castDislikes(t, negative, voters.slice(0, 1)) // -1

      const body = await list('filter=trending')
      expect(titles(body.items)).toEqual(['weighted', 'tie-new', 'tie-old', 'many-light', 'disliked'])
      expect(body).toMatchObject({ total: 5, page: 1, per_page: TRENDING_LIMIT })
      expect(body.items[0]!.author.display_name).toBe('@neon_artist')
    })

    it('is the top 20 on one page; later pages are empty', async () => {
      const voters = await makePeople(t, 25)
      for (let i = 0; i < 25; i++) {
        const id = await makeDesign(t, { title: `t${i}`, createdBy: author, ageHours: 30 - i })
        await castVotes(t, id, voters.slice(0, i + 1), 1)
      }
      const p1 = await list('filter=trending&per_page=60')
      expect(p1.items).toHaveLength(TRENDING_LIMIT)
      expect(p1.total).toBe(TRENDING_LIMIT)
      expect(p1.items[0]!.description).toBe('t24')
      expect(p1.items.at(-1)!.description).toBe('t5')
      const p2 = await list('filter=trending&page=2')
      expect(p2).toMatchObject({ items: [], total: TRENDING_LIMIT, page: 2 })
    })
  })
})

describe('GET /api/community-designs/:id', () => {
  it('returns the design page with images, reward wallet flag, next vote weight and comment count', async () => {
    const id = await makeDesign(t, {
      title: 'Detail',
      createdBy: author,
      status: 'approved',
      votes: 50,
      dislikes: 3,
      images: ['/files/designs/x/1.webp', '/files/designs/x/2.webp', '/files/designs/x/3.webp'],
      wallet: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      commentCount: 4,
    })
    const res = await t.request({ method: 'GET', url: `/api/community-designs/${id}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBeTruthy()
    const body = res.json()
    expect(body).toMatchObject({
      id,
      description: 'Detail',
      prompt: 'A long description',
      category: 'apparel',
      design_type: 'graphic',
      status: 'approved',
      image_url: '/files/designs/x/1.webp',
      images: ['/files/designs/x/1.webp', '/files/designs/x/2.webp', '/files/designs/x/3.webp'],
      reward_wallet_set: true,
      current_weight: 1.5,
      comment_count: 4,
      votes: 50,
      net_score: 47,
      author: { display_name: '@neon_artist' },
    })
    // The wallet address itself stays private.
    expect(res.body).not.toContain('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')
  })

  it('says Design not found for a missing design and for a malformed id', async () => {
    for (const id of ['0b7c2a52-8f0e-4f43-9b43-2f0a3f3d9c11', 'not-a-uuid']) {
      const res = await t.request({ method: 'GET', url: `/api/community-designs/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(DESIGN_MESSAGES.designNotFound)
    }
  })
})

describe('shared caches', () => {
  it('serves a list and Trending from memory when caching is on, and submissions clear them', async () => {
    const cached = await createTestApp({ databaseUrl: t.databaseUrl })
    try {
      const voters = await makePeople(t, 2)
      const first = await makeDesign(t, { title: 'first', createdBy: author })
      await castVotes(t, first, voters, 1)
      const get = async (filter: string) =>
        titles(
          (await cached.request({ method: 'GET', url: `/api/community-designs?filter=${filter}` })).json()
            .items,
        )
      expect(await get('newest')).toEqual(['first'])
      expect(await get('trending')).toEqual(['first'])
      const second = await makeDesign(t, { title: 'second', createdBy: author })
      await castVotes(t, second, voters, 2)
      // Within the window the held answers are served.
      expect(await get('newest')).toEqual(['first'])
      expect(await get('trending')).toEqual(['first'])
      clearCommunityCaches(cached.ctx)
      expect(await get('newest')).toEqual(['second', 'first'])
      expect(await get('trending')).toEqual(['second', 'first'])
    } finally {
      await cached.close()
    }
  })
})
