import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { cookieFrom, createTestApp, linkFrom, type TestApp } from '../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const post = (url: string, payload: object, cookie?: string) =>
  t.request({ method: 'POST', url, payload, cookie })
const errorOf = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error

describe('sign-up and email verification', () => {
  it('creates an unverified account with a profile, emails a verification link, and once verified subscribes (with consent) and welcomes once', async () => {
    const res = await post('/api/auth/sign-up', {
      email: 'New.Person@Example.com',
      password: 'secret1',
      full_name: 'New Person',
      marketing_consent: true,
    })
    expect(res.statusCode).toBe(201)
    expect(res.headers['set-cookie']).toBeUndefined()
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'new.person@example.com'))
    expect(profile).toMatchObject({
      fullName: 'New Person',
      notificationPreferences: { order_updates: true, marketing: false },
    })
    expect(profile!.marketingPreferences).toEqual({
      email_newsletter: false,
      order_updates: true,
      promotional_offers: false,
      product_updates: false,
    })
    const subscription = async () =>
      (
        await t.db
          .select()
          .from(marketingSubscribers)
          .where(eq(marketingSubscribers.email, 'new.person@example.com'))
      )[0]
    // The consent subscribes the address once it is verified (double opt-in), not before.
    expect(await subscription()).toBeUndefined()

    const [mail] = await t.outbox('new.person@example.com')
    const link = linkFrom(mail!.html, '/verify-email')
    expect(link.origin).toBe('http://localhost:3000')
    expect(link.searchParams.get('type')).toBe('signup')

    const unverified = await post('/api/auth/sign-in', {
      email: 'new.person@example.com',
      password: 'secret1',
    })
    expect(unverified.statusCode).toBe(403)
    expect(errorOf(unverified)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address',
    })
    expect(unverified.headers['set-cookie']).toBeUndefined()
    // Signing in unverified sends the verification email again.
    expect((await t.outbox('new.person@example.com')).length).toBe(2)

    const welcomes = async () =>
      (await t.outbox('new.person@example.com')).filter((m) => /welcome/i.test(m.subject))
    // Signing up is not yet a welcome: the address may not be theirs.
    expect(await welcomes()).toHaveLength(0)

    const verified = await post('/api/auth/verify-email', { token: link.searchParams.get('token') })
    expect(verified.statusCode).toBe(200)
    expect(await subscription()).toMatchObject({ status: 'active', firstName: 'New', lastName: 'Person' })
    const [welcome, ...more] = await welcomes()
    expect(more).toHaveLength(0)
    expect(welcome!.subject).toContain('New')
    // Following the link again (or a second tab) welcomes nobody twice.
    expect((await post('/api/auth/verify-email', { token: link.searchParams.get('token') })).statusCode).toBe(
      200,
    )
    const secondLink = linkFrom((await t.outbox('new.person@example.com'))[1]!.html, '/verify-email')
    await post('/api/auth/verify-email', { token: secondLink.searchParams.get('token') })
    expect(await welcomes()).toHaveLength(1)
    const ok = await post('/api/auth/sign-in', { email: 'new.person@example.com', password: 'secret1' })
    expect(ok.statusCode).toBe(200)
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/session',
      cookie: cookieFrom(ok.headers['set-cookie']),
    })
    expect(me.json()).toMatchObject({
      user: { email: 'new.person@example.com', role: 'user', email_verified: true },
      profile: { full_name: 'New Person' },
    })
  })

  it('without consent creates no subscription', async () => {
    await post('/api/auth/sign-up', {
      email: 'quiet@example.com',
      password: 'secret1',
      full_name: 'Quiet',
      marketing_consent: false,
    })
    expect(
      await t.db
        .select()
        .from(marketingSubscribers)
        .where(eq(marketingSubscribers.email, 'quiet@example.com')),
    ).toHaveLength(0)
  })

  it('refuses a taken email, a short password and a bad email with friendly messages', async () => {
    const dup = await post('/api/auth/sign-up', {
      email: 'quiet@example.com',
      password: 'secret1',
      full_name: 'Q',
    })
    expect(dup.statusCode).toBe(409)
    expect(errorOf(dup).message).toBe('An account with this email already exists')
    const short = await post('/api/auth/sign-up', {
      email: 'short@example.com',
      password: '12345',
      full_name: 'S',
    })
    expect(short.statusCode).toBe(400)
    expect(errorOf(short).message).toBe('Password must be at least 6 characters')
    const bad = await post('/api/auth/sign-up', {
      email: 'nobody@example.c',
      password: 'secret1',
      full_name: 'S',
    })
    expect(errorOf(bad).message).toBe('Please enter a valid email address')
  })

  it('rejects a bad verification token and resends for unverified addresses only', async () => {
    const res = await post('/api/auth/verify-email', { token: 'not-a-token' })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).message).toBe('Failed to verify email')
    await post('/api/auth/sign-up', { email: 'resend@example.com', password: 'secret1', full_name: 'R' })
    expect((await post('/api/auth/resend-verification', { email: 'resend@example.com' })).statusCode).toBe(
      200,
    )
    expect(await t.outbox('resend@example.com')).toHaveLength(2)
    expect((await post('/api/auth/resend-verification', { email: 'ghost@example.com' })).statusCode).toBe(200)
    expect(errorOf(await post('/api/auth/resend-verification', { email: '' })).message).toBe(
      'Please enter your email address',
    )
  })

  it('limits verification resends per address, from any client, with a clear message', async () => {
    await post('/api/auth/sign-up', { email: 'flooded@example.com', password: 'secret1', full_name: 'F' })
    const resend = (email: string, remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email },
        remoteAddress,
      })
    // Each request from another client: the per-client limit never applies.
    for (let i = 0; i < 3; i++) {
      expect((await resend('Flooded@Example.com', `10.9.0.${i + 1}`)).statusCode).toBe(200)
    }
    const refused = await resend('flooded@example.com', '10.9.0.9')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message:
        'Too many verification emails were requested for this address. Check your inbox and spam folder, or try again in an hour.',
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The sign-up's link and three resends: the refused request sent nothing.
    expect(await t.outbox('flooded@example.com')).toHaveLength(4)
    // An address without an account is counted the same way (the answer never tells them apart).
    for (let i = 0; i < 3; i++) expect((await resend('ghost2@example.com', '10.9.1.1')).statusCode).toBe(200)
    expect((await resend('ghost2@example.com', '10.9.1.2')).statusCode).toBe(429)
    // Other addresses are not affected.
    expect((await resend('someone.else@example.com', '10.9.0.9')).statusCode).toBe(200)
  })
})
