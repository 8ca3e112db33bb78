import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMENT_MAX, DESIGN_MESSAGES as M } from '@rdo/contracts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import {
  designRow,
  hideComment,
  makeDesign,
  makeVoters,
  type Voter,
} from '../../../test/fixtures/design-votes.ts'

let t: TestApp
let creator: Voter
let alice: Voter
let bob: Voter

beforeAll(async () => {
  t = await createTestApp()
  ;[creator, alice, bob] = await makeVoters(t, 3, { ageHours: 48 })
  await t.db
    .update(profiles)
    .set({ username: 'alice_draws', avatarUrl: '/files/avatars/alice.webp' })
    .where(eq(profiles.id, alice!.id))
  await t.db.update(profiles).set({ fullName: 'Bob Builder' }).where(eq(profiles.id, bob!.id))
})
afterAll(async () => {
  await t?.close()
})

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error

const comment = (designId: string, who: Voter | null, content: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/community-designs/${designId}/comments`,
    cookie: who?.cookie,
    payload: { content },
  })
const list = (designId: string, who?: Voter, query = '') =>
  t.request({
    method: 'GET',
    url: `/api/community-designs/${designId}/comments${query}`,
    cookie: who?.cookie,
  })
const like = (commentId: string, who: Voter, method: 'POST' | 'DELETE' = 'POST') =>
  t.request({ method, url: `/api/community-designs/comments/${commentId}/like`, cookie: who.cookie })
const report = (commentId: string, who: Voter, reason?: string) =>
  t.request({
    method: 'POST',
    url: `/api/community-designs/comments/${commentId}/report`,
    cookie: who.cookie,
    payload: reason === undefined ? {} : { reason },
  })

describe('commenting on a design', () => {
  it('asks visitors to sign in and refuses empty or over-long comments', async () => {
    const designId = await makeDesign(t, creator.id)
    const out = await comment(designId, null, 'Nice')
    expect(out.statusCode).toBe(401)
    expect(errorOf(out).message).toBe(M.signInToComment)

    for (const content of ['', '   \n\t ', undefined]) {
      const res = await comment(designId, alice, content)
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).message).toBe(M.commentEmpty)
    }
    const long = await comment(designId, alice, 'x'.repeat(COMMENT_MAX + 1))
    expect(long.statusCode).toBe(400)
    expect(errorOf(long).message).toBe(M.commentTooLong)
    expect((await designRow(t, designId)).commentCount).toBe(0)
  })

  it('adds a trimmed comment shown by the author’s public name, and counts it on the design', async () => {
    const designId = await makeDesign(t, creator.id)
    const res = await comment(designId, alice, '  Love the colours  ')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(String),
      design_id: designId,
      content: 'Love the colours',
      created_at: expect.any(String),
      author: {
        id: alice.id,
        display_name: '@alice_draws',
        username: 'alice_draws',
        avatar_url: '/files/avatars/alice.webp',
      },
      like_count: 0,
      viewer_liked: false,
      viewer_reported: false,
    })
    expect(JSON.stringify(res.json())).not.toContain('@example.com')
    expect((await comment(designId, bob, 'Would wear')).statusCode).toBe(201)
    expect((await designRow(t, designId)).commentCount).toBe(2)
  })

  it('answers 404 for a design that does not exist', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      const post = await comment(id, alice, 'Hello')
      expect(post.statusCode).toBe(404)
      expect(errorOf(post).message).toBe(M.designNotFound)
      const get = await list(id)
      expect(get.statusCode).toBe(404)
      expect(errorOf(get).message).toBe(M.designNotFound)
    }
  })
})

describe('reading comments', () => {
  it('lists visible comments oldest first, paged, with likes and the reader’s own likes and reports', async () => {
    const designId = await makeDesign(t, creator.id)
    const ids: string[] = []
    for (const [who, text] of [
      [alice, 'First'],
      [bob, 'Second'],
      [alice, 'Third'],
      [bob, 'Fourth'],
    ] as const) {
      ids.push((await comment(designId, who, text)).json().id)
    }
    await hideComment(t, ids[2]!)
    expect((await like(ids[0]!, bob)).statusCode).toBe(200)
    expect((await like(ids[0]!, alice)).statusCode).toBe(200)
    expect((await report(ids[1]!, alice, 'Spam')).statusCode).toBe(201)

    const visitor = await list(designId)
    expect(visitor.statusCode).toBe(200)
    expect(visitor.headers['cache-control']).toBe('private, no-cache')
    const body = visitor.json()
    expect(body).toMatchObject({ total: 3, page: 1, per_page: 50 })
    expect(body.items.map((c: { content: string }) => c.content)).toEqual(['First', 'Second', 'Fourth'])
    expect(body.items[0]).toMatchObject({ like_count: 2, viewer_liked: false, viewer_reported: false })
    expect(body.items[1].author).toEqual({
      id: bob.id,
      display_name: 'Bob Builder',
      username: null,
      avatar_url: null,
    })

    const asAlice = (await list(designId, alice)).json()
    expect(asAlice.items.map((c: { viewer_liked: boolean }) => c.viewer_liked)).toEqual([true, false, false])
    expect(asAlice.items.map((c: { viewer_reported: boolean }) => c.viewer_reported)).toEqual([
      false,
      true,
      false,
    ])

    const page2 = (await list(designId, undefined, '?page=2&per_page=2')).json()
    expect(page2).toMatchObject({ total: 3, page: 2, per_page: 2 })
    expect(page2.items.map((c: { content: string }) => c.content)).toEqual(['Fourth'])
  })
})

describe('liking and reporting comments', () => {
  it('likes and unlikes idempotently', async () => {
    const designId = await makeDesign(t, creator.id)
    const id = (await comment(designId, bob, 'Clean lines')).json().id

    expect((await like(id, alice)).json()).toEqual({ liked: true, like_count: 1 })
    expect((await like(id, alice)).json()).toEqual({ liked: true, like_count: 1 })
    expect((await like(id, bob)).json()).toEqual({ liked: true, like_count: 2 })
    expect((await like(id, alice, 'DELETE')).json()).toEqual({ liked: false, like_count: 1 })
    expect((await like(id, alice, 'DELETE')).json()).toEqual({ liked: false, like_count: 1 })
    expect((await like(id, bob, 'DELETE')).json()).toEqual({ liked: false, like_count: 0 })
  })

  it('files one report per person for the moderators; a repeat is accepted quietly', async () => {
    const designId = await makeDesign(t, creator.id)
    const id = (await comment(designId, bob, 'Buy followers at …')).json().id

    const first = await report(id, alice, '  Spam  ')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ reported: true })
    const again = await report(id, alice, 'Still spam')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ reported: true })
    expect((await report(id, creator)).statusCode).toBe(201)

    const { rows } = await t.ctx.pool.query(
      'select user_id, reason, status from comment_reports where comment_id = $1 order by created_at',
      [id],
    )
    expect(rows).toEqual([
      { user_id: alice.id, reason: 'Spam', status: 'open' },
      { user_id: creator.id, reason: null, status: 'open' },
    ])
  })

  it('treats a hidden, missing or malformed comment as not found', async () => {
    const designId = await makeDesign(t, creator.id)
    const id = (await comment(designId, bob, 'Hidden soon')).json().id
    await hideComment(t, id)
    for (const target of [id, crypto.randomUUID(), 'not-a-comment']) {
      for (const res of [
        await like(target, alice),
        await like(target, alice, 'DELETE'),
        await report(target, alice),
      ]) {
        expect(res.statusCode, target).toBe(404)
        expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: M.commentNotFound })
      }
    }
    const { rows } = await t.ctx.pool.query(
      'select (select count(*) from comment_likes where comment_id = $1)::int as likes, (select count(*) from comment_reports where comment_id = $1)::int as reports',
      [id],
    )
    expect(rows[0]).toEqual({ likes: 0, reports: 0 })
  })

  it('asks visitors to sign in before liking or reporting', async () => {
    const designId = await makeDesign(t, creator.id)
    const id = (await comment(designId, bob, 'Hi')).json().id
    for (const [method, path] of [
      ['POST', 'like'],
      ['DELETE', 'like'],
      ['POST', 'report'],
    ] as const) {
      const res = await t.request({
        method,
        url: `/api/community-designs/comments/${id}/${path}`,
        payload: {},
      })
      expect(res.statusCode).toBe(401)
    }
  })
})
