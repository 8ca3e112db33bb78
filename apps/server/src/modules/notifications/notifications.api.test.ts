import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let alice: TestUser
let bob: TestUser
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp()
  alice = await t.createUser({ email: 'alice@example.com' })
  bob = await t.createUser({ email: 'bob@example.com' })
  admin = await t.createUser({ email: 'admin@example.com', role: 'admin' })
})
afterAll(async () => t?.close())

const list = (cookie?: string) => t.request({ method: 'GET', url: '/api/notifications', cookie })
const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.request({ method: 'POST', url, cookie, payload })

/** Inserts `n` notifications for a user, a minute apart, the last one newest. */
async function seed(userId: string, n: number, prefix: string) {
  const base = Date.UTC(2025, 5, 1)
  const rows = await t.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        type: i % 2 ? 'order_status' : 'something_new',
        title: `${prefix} ${i}`,
        message: `Message ${i}`,
        link: i === 0 ? '/orders' : null,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning()
  return rows
}

describe('the notification bell', () => {
  it('needs a signed-in user', async () => {
    expect((await list()).statusCode).toBe(401)
    expect((await post('/api/notifications/read-all', undefined)).statusCode).toBe(401)
    expect(
      (await post('/api/notifications/read', undefined, { ids: [crypto.randomUUID()] })).statusCode,
    ).toBe(401)
  })

  it('lists only the 10 newest of the caller and counts all their unread ones', async () => {
    const empty = await list(alice.cookie)
    expect(empty.json()).toEqual({ items: [], unread_count: 0 })
    expect(empty.headers['cache-control']).toBe('no-store')

    await seed(alice.id, 12, 'Alice')
    await seed(bob.id, 3, 'Bob')
    const res = await list(alice.cookie)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.unread_count).toBe(12)
    expect(body.items).toHaveLength(10)
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Alice ${i}`),
    )
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      type: 'order_status',
      title: 'Alice 11',
      message: 'Message 11',
      link: null,
      read: false,
      created_at: '2025-06-01T00:11:00.000Z',
      data: {},
    })
  })

  it("marks the caller's chosen notifications read and ignores another user's ids", async () => {
    const mine = (await list(alice.cookie))
      .json()
      .items.slice(0, 2)
      .map((n: { id: string }) => n.id)
    const bobs = await t.db.select().from(notifications).where(eq(notifications.userId, bob.id))
    const res = await post('/api/notifications/read', alice.cookie, { ids: [...mine, bobs[0]!.id] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })

    const after = (await list(alice.cookie)).json()
    expect(after.unread_count).toBe(10)
    expect(after.items.slice(0, 2).every((n: { read: boolean }) => n.read)).toBe(true)
    expect(after.items[2].read).toBe(false)
    const bobAfter = await t.db.select().from(notifications).where(eq(notifications.userId, bob.id))
    expect(bobAfter.every((n) => !n.read)).toBe(true)
    expect((await list(bob.cookie)).json().unread_count).toBe(3)
  })

  it('refuses an empty or malformed id list', async () => {
    expect((await post('/api/notifications/read', alice.cookie, { ids: [] })).statusCode).toBe(400)
    expect((await post('/api/notifications/read', alice.cookie, { ids: ['nope'] })).statusCode).toBe(400)
  })

  it("'Mark all as read' clears only the caller's unread count", async () => {
    const res = await post('/api/notifications/read-all', alice.cookie)
    expect(res.statusCode).toBe(200)
    expect((await list(alice.cookie)).json().unread_count).toBe(0)
    expect((await list(bob.cookie)).json().unread_count).toBe(3)
  })
})

describe('POST /api/admin/notifications', () => {
  const payload = () => ({
    user_id: bob.id,
    type: 'system',
    title: 'Your design was featured',
    message: 'Congrats!',
    link: '/community-designs',
  })

  it('is for admins only', async () => {
    expect((await post('/api/admin/notifications', undefined, payload())).statusCode).toBe(401)
    expect((await post('/api/admin/notifications', alice.cookie, payload())).statusCode).toBe(403)
  })

  it('creates the notification for the user and records the admin action', async () => {
    const res = await post('/api/admin/notifications', admin.cookie, payload())
    expect(res.statusCode).toBe(201)
    const { notification } = res.json()
    const { user_id: _recipient, ...shown } = payload()
    expect(notification).toMatchObject({ ...shown, read: false, data: {} })
    const bobList = (await list(bob.cookie)).json()
    expect(bobList.items[0]).toMatchObject({ id: notification.id, title: 'Your design was featured' })
    expect(bobList.unread_count).toBe(4)
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, notification.id))
    expect(audit).toMatchObject({ actorId: admin.id, action: 'notification.send' })
  })

  it('answers 404 for an unknown user and 400 for a blank title or a script link', async () => {
    const unknown = await post('/api/admin/notifications', admin.cookie, {
      ...payload(),
      user_id: crypto.randomUUID(),
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('User not found')
    const blank = await post('/api/admin/notifications', admin.cookie, { ...payload(), title: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.message).toBe('Title is required')
    const script = await post('/api/admin/notifications', admin.cookie, {
      ...payload(),
      link: 'javascript:alert(1)',
    })
    expect(script.statusCode).toBe(400)
  })
})
