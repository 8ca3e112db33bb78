import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, verification } from '../../db/schema/auth.ts'
import { cookieFrom, createTestApp, linkFrom, type TestApp } from '../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const post = (url: string, payload: object, cookie?: string) =>
  t.request({ method: 'POST', url, payload, cookie })
const errorOf = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error

describe('sign-in portals', () => {
  it('maps wrong credentials to the friendly message', async () => {
    const u = await t.createUser({ signIn: false })
    const res = await post('/api/auth/sign-in', { email: u.email, password: 'wrong-password' })
    expect(res.statusCode).toBe(401)
    expect(errorOf(res)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })
    const unknown = await post('/api/auth/sign-in', { email: 'nobody@example.com', password: 'whatever' })
    expect(errorOf(unknown).message).toBe('Invalid email or password')
  })

  it('refuses an admin on the customer portal and leaves no session', async () => {
    const admin = await t.createUser({ role: 'admin', signIn: false })
    const res = await post('/api/auth/sign-in', {
      email: admin.email,
      password: admin.password,
      portal: 'customer',
    })
    expect(res.statusCode).toBe(403)
    expect(errorOf(res)).toEqual({
      code: 'ADMIN_PORTAL_REQUIRED',
      message: 'Please use the admin portal to login as an administrator',
    })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(await t.db.select().from(session).where(eq(session.userId, admin.id))).toHaveLength(0)
    const ok = await post('/api/auth/sign-in', {
      email: admin.email,
      password: admin.password,
      portal: 'admin',
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user.role).toBe('admin')
  })

  it('refuses a customer on the admin portal and leaves no session', async () => {
    const u = await t.createUser({ signIn: false })
    const res = await post('/api/auth/sign-in', { email: u.email, password: u.password, portal: 'admin' })
    expect(res.statusCode).toBe(403)
    expect(errorOf(res)).toEqual({
      code: 'NOT_ADMIN',
      message: 'Unauthorized access. This portal is for administrators only.',
    })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(await t.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0)
  })

  it('signs out: the cookie stops working', async () => {
    const u = await t.createUser()
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/session', cookie: u.cookie })).json().user.id,
    ).toBe(u.id)
    expect((await post('/api/auth/sign-out', {}, u.cookie)).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie: u.cookie })).json()).toEqual({
      user: null,
      profile: null,
      impersonated_by: null,
    })
  })

  it('keeps admin APIs for admins only', async () => {
    const u = await t.createUser()
    const admin = await t.createUser({ role: 'admin' })
    expect((await t.request({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401)
    expect((await t.request({ method: 'GET', url: '/api/admin/outbox', cookie: u.cookie })).statusCode).toBe(
      403,
    )
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/outbox', cookie: admin.cookie })).statusCode,
    ).toBe(200)
  })

  it('closes the raw better-auth endpoints that the portals wrap', async () => {
    const u = await t.createUser({ signIn: false })
    const res = await post('/api/auth/sign-in/email', { email: u.email, password: u.password })
    expect(res.statusCode).toBe(404)
  })

  it('answers 404 for every auth library endpoint the shop does not offer, signed in or not', async () => {
    const u = await t.createUser()
    const probes: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['POST', '/api/auth/verify-password', { password: 'guess-1' }],
      ['POST', '/api/auth/update-user', { name: 'x'.repeat(500_000), image: 'https://evil.example/a.png' }],
      ['POST', '/api/auth/change-email', { newEmail: 'taken-over@example.com' }],
      ['POST', '/api/auth/delete-user', {}],
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/admin/set-role', { userId: u.id, role: 'admin' }],
      ['GET', '/api/auth/admin/list-users'],
      ['GET', '/api/auth/ok'],
    ]
    for (const [method, url, payload] of probes) {
      for (const cookie of [u.cookie, undefined]) {
        const res = await t.request({ method, url, payload, cookie })
        expect(res.statusCode, `${method} ${url}`).toBe(404)
      }
    }
    const session = await t.request({ method: 'GET', url: '/api/auth/session', cookie: u.cookie })
    expect(session.statusCode).toBe(200)
    expect(session.json().user).toMatchObject({ id: u.id, role: 'user' })
    expect(session.json().profile.full_name).toBe('Test User')
  })
})

