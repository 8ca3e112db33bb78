import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../db/schema/auth.ts'
import { createTestApp, type TestApp, type TestUser } from '../../test/helper.ts'

/** Signed-in requests arriving together: their sessions are read together, each still its own. */
describe('session reads under a burst', () => {
  let t: TestApp
  let people: TestUser[]
  const sessionQueries: number[] = []

  beforeAll(async () => {
    t = await createTestApp()
    people = []
    for (let i = 0; i < 12; i++) people.push(await t.createUser({ name: `Burst Person ${i}` }))
    // Count the session reads the app sends to the database, over the auth module's connections.
    const reads = t.ctx.runtimes.auth.reads
    const query = reads.query.bind(reads) as (...args: unknown[]) => unknown
    reads.query = ((...args: unknown[]) => {
      const config = args[0] as { name?: string }
      if (config?.name === 'session:by-tokens') sessionQueries.push(Date.now())
      return query(...args)
    }) as pg.Pool['query']
  })
  afterAll(async () => {
    await t?.close()
  })

  const profile = (cookie: string) => t.request({ method: 'GET', url: '/api/profile', cookie })

  it('gives each of many simultaneous requests its own account, in far fewer queries than requests', async () => {
    sessionQueries.length = 0
    const asked = people.flatMap((p) => [p, p])
    const answers = await Promise.all(asked.map((p) => profile(p.cookie)))
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(200)
      expect(res.json().email).toBe(asked[i]!.email)
    })
    expect(sessionQueries.length).toBeGreaterThan(0)
    expect(sessionQueries.length).toBeLessThan(asked.length / 2)
  })

  it('refuses a forged or unknown cookie in the same burst without touching the others', async () => {
    const [first, second] = people as [TestUser, TestUser]
    const forged = first.cookie.replace(/=([^.;]+)\./, '=forgedtoken.')
    const unknownSession = second.cookie.replace(/=[^;]+/, '=nosuchtoken.c2lnbmF0dXJl')
    const answers = await Promise.all([
      profile(first.cookie),
      profile(forged),
      profile(unknownSession),
      profile(second.cookie),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 401, 200])
    expect(answers[3]!.json().email).toBe(second.email)
  })

  it('forgets nothing between bursts: a ban counts from the next request on', async () => {
    const banned = people[2]!
    expect((await profile(banned.cookie)).statusCode).toBe(200)
    await t.db.update(user).set({ banned: true }).where(eq(user.id, banned.id))
    const answers = await Promise.all([profile(banned.cookie), profile(people[3]!.cookie)])
    expect(answers.map((a) => a.statusCode)).toEqual([401, 200])
  })
})
