import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helper.ts'
import { storagesOn } from './context-storage.ts'

/**
 * The auth library's request storages: on Node 20 an enabled storage hooks every promise of the
 * process, so they must be off whenever none of the library's calls is running.
 */
describe("the auth library's request storages", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('are off once its calls are done, and its calls still work after', async () => {
    // A sign-in goes through the library (its server API).
    const alice = await t.createUser()
    expect(alice.cookie).toMatch(/session_token/)
    expect(storagesOn()).toEqual([])
    // Calls at once: each finds its own request state; only the last to finish switches them off.
    const people = await Promise.all([t.createUser(), t.createUser(), t.createUser()])
    expect(new Set(people.map((p) => p.cookie)).size).toBe(3)
    expect(storagesOn()).toEqual([])
    // Switched back on by the next call: the session a sign-in made is the caller's.
    const session = await t.ctx.auth.api.getSession({ headers: new Headers({ cookie: people[1]!.cookie }) })
    expect(session?.user.id).toBe(people[1]!.id)
    expect(storagesOn()).toEqual([])
    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie: alice.cookie })
    expect(out.statusCode).toBe(200)
    expect(storagesOn()).toEqual([])
  })
})
