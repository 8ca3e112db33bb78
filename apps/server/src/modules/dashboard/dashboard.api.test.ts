import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communityDesigns } from '../../db/schema/community.ts'
import { orders } from '../../db/schema/orders.ts'
import { supportTickets } from '../../db/schema/support.ts'
import { cookieFrom, createTestApp, type TestApp } from '../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12))
const shipTo = {
  name: 'A',
  address: 'x',
  address2: '',
  city: 'c',
  state: 's',
  postal_code: '1',
  country: 'US',
}

describe('dashboard recent activity', () => {
  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dashboard/activity' })
    expect(res.statusCode).toBe(401)
  })

  it('lists the 5 newest orders, tickets and designs of the caller only', async () => {
    const u = await t.createUser()
    const other = await t.createUser()
    await t.db.insert(orders).values(
      [1, 2, 3, 4, 5, 6, 7].map((n) => ({
        userId: u.id,
        status: 'processing' as const,
        subtotalCents: n * 100,
        totalCents: n * 100 + 595,
        shippingAddress: shipTo,
        createdAt: day(n),
      })),
    )
    await t.db.insert(orders).values({
      userId: other.id,
      subtotalCents: 1,
      totalCents: 1,
      shippingAddress: shipTo,
      createdAt: day(20),
    })
    await t.db
      .insert(supportTickets)
      .values(
        [1, 2, 3].map((n) => ({ userId: u.id, subject: `Ticket ${n}`, message: 'm', createdAt: day(n) })),
      )
    await t.db
      .insert(supportTickets)
      .values({ userId: other.id, subject: 'Not mine', message: 'm', createdAt: day(30) })
    await t.db.insert(communityDesigns).values(
      [1, 2, 3, 4, 5, 6].map((n) => ({
        description: `Design ${n}`,
        imageUrl: '/files/designs/x.webp',
        createdBy: u.id,
        votes: n,
        status: n % 2 ? ('approved' as const) : ('pending' as const),
        createdAt: day(n),
      })),
    )

    const res = await t.request({ method: 'GET', url: '/api/dashboard/activity', cookie: u.cookie })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.orders).toHaveLength(5)
    expect(body.orders[0]).toEqual({
      id: expect.any(String),
      status: 'processing',
      created_at: day(7).toISOString(),
      total_cents: 1295,
    })
    expect(body.orders.map((o: { total_cents: number }) => o.total_cents)).toEqual([
      1295, 1195, 1095, 995, 895,
    ])
    expect(body.tickets.map((x: { subject: string }) => x.subject)).toEqual([
      'Ticket 3',
      'Ticket 2',
      'Ticket 1',
    ])
    expect(body.tickets[0]).toMatchObject({ status: 'open' })
    expect(body.designs.map((d: { description: string }) => d.description)).toEqual([
      'Design 6',
      'Design 5',
      'Design 4',
      'Design 3',
      'Design 2',
    ])
    expect(body.designs[0]).toMatchObject({ votes: 6, status: 'pending', created_at: day(6).toISOString() })

    const empty = await t.request({
      method: 'GET',
      url: '/api/dashboard/activity',
      cookie: (await t.createUser()).cookie,
    })
    expect(empty.json()).toEqual({ orders: [], tickets: [], designs: [] })
  })
})

describe('dashboard security: a real password change', () => {
  it('changes the password, refuses the old one and signs the other sessions out', async () => {
    const u = await t.createUser({ password: 'first-pass' })
    const laptop = u.cookie
    const phone = await t.signIn(u.email, 'first-pass')
    const post = (url: string, payload: object, cookie?: string) =>
      t.request({ method: 'POST', url, payload, cookie })

    const short = await post(
      '/api/auth/change-password',
      { current_password: 'first-pass', new_password: '12345' },
      laptop,
    )
    expect(short.statusCode).toBe(400)
    expect(short.json().error.message).toBe('Password must be at least 6 characters')

    const res = await post(
      '/api/auth/change-password',
      { current_password: 'first-pass', new_password: 'second-pass' },
      laptop,
    )
    expect(res.statusCode).toBe(200)
    const current = cookieFrom(res.headers['set-cookie']) || laptop

    const old = await post('/api/auth/sign-in', { email: u.email, password: 'first-pass' })
    expect(old.statusCode).toBe(401)
    expect(old.json().error.message).toBe('Invalid email or password')
    expect((await post('/api/auth/sign-in', { email: u.email, password: 'second-pass' })).statusCode).toBe(
      200,
    )

    // The other device is signed out; the one that changed the password stays in.
    expect(
      (await t.request({ method: 'GET', url: '/api/dashboard/activity', cookie: phone })).statusCode,
    ).toBe(401)
    expect(
      (await t.request({ method: 'GET', url: '/api/dashboard/activity', cookie: current })).statusCode,
    ).toBe(200)
  })
})
