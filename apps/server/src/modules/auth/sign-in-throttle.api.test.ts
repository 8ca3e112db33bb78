import crypto from 'node:crypto'
import { AUTH_MESSAGES } from '@rdo/contracts'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom, createTestApp, linkFrom, type TestApp } from '../../../test/helper.ts'
import { KNOWN_DEVICE_COOKIE } from './sign-in-throttle.ts'

const PROXY = '10.0.0.2'
// Three failures per account and window; the per-address limit stays out of the way.
const LIMITS = { SIGN_IN_MAX_FAILURES: '3', TRUST_PROXY: '1', RATE_LIMIT_AUTH_MAX: '1000' }

/** A Redis to share between two instances: TEST_REDIS_URL, or one on this machine if it answers. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const redisAnswers = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null, connectTimeout: 500 })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
})()

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: LIMITS })
})
afterAll(async () => t?.close())

let clients = 0
/** A sign-in from a client address of its own (a new one each time unless given) behind the proxy. */
function signIn(app: TestApp, email: string, password: string, { cookie = '', client = '' } = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: PROXY,
    headers: {
      origin: 'http://localhost:3000',
      'x-forwarded-for': client || `198.51.100.${++clients % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    payload: { email, password, portal: 'customer' },
  })
}

const knownDeviceOf = (res: { headers: Record<string, unknown> }) =>
  cookieFrom(res.headers['set-cookie'] as string[])
    .split('; ')
    .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!

describe('failed sign-ins per account', () => {
  it('refuses an account after 3 failures from any addresses, with a clear message, the right password too', async () => {
    const victim = await t.createUser({ signIn: false })
    const bystander = await t.createUser({ signIn: false })
    for (let i = 0; i < 3; i++) expect((await signIn(t, victim.email, `guess-${i}`)).statusCode).toBe(401)
    for (const password of ['guess-4', victim.password]) {
      const res = await signIn(t, victim.email, password)
      expect(res.statusCode).toBe(429)
      expect(res.json().error).toEqual({
        code: 'ACCOUNT_THROTTLED',
        message: AUTH_MESSAGES.accountThrottled(15),
      })
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60)
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    // The same spelled differently is the same account; another account is not affected.
    expect((await signIn(t, ` ${victim.email.toUpperCase()}`, victim.password)).statusCode).toBe(429)
    expect((await signIn(t, bystander.email, bystander.password)).statusCode).toBe(200)
  })

  it('never locks the owner out of a browser where they signed in before', async () => {
    const owner = await t.createUser({ signIn: false })
    const first = await signIn(t, owner.email, owner.password)
    expect(first.statusCode).toBe(200)
    const device = knownDeviceOf(first)
    expect(first.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^rdo_known_device=.*HttpOnly; SameSite=Lax/)]),
    )
    // A stranger fills the account's window…
    for (let i = 0; i < 4; i++) await signIn(t, owner.email, `stranger-${i}`)
    expect((await signIn(t, owner.email, owner.password)).statusCode).toBe(429)
    // …the owner's browser still gets in, and its own typos are counted apart.
    expect((await signIn(t, owner.email, owner.password, { cookie: device })).statusCode).toBe(200)
    expect((await signIn(t, owner.email, 'typo', { cookie: device })).statusCode).toBe(401)
    expect((await signIn(t, owner.email, owner.password, { cookie: device })).statusCode).toBe(200)
    // The cookie vouches for that account only, and a forged one for nothing.
    const other = await t.createUser({ signIn: false })
    for (let i = 0; i < 3; i++) await signIn(t, other.email, `stranger-${i}`)
    expect((await signIn(t, other.email, other.password, { cookie: device })).statusCode).toBe(429)
    const forged = `${KNOWN_DEVICE_COOKIE}=${crypto.randomBytes(16).toString('base64url')}.bad`
    expect((await signIn(t, owner.email, owner.password, { cookie: forged })).statusCode).toBe(429)
  })

  it('lets the owner in from a new browser after a password reset by email', async () => {
    const owner = await t.createUser({ signIn: false })
    for (let i = 0; i < 3; i++) await signIn(t, owner.email, `stranger-${i}`)
    expect((await signIn(t, owner.email, owner.password)).statusCode).toBe(429)
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } })
    const [mail] = (await t.outbox(owner.email)).filter((m) => m.templateName === 'password-reset')
    const token = linkFrom(mail!.html, '/reset-password').searchParams.get('token')!
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'brand-new-1' },
    })
    expect(reset.statusCode).toBe(200)
    const res = await signIn(t, owner.email, 'brand-new-1', { cookie: knownDeviceOf(reset) })
    expect(res.statusCode).toBe(200)
  })

  it('forgets the failures when the window ends', async () => {
    const quick = await createTestApp({ env: { ...LIMITS, SIGN_IN_FAILURE_WINDOW_MS: '1000' } })
    try {
      const owner = await quick.createUser({ signIn: false })
      for (let i = 0; i < 3; i++) await signIn(quick, owner.email, `stranger-${i}`)
      const refused = await signIn(quick, owner.email, owner.password)
      expect(refused.json().error.message).toBe(AUTH_MESSAGES.accountThrottled(1))
      await new Promise((r) => setTimeout(r, 1100))
      expect((await signIn(quick, owner.email, owner.password)).statusCode).toBe(200)
    } finally {
      await quick.close()
    }
  })

  it.runIf(redisAnswers)('counts across instances that share Redis', async () => {
    const env = { ...LIMITS, REDIS_URL }
    const [one, two] = [await createTestApp({ env }), await createTestApp({ env })]
    try {
      // No such account needs to exist: every address is counted alike, so none is revealed.
      const email = `shared-${crypto.randomBytes(5).toString('hex')}@example.com`
      for (let i = 0; i < 3; i++)
        expect((await signIn(i % 2 ? one : two, email, 'x-guess')).statusCode).toBe(401)
      expect((await signIn(two, email, 'x-guess')).json().error?.code).toBe('ACCOUNT_THROTTLED')
      expect((await signIn(one, email, 'x-guess')).json().error?.code).toBe('ACCOUNT_THROTTLED')
    } finally {
      await one.close()
      await two.close()
    }
  })
})
