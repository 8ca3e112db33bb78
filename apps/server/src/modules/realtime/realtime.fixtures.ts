import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { APP_ORIGIN, createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

type SseEvent = { event: string; data: unknown }

/**
 * A real EventSource-style reader over fetch: collects parsed events from a live connection so a test
 * can wait for one. Abort it with `close()`.
 */
export async function openEventStream(baseUrl: string, cookie: string) {
  const controller = new AbortController()
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, origin: APP_ORIGIN, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const events: SseEvent[] = []
  const waiters = new Set<() => void>()
  let ended = false
  const pump = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) {
        ended = true
        waiters.forEach((w) => w())
        return
      }
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (event && data) events.push({ event, data: JSON.parse(data) })
        waiters.forEach((w) => w())
      }
    }
  })().catch(() => {})

  async function waitFor(match: (e: SseEvent) => boolean, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = events.find(match)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => {
        const done = () => (waiters.delete(done), clearTimeout(timer), resolve())
        const timer = setTimeout(done, left)
        waiters.add(done)
      })
    }
  }

  /** Resolves true once the server has closed the stream, false if it is still open at the timeout. */
  async function waitForEnd(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs
    while (!ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const done = () => (waiters.delete(done), clearTimeout(timer), resolve())
        const timer = setTimeout(done, deadline - Date.now())
        waiters.add(done)
      })
    }
    return ended
  }

  return {
    status: res.status,
    waitForEnd,
    contentType: res.headers.get('content-type'),
    events,
    waitFor,
    async close() {
      controller.abort()
      await pump
    },
  }
}

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
