import { describe, expect, it } from 'vitest'
import { communityDesigns } from '../../db/schema/community.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { TOO_MANY_STREAMS_MESSAGE } from '../../lib/stream-slots.ts'
import { APP_ORIGIN } from '../../../test/helper.ts'
import { a, admin, alice, b, baseB, bob, openEventStream, useTwoInstances } from './realtime.fixtures.ts'

useTwoInstances()

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
