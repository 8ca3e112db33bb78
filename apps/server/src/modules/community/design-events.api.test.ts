import type { AddressInfo } from 'node:net'
import { DESIGN_MESSAGES } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ORIGIN, createTestApp, type TestApp } from '../../../test/helper.ts'
import { openSse } from '../../../test/sse.ts'
import { makeDesign, makePeople, makePerson, react } from '../../../test/fixtures/community.ts'

/** A design's live stream of vote and reaction counts. */
const openStream = (url: string) => openSse<Record<string, unknown>>(url)

let t: TestApp
let base: string
let author: string

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  author = await makePerson(t, { username: 'live_artist' })
})
afterAll(async () => t?.close())

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('GET /api/community-designs/:id/events', () => {
  it('sends the current counts, then a counts event after every change, only for its design', async () => {
    const id = await makeDesign(t, { createdBy: author, votes: 0, commentCount: 2 })
    const otherId = await makeDesign(t, { createdBy: author })
    const [voter, disliker, third] = await makePeople(t, 3)
    const stream = await openStream(`${base}/api/community-designs/${id}/events`)
    try {
      expect(stream.res.status).toBe(200)
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const first = await stream.waitFor((e) => e.event === 'counts')
      expect(first.data).toEqual({
        design_id: id,
        votes: 0,
        dislike_count: 0,
        net_score: 0,
        weighted_score: 0,
        current_weight: 2,
        comment_count: 2,
      })
      await until(() => t.ctx.runtimes.community.liveCounts.followers(id) === 1)

      await react(t, otherId, third!, 'vote')
      expect((await react(t, id, voter!, 'vote')).outcome).toBe('ok')
      const afterVote = await stream.waitFor((e) => e.event === 'counts' && e.data.votes === 1)
      expect(afterVote.data).toEqual({
        design_id: id,
        votes: 1,
        dislike_count: 0,
        net_score: 1,
        weighted_score: 2,
        current_weight: 1.99,
        comment_count: 2,
      })

      await react(t, id, disliker!, 'dislike')
      await stream.waitFor((e) => e.event === 'counts' && e.data.dislike_count === 1)
      // A comment counter change (any writer) is announced too.
      await t.ctx.pool.query('update community_designs set comment_count = comment_count + 1 where id = $1', [
        id,
      ])
      await stream.waitFor((e) => e.event === 'counts' && e.data.comment_count === 3)

      expect(stream.events.every((e) => e.event === 'counts' && e.data.design_id === id)).toBe(true)
      expect(stream.events).toHaveLength(4)
    } finally {
      await stream.close()
    }
    // The closed stream stops following the design.
    await until(() => t.ctx.runtimes.community.liveCounts.followers(id) === 0)
  })

  it('fans one change out to every open stream of the design', async () => {
    const id = await makeDesign(t, { createdBy: author })
    const [voter] = await makePeople(t, 1)
    const a = await openStream(`${base}/api/community-designs/${id}/events`)
    const b = await openStream(`${base}/api/community-designs/${id}/events`)
    try {
      await a.waitFor((e) => e.event === 'counts')
      await b.waitFor((e) => e.event === 'counts')
      await until(() => t.ctx.runtimes.community.liveCounts.followers(id) === 2)
      await react(t, id, voter!, 'vote')
      await a.waitFor((e) => e.data.votes === 1)
      await b.waitFor((e) => e.data.votes === 1)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('says Design not found for a missing design or a malformed id', async () => {
    for (const id of ['3f0e4c9a-1b2d-4e5f-8a9b-0c1d2e3f4a5b', 'nope']) {
      const res = await fetch(`${base}/api/community-designs/${id}/events`, {
        headers: { origin: APP_ORIGIN },
      })
      expect(res.status).toBe(404)
      expect((await res.json()).error.message).toBe(DESIGN_MESSAGES.designNotFound)
    }
  })

  it('closes open streams when the app closes', async () => {
    const other = await createTestApp({ databaseUrl: t.databaseUrl })
    await other.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (other.app.server.address() as AddressInfo).port
    const id = await makeDesign(t, { createdBy: author })
    const stream = await openStream(`http://127.0.0.1:${port}/api/community-designs/${id}/events`)
    await stream.waitFor((e) => e.event === 'counts')
    const started = Date.now()
    await other.close()
    expect(Date.now() - started).toBeLessThan(5000)
    await stream.close()
  })
})
