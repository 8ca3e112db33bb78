import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as authUser } from '../../db/schema/auth.ts'
import { communityDesigns } from '../../db/schema/community.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { TOO_MANY_STREAMS_MESSAGE } from '../../lib/stream-slots.ts'
import { APP_ORIGIN, cookieFrom, createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

type SseEvent = { event: string; data: unknown }

/**
 * A real EventSource-style reader over fetch: collects parsed events from a live connection so a test
 * can wait for one. Abort it with `close()`.
 */
async function openEventStream(baseUrl: string, cookie: string) {
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

let a: TestApp
let b: TestApp
let baseB: string
let alice: TestUser
let bob: TestUser
let admin: TestUser

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

describe('realtime across server instances', () => {
  it('refuses a signed-out stream', async () => {
    const res = await fetch(`${baseB}/api/events`, { headers: { origin: APP_ORIGIN } })
    expect(res.status).toBe(401)
  })

  it('a notification sent through instance A reaches the subscriber connected to instance B, and only them', async () => {
    const aliceStream = await openEventStream(baseB, alice.cookie)
    const bobStream = await openEventStream(baseB, bob.cookie)
    try {
      expect(aliceStream.status).toBe(200)
      expect(aliceStream.contentType).toMatch(/^text\/event-stream/)
      await aliceStream.waitFor((e) => e.event === 'ready', 5000)
      await bobStream.waitFor((e) => e.event === 'ready', 5000)

      const started = Date.now()
      const sent = await a.request({
        method: 'POST',
        url: '/api/admin/notifications',
        cookie: admin.cookie,
        payload: {
          user_id: alice.id,
          type: 'system',
          title: 'Live from A',
          message: 'Hello',
          link: '/orders',
        },
      })
      expect(sent.statusCode).toBe(201)
      const id = sent.json().notification.id

      const got = await aliceStream.waitFor((e) => e.event === 'notification', 5000)
      expect(Date.now() - started).toBeLessThan(5000)
      expect(got.data).toMatchObject({
        id,
        type: 'system',
        title: 'Live from A',
        message: 'Hello',
        link: '/orders',
        read: false,
        data: {},
      })

      // A direct insert (any code path that writes a notification) is delivered the same way.
      const [row] = await a.db
        .insert(notifications)
        .values({ userId: bob.id, type: 'order_shipped', title: 'Shipped', message: 'On its way' })
        .returning()
      const bobGot = await bobStream.waitFor((e) => e.event === 'notification', 5000)
      expect(bobGot.data).toMatchObject({ id: row!.id, title: 'Shipped' })

      // Each stream carried only its own user's notification.
      expect(aliceStream.events.filter((e) => e.event === 'notification')).toHaveLength(1)
      expect(bobStream.events.filter((e) => e.event === 'notification')).toHaveLength(1)
    } finally {
      await aliceStream.close()
      await bobStream.close()
    }
  })
})

describe('a stream lives only as long as its session', () => {
  const notify = (userId: string, title: string) =>
    a.db.insert(notifications).values({ userId, type: 'system', title, message: 'm' })

  it('ends on sign-out, on every instance, and delivers nothing after it', async () => {
    const u = await a.createUser()
    const stream = await openEventStream(baseB, u.cookie)
    try {
      await stream.waitFor((e) => e.event === 'ready', 5000)
      await notify(u.id, 'Before')
      await stream.waitFor((e) => e.event === 'notification', 5000)

      const out = await a.request({
        method: 'POST',
        url: '/api/auth/sign-out',
        cookie: u.cookie,
        payload: {},
      })
      expect(out.statusCode).toBe(200)
      expect(await stream.waitForEnd(5000)).toBe(true)
      expect(stream.events.at(-1)?.event).toBe('session_ended')

      await notify(u.id, 'After')
      await new Promise((r) => setTimeout(r, 300))
      expect(stream.events.filter((e) => e.event === 'notification')).toHaveLength(1)
      // The browser's reconnect is refused.
      expect((await fetch(`${baseB}/api/events`, { headers: { cookie: u.cookie } })).status).toBe(401)
    } finally {
      await stream.close()
    }
  })

  it('a password change ends the other sessions’ streams and keeps the one that changed it', async () => {
    const u = await a.createUser()
    const other = await a.signIn(u.email, u.password)
    const otherStream = await openEventStream(baseB, other)
    try {
      await otherStream.waitFor((e) => e.event === 'ready', 5000)
      const changed = await a.request({
        method: 'POST',
        url: '/api/auth/change-password',
        cookie: u.cookie,
        payload: { current_password: u.password, new_password: 'changed-123' },
      })
      expect(changed.statusCode).toBe(200)
      expect(await otherStream.waitForEnd(5000)).toBe(true)

      const fresh = cookieFrom(changed.headers['set-cookie']) || u.cookie
      const kept = await openEventStream(baseB, fresh)
      try {
        await kept.waitFor((e) => e.event === 'ready', 5000)
        await notify(u.id, 'Still here')
        await kept.waitFor((e) => e.event === 'notification', 5000)
      } finally {
        await kept.close()
      }
    } finally {
      await otherStream.close()
    }
  })

  it('a ban ends every stream of the user', async () => {
    const u = await a.createUser()
    const stream = await openEventStream(baseB, u.cookie)
    try {
      await stream.waitFor((e) => e.event === 'ready', 5000)
      await a.db.update(authUser).set({ banned: true }).where(eq(authUser.id, u.id))
      expect(await stream.waitForEnd(5000)).toBe(true)
    } finally {
      await stream.close()
    }
  })

  it('another user signing out leaves this stream open', async () => {
    const u = await a.createUser()
    const v = await a.createUser()
    const stream = await openEventStream(baseB, u.cookie)
    try {
      await stream.waitFor((e) => e.event === 'ready', 5000)
      await a.request({ method: 'POST', url: '/api/auth/sign-out', cookie: v.cookie, payload: {} })
      expect(await stream.waitForEnd(500)).toBe(false)
    } finally {
      await stream.close()
    }
  })
})

describe('open streams per client address', () => {
  const held = () => b.ctx.streamSlots.held('127.0.0.1')
  const until = async (check: () => boolean, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs
    while (!check()) {
      if (Date.now() > deadline) throw new Error('condition not met in time')
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  it('allows six at once across stream kinds, answers 429 to the next, and frees a slot when one closes', async () => {
    await until(() => held() === 0)
    const [row] = await a.db
      .insert(communityDesigns)
      .values({ imageUrl: '/files/d.webp', style: 'minimalist', description: 'Live', createdBy: alice.id })
      .returning({ id: communityDesigns.id })
    const design = row!.id
    const users = [alice, bob, admin]
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = []
    try {
      for (let i = 0; i < 5; i++) {
        const stream = await openEventStream(baseB, users[i % users.length]!.cookie)
        expect(stream.status).toBe(200)
        streams.push(stream)
      }
      const live = await fetch(`${baseB}/api/community-designs/${design}/events`)
      expect(live.status).toBe(200)

      const refused = await fetch(`${baseB}/api/events`, { headers: { cookie: alice.cookie } })
      expect(refused.status).toBe(429)
      expect((await refused.json()).error).toEqual({
        code: 'TOO_MANY_STREAMS',
        message: TOO_MANY_STREAMS_MESSAGE,
      })
      const refusedLive = await fetch(`${baseB}/api/community-designs/${design}/events`)
      expect(refusedLive.status).toBe(429)
      expect(held()).toBe(6)

      await live.body?.cancel()
      await until(() => held() === 5)
      const again = await openEventStream(baseB, bob.cookie)
      streams.push(again)
      expect(again.status).toBe(200)
      await again.waitFor((e) => e.event === 'ready', 5000)
    } finally {
      for (const stream of streams) await stream.close()
    }
    await until(() => held() === 0)
  })
})
