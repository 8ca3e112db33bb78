import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { openSse } from '../../../test/sse.ts'

/** The account's stream of live events on an instance (`/api/events`). */
export const openEventStream = (baseUrl: string, cookie: string) =>
  openSse(`${baseUrl}/api/events`, { cookie })

// The deployment the realtime API tests share: two instances on one database, the second listening on a
// real port, and three accounts. Each test file that calls `useTwoInstances()` gets its own apps and
// database.

export let a: TestApp
export let b: TestApp
export let baseB: string
export let alice: TestUser
export let bob: TestUser
export let admin: TestUser

/** Starts both instances before the file's tests and closes them after them. */
export function useTwoInstances() {
  beforeAll(async () => {
    // Two instances of one deployment: same database, same secret (cookies signed by one work on the other).
    const env = { AUTH_SECRET: 'realtime-test-secret-0123456789' }
    a = await createTestApp({ env })
    // A second, independent server instance on the same database, listening on a real port.
    b = await createTestApp({ databaseUrl: a.databaseUrl, env })
    await b.app.listen({ port: 0, host: '127.0.0.1' })
    baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`
    alice = await a.createUser({ email: 'alice@example.com' })
    bob = await a.createUser({ email: 'bob@example.com' })
    admin = await a.createUser({ email: 'admin@example.com', role: 'admin' })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })
}
