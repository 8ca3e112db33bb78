import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { user as authUser } from '../../db/schema/auth.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { cookieFrom } from '../../../test/helper.ts'
import { a, baseB, openEventStream, useTwoInstances } from './realtime.fixtures.ts'

useTwoInstances()

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
