import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { user as authUser } from '../../db/schema/auth.ts'
import { orders } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { supportTickets } from '../../db/schema/support.ts'
import { errorOf, get, patch, t, useProfilesApp } from './profiles.fixtures.ts'

useProfilesApp()

const address = {
  first_name: 'Alice',
  last_name: 'Doe',
  address: '1 Main St',
  address2: 'Apt 2',
  city: 'Austin',
  state: 'TX',
  postal_code: '73301',
  country: 'US' as const,
}

describe('own profile', () => {
  it('needs a session', async () => {
    expect((await get('/api/profile')).statusCode).toBe(401)
    expect((await patch('/api/profile', { full_name: 'X' })).statusCode).toBe(401)
    expect((await get('/api/profile/summary')).statusCode).toBe(401)
  })

  it('returns the default preferences, recreates a missing row and keeps the email equal to the account', async () => {
    const u = await t.createUser({ name: 'Pat Lee' })
    const res = await get('/api/profile', u.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toMatchObject({
      id: u.id,
      email: u.email,
      full_name: 'Pat Lee',
      username: null,
      role: 'user',
      notification_preferences: { order_updates: true, marketing: false },
      marketing_preferences: {
        email_newsletter: false,
        order_updates: true,
        promotional_offers: false,
        product_updates: false,
      },
    })

    await t.db.delete(profiles).where(eq(profiles.id, u.id))
    expect((await get('/api/profile', u.cookie)).json()).toMatchObject({ id: u.id, email: u.email })

    await t.db.update(profiles).set({ email: 'stale@example.com' }).where(eq(profiles.id, u.id))
    expect((await get('/api/profile', u.cookie)).json().email).toBe(u.email)
  })

  it('edits every field, persists them and mirrors the name onto the account', async () => {
    const u = await t.createUser()
    const body = {
      full_name: '  Alice Doe ',
      username: 'alice_doe-1',
      phone_number: '+1 (512) 555-0100',
      default_shipping_address: address,
      notification_preferences: { order_updates: false, marketing: true },
      marketing_preferences: {
        email_newsletter: true,
        order_updates: false,
        promotional_offers: true,
        product_updates: false,
      },
    }
    const res = await patch('/api/profile', body, u.cookie)
    expect(res.statusCode).toBe(200)
    const expected = { ...body, full_name: 'Alice Doe' }
    expect(res.json()).toMatchObject(expected)
    expect((await get('/api/profile', u.cookie)).json()).toMatchObject(expected)
    const [account] = await t.db.select().from(authUser).where(eq(authUser.id, u.id))
    expect(account!.name).toBe('Alice Doe')

    // Blank strings clear optional fields; fields not sent stay as they were.
    const cleared = await patch('/api/profile', { phone_number: '', username: '' }, u.cookie)
    expect(cleared.json()).toMatchObject({ phone_number: null, username: null, full_name: 'Alice Doe' })
  })

  it('refuses an invalid phone number and unknown countries', async () => {
    const u = await t.createUser()
    const phone = await patch('/api/profile', { phone_number: 'call me maybe' }, u.cookie)
    expect(phone.statusCode).toBe(400)
    expect(errorOf(phone).message).toBe('Please enter a valid phone number')
    const country = await patch(
      '/api/profile',
      { default_shipping_address: { ...address, country: 'FR' } },
      u.cookie,
    )
    expect(country.statusCode).toBe(400)
  })

  it('only a changed avatar_url null removes the avatar; a URL cannot be set directly', async () => {
    const u = await t.createUser()
    const res = await patch('/api/profile', { avatar_url: 'https://evil.example/x.png' }, u.cookie)
    expect(res.statusCode).toBe(400)
    await t.db.update(profiles).set({ avatarUrl: '/files/avatars/a.webp' }).where(eq(profiles.id, u.id))
    expect((await patch('/api/profile', { avatar_url: null }, u.cookie)).json().avatar_url).toBeNull()
  })
})

describe('profile summary', () => {
  it('counts orders, money spent and tickets of the caller only', async () => {
    const u = await t.createUser()
    const stranger = await t.createUser()
    const empty = (await get('/api/profile/summary', u.cookie)).json()
    expect(empty).toEqual({
      orders: { total_orders: 0, total_spent_cents: 0, last_order_date: null },
      support: { total_tickets: 0, open_tickets: 0, last_ticket_date: null },
    })

    const ship = {
      name: 'A',
      address: 'x',
      address2: '',
      city: 'c',
      state: 's',
      postal_code: '1',
      country: 'US',
    }
    const order = (
      userId: string,
      status: string,
      paymentStatus: string,
      totalCents: number,
      at: string,
    ) => ({
      userId,
      status: status as 'processing',
      paymentStatus: paymentStatus as 'paid',
      subtotalCents: totalCents,
      totalCents,
      shippingAddress: ship,
      createdAt: new Date(at),
    })
    await t.db
      .insert(orders)
      .values([
        order(u.id, 'delivered', 'paid', 5000, '2025-01-10T10:00:00Z'),
        order(u.id, 'processing', 'paid', 2595, '2025-02-10T10:00:00Z'),
        order(u.id, 'refunded', 'refunded', 9999, '2025-02-11T10:00:00Z'),
        order(u.id, 'pending_payment', 'unpaid', 7000, '2025-03-01T10:00:00Z'),
        order(u.id, 'cancelled', 'unpaid', 1000, '2025-03-02T10:00:00Z'),
        order(stranger.id, 'delivered', 'paid', 100000, '2025-03-03T10:00:00Z'),
      ])
    const ticket = (userId: string, status: 'open' | 'in_progress' | 'resolved', at: string) => ({
      userId,
      subject: 's',
      message: 'm',
      status,
      createdAt: new Date(at),
    })
    await t.db
      .insert(supportTickets)
      .values([
        ticket(u.id, 'open', '2025-01-01T00:00:00Z'),
        ticket(u.id, 'in_progress', '2025-01-02T00:00:00Z'),
        ticket(u.id, 'resolved', '2025-01-03T00:00:00Z'),
        ticket(stranger.id, 'open', '2025-04-01T00:00:00Z'),
      ])

    expect((await get('/api/profile/summary', u.cookie)).json()).toEqual({
      orders: { total_orders: 3, total_spent_cents: 7595, last_order_date: '2025-02-11T10:00:00.000Z' },
      support: { total_tickets: 3, open_tickets: 2, last_ticket_date: '2025-01-03T00:00:00.000Z' },
    })
  })
})