describe('password reset and change', () => {
  it('resets with an emailed link once; the token cannot be reused and old sessions end', async () => {
    const u = await t.createUser()
    expect((await post('/api/auth/forgot-password', { email: u.email })).statusCode).toBe(200)
    const [mail] = (await t.outbox(u.email)).filter((m) => m.templateName === 'password-reset')
    const link = linkFrom(mail!.html, '/reset-password')
    expect(link.origin).toBe('http://localhost:3000')
    const token = link.searchParams.get('token')!
    expect((await post('/api/auth/reset-password', { token, new_password: 'brand-new1' })).statusCode).toBe(
      200,
    )
    const reused = await post('/api/auth/reset-password', { token, new_password: 'another-1' })
    expect(reused.statusCode).toBe(400)
    expect(errorOf(reused).message).toBe('This reset link is invalid or has expired')
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/session', cookie: u.cookie })).json().user,
    ).toBeNull()
    expect((await post('/api/auth/sign-in', { email: u.email, password: 'brand-new1' })).statusCode).toBe(200)
    expect((await post('/api/auth/sign-in', { email: u.email, password: u.password })).statusCode).toBe(401)
  })

  it('refuses an expired reset token', async () => {
    const u = await t.createUser({ signIn: false })
    await post('/api/auth/forgot-password', { email: u.email })
    const [mail] = (await t.outbox(u.email)).filter((m) => m.templateName === 'password-reset')
    const token = linkFrom(mail!.html, '/reset-password').searchParams.get('token')!
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`))
    const res = await post('/api/auth/reset-password', { token, new_password: 'brand-new1' })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).message).toBe('This reset link is invalid or has expired')
  })

  it('answers a reset request for an unknown address the same way', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'ghost@example.com' })).statusCode).toBe(200)
    expect(await t.outbox('ghost@example.com')).toHaveLength(0)
  })

  it('changes the password only with the current one and revokes the other sessions', async () => {
    const u = await t.createUser()
    const other = await t.signIn(u.email, u.password)
    const wrong = await post(
      '/api/auth/change-password',
      { current_password: 'nope-nope', new_password: 'changed-1' },
      u.cookie,
    )
    expect(wrong.statusCode).toBe(400)
    expect(errorOf(wrong).message).toBe('Current password is incorrect')
    const res = await post(
      '/api/auth/change-password',
      { current_password: u.password, new_password: 'changed-1' },
      u.cookie,
    )
    expect(res.statusCode).toBe(200)
    const fresh = cookieFrom(res.headers['set-cookie'])
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/session', cookie: other })).json().user,
    ).toBeNull()
    expect((await t.request({ method: 'GET', url: '/api/auth/session', cookie: fresh })).json().user.id).toBe(
      u.id,
    )
    expect((await post('/api/auth/sign-in', { email: u.email, password: 'changed-1' })).statusCode).toBe(200)
    expect(
      (await post('/api/auth/change-password', { current_password: 'x', new_password: 'changed-2' }))
        .statusCode,
    ).toBe(401)
  })
})

describe('request guards', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.co', password: 'x' },
      headers: { origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('rate-limits sign-in attempts with the friendly message', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } })
    try {
      const attempt = () =>
        limited.request({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'x@example.com', password: 'whatever' },
        })
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401)
      const res = await attempt()
      expect(res.statusCode).toBe(429)
      expect(res.json().error.message).toBe('Too many attempts. Please try again later')
    } finally {
      await limited.close()
    }
  })

  it('bounds the "already exists" answer of sign-up by the rate limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } })
    try {
      const taken = await limited.createUser({ signIn: false })
      const probe = (email: string) =>
        limited.request({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email, password: 'secret1', full_name: 'Probe' },
          remoteAddress: '10.20.30.40',
        })
      for (let i = 0; i < 3; i++) expect((await probe(taken.email)).statusCode).toBe(409)
      const res = await probe('another@example.com')
      expect(res.statusCode).toBe(429)
      // Another client is not affected.
      const other = await limited.request({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: taken.email, password: 'secret1', full_name: 'Probe' },
        remoteAddress: '10.20.30.41',
      })
      expect(other.statusCode).toBe(409)
    } finally {
      await limited.close()
    }
  })

  it('serves health with a database ping and request ids', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' })
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(res.headers['x-request-id']).toBeTruthy()
    // API answers are data: the strictest policy, and never framed or sniffed.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    const missing = await t.request({ method: 'GET', url: '/api/no-such-thing' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-request-id']).toBeTruthy()
  })
})
