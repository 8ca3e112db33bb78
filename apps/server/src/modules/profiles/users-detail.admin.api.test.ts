import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type {
  AdminUserDetail,
  AdminUserOrderList,
  AdminUserTicketList,
  AdminUserDesignList,
} from '@rdo/contracts'
import { communityDesigns, designVotes } from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { wishlists } from '../../db/schema/reviews.ts'
import { supportTickets } from '../../db/schema/support.ts'
import { call, insertOrder, json, t, tag, useUsersAdminWorld } from '../../../test/worlds/users-admin.ts'
import { createProduct } from '../../../test/products.ts'

useUsersAdminWorld()

describe('user detail', () => {
  it('adds up orders, tickets, designs and votes, previews the wishlist and the latest of each', async () => {
    const u = await t.createUser({ name: 'Detail Person' })
    const other = await t.createUser({ signIn: false })
    await t.db
      .update(profiles)
      .set({ username: `detail_${tag()}`, phoneNumber: '+1 555 0100', walletAddress: 'So1anaWa11et' })
      .where(eq(profiles.id, u.id))
    await insertOrder(u.id, { status: 'delivered', paid: true, total: 5000 })
    await insertOrder(u.id, { status: 'pending_payment', total: 1000 })
    await insertOrder(u.id, { status: 'cancelled', total: 700 })
    await insertOrder(u.id, { status: 'shipped', paid: true, total: 2500 })
    const newest = await insertOrder(u.id, { status: 'processing', paid: true, total: 1200 })
    for (const [subject, status] of [
      ['First', 'resolved'],
      ['Second', 'open'],
      ['Third', 'in_progress'],
    ] as const) {
      await t.db.insert(supportTickets).values({ userId: u.id, subject, message: 'm', status })
    }
    const designs = await t.db
      .insert(communityDesigns)
      .values([
        { createdBy: u.id, imageUrl: '/files/a.webp', description: 'Moon hoodie', votes: 10 },
        { createdBy: u.id, imageUrl: '/files/b.webp', description: 'Sun tee', votes: 5, status: 'approved' },
      ])
      .returning()
    const [theirs] = await t.db
      .insert(communityDesigns)
      .values({ createdBy: other.id, imageUrl: '/files/c.webp', description: 'Other design' })
      .returning()
    await t.db.insert(designVotes).values({ designId: theirs!.id, userId: u.id })
    const wished = []
    for (let i = 0; i < 6; i++) {
      const { product } = await createProduct(t.db, { name: `Wish ${i} ${tag()}` })
      await t.db
        .insert(wishlists)
        .values({ userId: u.id, productId: product.id, createdAt: new Date(Date.now() + i) })
      wished.push(product)
    }

    const { status, body } = await json<AdminUserDetail>('GET', `/api/admin/users/${u.id}`)
    expect(status).toBe(200)
    expect(body.profile).toMatchObject({
      id: u.id,
      email: u.email,
      full_name: 'Detail Person',
      role: 'user',
      phone_number: '+1 555 0100',
      wallet_address: 'So1anaWa11et',
      avatar_url: null,
      notification_preferences: { order_updates: true, marketing: false },
      marketing_preferences: expect.objectContaining({ email_newsletter: expect.any(Boolean) }),
    })
    expect(body.orders).toEqual({ total_orders: 3, total_spent_cents: 8700 })
    expect(body.support).toEqual({ total_tickets: 3, open_tickets: 2 })
    expect(body.designs).toEqual({ total_designs: 2, total_votes: 15 })
    expect(body.wishlist.count).toBe(6)
    expect(body.wishlist.items.map((w) => w.product_id)).toEqual(
      wished
        .slice(1)
        .reverse()
        .map((p) => p.id),
    )
    expect(body.wishlist.items[0]).toMatchObject({ name: wished[5]!.name, slug: wished[5]!.slug })
    expect(body.recent.orders).toHaveLength(3)
    expect(body.recent.orders[0]).toMatchObject({ id: newest.id, total_cents: 1200, status: 'processing' })
    expect(body.recent.tickets.map((x) => x.subject)).toEqual(['Third', 'Second', 'First'])
    expect(body.recent.designs.map((d) => d.id).sort()).toEqual(designs.map((d) => d.id).sort())
    expect(body.recent.votes).toEqual([
      expect.objectContaining({ design_id: theirs!.id, design_description: 'Other design' }),
    ])

    // The tabs: every order, ticket and design, paged by the server.
    const ordersPage = await json<AdminUserOrderList>(
      'GET',
      `/api/admin/users/${u.id}/orders?per_page=2&page=3`,
    )
    expect(ordersPage.body).toMatchObject({ total: 5, page: 3, per_page: 2 })
    expect(ordersPage.body.items).toHaveLength(1)
    const tickets = await json<AdminUserTicketList>('GET', `/api/admin/users/${u.id}/tickets?dir=asc`)
    expect(tickets.body.items.map((x) => x.subject)).toEqual(['First', 'Second', 'Third'])
    const designList = await json<AdminUserDesignList>('GET', `/api/admin/users/${u.id}/designs`)
    expect(designList.body.total).toBe(2)
  })

  it('shows an empty account as zeros and answers a missing one with User Not Found', async () => {
    const u = await t.createUser({ signIn: false })
    const { body } = await json<AdminUserDetail>('GET', `/api/admin/users/${u.id}`)
    expect(body.orders).toEqual({ total_orders: 0, total_spent_cents: 0 })
    expect(body.designs).toEqual({ total_designs: 0, total_votes: 0 })
    expect(body.wishlist).toEqual({ count: 0, items: [] })
    expect(body.recent).toEqual({ orders: [], tickets: [], designs: [], votes: [] })

    for (const id of [crypto.randomUUID(), 'garbage']) {
      const res = await call('GET', `/api/admin/users/${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe('User Not Found')
    }
    for (const tab of ['orders', 'tickets', 'designs']) {
      expect((await call('GET', `/api/admin/users/${crypto.randomUUID()}/${tab}`)).statusCode).toBe(404)
    }
  })
})
