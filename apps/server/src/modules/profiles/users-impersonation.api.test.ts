import { ADMIN_USER_MESSAGES } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { session, user } from '../../db/schema/auth.ts'
import { orders } from '../../db/schema/orders.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'
import {
  admin,
  applyCookies,
  auditFor,
  call,
  customer,
  logLines,
  type Method,
  sessionOf,
  t,
  useUsersAdminWorld,
} from '../../../test/worlds/users-admin.ts'

useUsersAdminWorld()

describe('impersonation', () => {
  async function impersonate(targetId: string, cookie = admin.cookie) {
    const res = await call('POST', `/api/admin/users/${targetId}/impersonate`, cookie)
    return { res, cookie: applyCookies(cookie, res.headers['set-cookie']) }
  }

  it('names the admin in the log lines of every request made while impersonating', async () => {
    const adminCookie = await t.signIn(admin.email, admin.password, 'admin')
    const target = await t.createUser({ signIn: false })
    const { cookie } = await impersonate(target.id, adminCookie)
    logLines.length = 0
    expect((await call('GET', '/api/orders', cookie)).statusCode).toBe(200)
    const lines = logLines.map((l) => JSON.parse(l) as { msg: string; impersonated_by?: string })
    expect(lines.find((l) => l.msg === 'request completed')?.impersonated_by).toBe(admin.id)
    logLines.length = 0
    await call('GET', '/api/orders', customer.cookie)
    const plain = logLines.map((l) => JSON.parse(l) as { msg: string; impersonated_by?: string })
    expect(plain.find((l) => l.msg === 'request completed')?.impersonated_by).toBeUndefined()
    await call('POST', '/api/auth/stop-impersonating', cookie)
  })

  it('browses as the customer with the admin named, refuses admin routes, and ends back as the admin', async () => {
    const adminCookie = await t.signIn(admin.email, admin.password, 'admin')
    const target = await t.createUser({ name: 'Browsed Customer' })
    const { product } = await createProduct(t.db, { sizes: { M: 10 } })
    const placed = await call('POST', '/api/orders', target.cookie, orderBody(product.id))
    expect(placed.statusCode).toBe(201)

    logLines.length = 0
    const { res, cookie } = await impersonate(target.id, adminCookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ user: { id: target.id, email: target.email } })
    expect(logLines.join('')).toContain(`"impersonated_by":"${admin.id}"`)

    const s = await sessionOf(cookie)
    expect(s.user).toMatchObject({ id: target.id, email: target.email, role: 'user' })
    expect(s.impersonated_by).toEqual({ id: admin.id, email: admin.email })
    const own = await call('GET', '/api/orders', cookie)
    expect(own.statusCode).toBe(200)
    expect(own.json().items.map((o: { id: string }) => o.id)).toContain(placed.json().order.id)
    expect((await call('GET', '/api/admin/users', cookie)).statusCode).toBe(403)
    expect((await call('POST', `/api/admin/users/${customer.id}/impersonate`, cookie)).statusCode).toBe(403)

    const started = await auditFor(target.id, 'user.impersonate')
    expect(started.total).toBe(1)
    expect(started.items[0]).toMatchObject({
      entity: 'user',
      actor: { id: admin.id },
      after: expect.objectContaining({ email: target.email }),
    })
    expect(started.items[0]!.ip).toBeTruthy()

    const stop = await call('POST', '/api/auth/stop-impersonating', cookie)
    expect(stop.statusCode).toBe(200)
    expect(stop.json()).toEqual({ user_id: target.id, restored: true })
    const back = applyCookies(cookie, stop.headers['set-cookie'])
    const after = await sessionOf(back)
    expect(after.user).toMatchObject({ id: admin.id, role: 'admin' })
    expect(after.impersonated_by).toBeNull()
    expect((await call('GET', '/api/admin/users', back)).statusCode).toBe(200)
    // The impersonation session itself is gone.
    expect((await sessionOf(cookie)).user).toBeNull()

    const ended = await auditFor(target.id, 'user.impersonate_end')
    expect(ended.total).toBe(1)
    expect(ended.items[0]).toMatchObject({
      actor: { id: admin.id },
      after: { email: target.email, restored: true },
    })
    expect(ended.items[0]!.ip).toBeTruthy()
    // The customer's own session was never touched.
    expect((await sessionOf(target.cookie)).user?.id).toBe(target.id)
  })

  it('refuses admins, oneself and missing users without creating a session', async () => {
    const other = await t.createUser({ role: 'admin', signIn: false })
    const sessionsBefore = await t.db.select().from(session).where(eq(session.userId, other.id))
    const res = await call('POST', `/api/admin/users/${other.id}/impersonate`)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('Admins cannot be impersonated')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(await t.db.select().from(session).where(eq(session.userId, other.id))).toEqual(sessionsBefore)

    const self = await call('POST', `/api/admin/users/${admin.id}/impersonate`)
    expect(self.statusCode).toBe(403)
    expect(self.json().error.message).toBe('You cannot impersonate yourself')
    expect((await call('POST', `/api/admin/users/${crypto.randomUUID()}/impersonate`)).statusCode).toBe(404)
    expect(
      (await call('POST', `/api/admin/users/${customer.id}/impersonate`, customer.cookie)).statusCode,
    ).toBe(403)
    expect((await auditFor(other.id)).total).toBe(0)
    expect((await sessionOf(admin.cookie)).user?.id).toBe(admin.id)
  })

  it('ends only an impersonated session', async () => {
    const res = await call('POST', '/api/auth/stop-impersonating', customer.cookie)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('You are not impersonating anyone')
    expect((await sessionOf(customer.cookie)).user?.id).toBe(customer.id)
    expect((await call('POST', '/api/auth/stop-impersonating', '')).statusCode).toBe(401)
  })

  it('cannot move money or identity for the customer: those stay the customer’s own', async () => {
    const adminCookie = await t.signIn(admin.email, admin.password, 'admin')
    const target = await t.createUser({ name: 'Guarded Customer' })
    const { product } = await createProduct(t.db, { sizes: { M: 10 } })
    const placed = await call('POST', '/api/orders', target.cookie, orderBody(product.id))
    const orderId: string = placed.json().order.id
    const { cookie } = await impersonate(target.id, adminCookie)

    const wallet = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    const refused: [Method, string, object?][] = [
      ['POST', `/api/orders/${orderId}/pay`],
      ['POST', `/api/orders/${orderId}/cancel`],
      ['POST', '/api/wallet/nonce', { address: wallet }],
      ['POST', '/api/wallet/verify', { address: wallet, message: 'm', signature: 's' }],
      ['DELETE', '/api/wallet'],
      ['POST', '/api/partner-projects', { name: 'Frogs' }],
      [
        'POST',
        '/api/auth/change-password',
        { current_password: target.password, new_password: 'taken-over-1' },
      ],
    ]
    for (const [method, url, payload] of refused) {
      const res = await call(method, url, cookie, payload)
      expect([url, res.statusCode, res.json().error]).toEqual([
        url,
        403,
        { code: 'IMPERSONATING', message: ADMIN_USER_MESSAGES.notWhileImpersonating },
      ])
    }
    // The auth library's own email and password endpoints are not reachable at all.
    for (const url of ['/api/auth/change-email', '/api/auth/update-user', '/api/auth/set-password']) {
      const res = await call('POST', url, cookie, { newEmail: 'thief@example.com', newPassword: 'x1234567' })
      expect(res.statusCode, url).toBe(404)
    }
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.status).toBe('pending_payment')
    expect(order?.paymentStatus).not.toBe('paid')
    // Browsing still works, and the customer can still do all of it themselves.
    expect((await call('GET', `/api/orders/${orderId}`, cookie)).statusCode).toBe(200)
    expect((await call('POST', `/api/orders/${orderId}/cancel`, target.cookie)).statusCode).toBe(200)
    expect((await t.signIn(target.email, target.password)).length).toBeGreaterThan(0)
    await call('POST', '/api/auth/stop-impersonating', cookie)
  })

  it('ends when the impersonating admin is demoted, banned or deleted', async () => {
    const browse = async () => {
      const other = await t.createUser({ role: 'admin', name: 'Other Admin' })
      const target = await t.createUser({ signIn: false })
      const { cookie } = await impersonate(target.id, other.cookie)
      expect((await call('GET', '/api/orders', cookie)).statusCode).toBe(200)
      return { other, cookie }
    }
    const ended = async (cookie: string) => {
      expect((await sessionOf(cookie)).user).toBeNull()
      expect((await call('GET', '/api/orders', cookie)).statusCode).toBe(401)
    }

    // Demoted in the back office: the impersonation session goes with the role.
    const demoted = await browse()
    const role = await call('PATCH', `/api/admin/users/${demoted.other.id}/role`, admin.cookie, {
      role: 'user',
    })
    expect(role.statusCode).toBe(200)
    await ended(demoted.cookie)
    // Demoted behind the back office's back (straight in the database): the session check refuses it.
    const quiet = await browse()
    await t.setRole(quiet.other.id, 'user')
    await ended(quiet.cookie)
    // Banned.
    const banned = await browse()
    await t.db.update(user).set({ banned: true }).where(eq(user.id, banned.other.id))
    await ended(banned.cookie)
    // Deleted.
    const deleted = await browse()
    expect((await call('DELETE', `/api/admin/users/${deleted.other.id}`, admin.cookie)).statusCode).toBe(200)
    await ended(deleted.cookie)
  })

  it('signs the impersonation out when the admin session ended meanwhile', async () => {
    const adminCookie = await t.signIn(admin.email, admin.password, 'admin')
    const target = await t.createUser({ signIn: false })
    const { cookie } = await impersonate(target.id, adminCookie)
    // The admin's sessions are revoked elsewhere (a password change, say) while they browse.
    await t.db.delete(session).where(eq(session.userId, admin.id))
    const res = await call('POST', '/api/auth/stop-impersonating', cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ user_id: target.id, restored: false })
    expect((await sessionOf(applyCookies(cookie, res.headers['set-cookie']))).user).toBeNull()
    expect((await sessionOf(cookie)).user).toBeNull()
    admin.cookie = await t.signIn(admin.email, admin.password, 'admin')
    expect((await auditFor(target.id, 'user.impersonate_end')).items[0]).toMatchObject({
      actor: { id: admin.id },
      after: { restored: false },
    })
  })
})
