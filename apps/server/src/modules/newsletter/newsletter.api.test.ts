import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import { createTestApp, linkFrom, type TestApp } from '../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())
afterEach(() => vi.restoreAllMocks())

// The route allows 10 requests a minute per address; each test speaks from its own address.
let ipCounter = 10
const nextIp = () => `10.0.0.${ipCounter++}`
const subscribe = (payload: object, opts: { ip?: string; cookie?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/newsletter',
    payload,
    cookie: opts.cookie,
    remoteAddress: opts.ip ?? nextIp(),
  })
const subscriber = async (email: string) =>
  (await t.db.select().from(marketingSubscribers).where(eq(marketingSubscribers.email, email)))[0]

const DEFAULTS = { newsletter: true, promotional: true, product_updates: true, frequency: 'weekly' }
const confirmations = async (email: string) =>
  (await t.outbox(email)).filter((m) => m.templateName === 'newsletter-confirm')
const welcomeOf = async (email: string) =>
  (await t.outbox(email)).find((m) => m.templateName === 'newsletter-welcome')

/** Subscribes and follows the emailed confirmation link: the address ends up active. */
async function subscribeConfirmed(email: string, opts: { cookie?: string } = {}) {
  const res = await subscribe({ email }, opts)
  expect(res.json()).toEqual({ status: 'confirmation_sent' })
  const link = linkFrom((await confirmations(email)).at(-1)!.html, '/api/newsletter/confirm')
  const confirm = await t.request({ method: 'POST', url: link.pathname + link.search, payload: {} })
  expect(confirm.statusCode).toBe(200)
}

describe('POST /api/newsletter', () => {
  it('subscribes a new address (lower-cased, trimmed, default preferences) only once its emailed link is followed', async () => {
    const email = 'fan.one@example.com'
    const res = await subscribe({ email: '  Fan.One@Example.COM ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'confirmation_sent' })
    // Typing an address in subscribes nobody: there is no subscriber until the link is followed.
    expect(await subscriber(email)).toBeUndefined()
    const [mail, ...more] = await t.outbox(email)
    expect(more).toHaveLength(0)
    expect(mail).toMatchObject({ templateName: 'newsletter-confirm' })
    expect(mail!.html).not.toContain('unsubscribed')
    const link = linkFrom(mail!.html, '/api/newsletter/confirm')
    expect(link.search).not.toContain('fan.one')

    // Following the link (a scanner, a prefetch) only shows the page with its button.
    const page = await t.request({ method: 'GET', url: link.pathname + link.search })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Confirm subscription')
    expect(await subscriber(email)).toBeUndefined()

    const confirm = await t.request({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    })
    expect(confirm.statusCode).toBe(200)
    expect(confirm.body).toContain('You are subscribed')
    const row = await subscriber(email)
    expect(row).toMatchObject({ status: 'active', preferences: DEFAULTS, userId: null })
    expect(row!.unsubscribeToken).toBeTruthy()
    expect(await welcomeOf(email)).toBeDefined()
    // The link works once.
    const again = await t.request({ method: 'POST', url: link.pathname + link.search, payload: {} })
    expect(again.statusCode).toBe(404)
  })

  it('leaves an active subscriber unchanged and answers 409 "You are already subscribed!"', async () => {
    const before = await subscriber('fan.one@example.com')
    const res = await subscribe({
      email: 'FAN.ONE@example.com',
      preferences: { newsletter: false, promotional: false, product_updates: false, frequency: 'never' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: { code: 'ALREADY_SUBSCRIBED', message: 'You are already subscribed!' },
    })
    expect(await subscriber('fan.one@example.com')).toEqual(before)
  })

  it.each(['unsubscribed', 'complained'] as const)(
    're-activates a %s address only through the emailed confirmation (double opt-in)',
    async (status) => {
      const email = `returning-${status}@example.com`
      await subscribeConfirmed(email)
      await t.db.update(marketingSubscribers).set({ status }).where(eq(marketingSubscribers.email, email))
      const prefs = { newsletter: true, promotional: false, product_updates: true, frequency: 'monthly' }
      const res = await subscribe({ email: email.toUpperCase(), preferences: prefs })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ status: 'confirmation_sent' })
      expect((await subscriber(email))!.status).toBe(status)

      const mail = (await t.outbox(email)).at(-1)!
      expect(mail.templateName).toBe('newsletter-confirm')
      const link = linkFrom(mail.html, '/api/newsletter/confirm')
      // Following the link (a scanner, a prefetch) only shows the page with its button.
      const page = await t.request({ method: 'GET', url: link.pathname + link.search })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Confirm subscription')
      expect(page.body).toContain(`action="/api/newsletter/confirm?token=`)
      expect((await subscriber(email))!.status).toBe(status)

      const confirm = await t.request({
        method: 'POST',
        url: link.pathname + link.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: '',
      })
      expect(confirm.statusCode).toBe(200)
      expect(confirm.body).toContain('You are subscribed')
      expect(await subscriber(email)).toMatchObject({ status: 'active', preferences: prefs })
      expect((await t.outbox(email)).at(-1)!.templateName).toBe('newsletter-welcome')

      // The link works once.
      const again = await t.request({ method: 'POST', url: link.pathname + link.search, payload: {} })
      expect(again.statusCode).toBe(404)
    },
  )

  it('sends an unsubscribed address at most one confirmation per ten minutes, from any client', async () => {
    const email = 'pestered@example.com'
    await subscribeConfirmed(email)
    await t.db
      .update(marketingSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(marketingSubscribers.email, email))
    for (let i = 0; i < 3; i++) {
      const res = await subscribe({ email })
      expect(res.json()).toEqual({ status: 'confirmation_sent' })
    }
    const sent = (await confirmations(email)).slice(1)
    expect(sent).toHaveLength(1)
    const link = linkFrom(sent[0]!.html, '/api/newsletter/confirm')
    const confirm = await t.request({ method: 'POST', url: link.pathname + link.search, payload: {} })
    expect(confirm.statusCode).toBe(200)
    expect((await subscriber(email))!.status).toBe('active')
  })

  it('a sign-up with marketing consent does not re-activate an unsubscribed address, even once verified', async () => {
    await subscribeConfirmed('left-list@example.com')
    await t.db
      .update(marketingSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(marketingSubscribers.email, 'left-list@example.com'))
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'left-list@example.com', password: 'secret1', full_name: 'Left List' },
    })
    expect(res.statusCode).toBe(201)
    const verify = linkFrom(
      (await t.outbox('left-list@example.com')).find((m) => m.templateName === 'verify-email')!.html,
      '/verify-email',
    )
    await t.request({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verify.searchParams.get('token') },
    })
    expect(await subscriber('left-list@example.com')).toMatchObject({
      status: 'unsubscribed',
      userId: res.json().user.id,
    })
  })

  it('says it failed, keeping nothing, when the confirmation email cannot be queued; the next try sends it', async () => {
    vi.spyOn(t.ctx.mailer, 'enqueueTemplate').mockRejectedValueOnce(new Error('mail store down'))
    const res = await subscribe({ email: 'no-mail@example.com' })
    expect(res.statusCode).toBe(500)
    expect(await subscriber('no-mail@example.com')).toBeUndefined()
    await subscribeConfirmed('no-mail@example.com')
    expect((await subscriber('no-mail@example.com'))!.status).toBe('active')
  })

  it('refuses a blank or malformed address with the email message', async () => {
    for (const email of ['', '   ', 'not-an-email', 'a@b.c']) {
      const res = await subscribe({ email })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe('Please enter a valid email address')
    }
    const missing = await subscribe({})
    expect(missing.statusCode).toBe(400)
  })

  it("links the subscription to the signed-in user only when it is the user's own address", async () => {
    const u = await t.createUser({ email: 'member@example.com' })
    await subscribeConfirmed('member@example.com', { cookie: u.cookie })
    await subscribeConfirmed('someone-else@example.com', { cookie: u.cookie })
    expect((await subscriber('member@example.com'))!.userId).toBe(u.id)
    expect((await subscriber('someone-else@example.com'))!.userId).toBeNull()
  })

  it('two simultaneous first subscriptions send one confirmation, and its link makes one row', async () => {
    const [a, b] = await Promise.all([
      subscribe({ email: 'race@example.com' }),
      subscribe({ email: 'race@example.com' }),
    ])
    expect([a.json(), b.json()]).toEqual([{ status: 'confirmation_sent' }, { status: 'confirmation_sent' }])
    expect(await confirmations('race@example.com')).toHaveLength(1)
    const link = linkFrom((await confirmations('race@example.com'))[0]!.html, '/api/newsletter/confirm')
    await t.request({ method: 'POST', url: link.pathname + link.search, payload: {} })
    expect((await subscribe({ email: 'race@example.com' })).statusCode).toBe(409)
    const rows = await t.db
      .select()
      .from(marketingSubscribers)
      .where(eq(marketingSubscribers.email, 'race@example.com'))
    expect(rows).toHaveLength(1)
  })

  it('is rate limited: the 11th request within a minute from one address gets 429', async () => {
    const ip = '10.9.9.9'
    for (let i = 0; i < 10; i++) {
      const res = await subscribe({ email: `burst-${i}@example.com` }, { ip })
      expect(res.statusCode).toBe(200)
    }
    const res = await subscribe({ email: 'burst-10@example.com' }, { ip })
    expect(res.statusCode).toBe(429)
    expect(res.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later',
    })
    expect(await subscriber('burst-10@example.com')).toBeUndefined()
  })

  it('refuses a cross-site form post', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'csrf@example.com' },
      headers: { origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
    expect(await subscriber('csrf@example.com')).toBeUndefined()
  })
})

describe('unsubscribe links', () => {
  it('the welcome email carries a one-click unsubscribe link in its body and headers', async () => {
    await subscribeConfirmed('leaver@example.com')
    const { unsubscribeToken } = (await subscriber('leaver@example.com'))!
    const mail = await welcomeOf('leaver@example.com')
    expect(mail).toMatchObject({ templateName: 'newsletter-welcome', subject: "You're on the RDO list" })
    const link = linkFrom(mail!.html, '/api/newsletter/unsubscribe')
    expect(link.origin).toBe('http://localhost:3000')
    expect(link.searchParams.get('token')).toBe(unsubscribeToken)
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${link.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('GET only shows a confirmation page; its button (POST) unsubscribes', async () => {
    const mail = await welcomeOf('leaver@example.com')
    const link = linkFrom(mail!.html, '/api/newsletter/unsubscribe')
    const res = await t.request({ method: 'GET', url: link.pathname + link.search })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('Unsubscribe from the newsletter?')
    expect(res.body).toContain(`<form method="post" action="/api/newsletter/unsubscribe?token=`)
    expect((await subscriber('leaver@example.com'))!.status).toBe('active')

    // The page's button: a same-origin form post from the browser.
    const post = await t.request({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    })
    expect(post.statusCode).toBe(200)
    expect(post.body).toContain('You are unsubscribed')
    expect((await subscriber('leaver@example.com'))!.status).toBe('unsubscribed')
    // Pressing it twice is harmless.
    const again = await t.request({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    })
    expect(again.statusCode).toBe(200)

    const back = await subscribe({ email: 'leaver@example.com' })
    expect(back.json()).toEqual({ status: 'confirmation_sent' })
    expect((await subscriber('leaver@example.com'))!.status).toBe('unsubscribed')
  })

  it('styles its pages under their own CSP: the one stylesheet by hash, no script, forms to this origin', async () => {
    await subscribeConfirmed('styled@example.com')
    const { unsubscribeToken } = (await subscriber('styled@example.com'))!
    const res = await t.request({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
    })
    const csp = String(res.headers['content-security-policy'])
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!
    const hash = crypto.createHash('sha256').update(style).digest('base64')
    expect(csp).toContain(`style-src 'sha256-${hash}'`)
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.body).not.toMatch(/<script|style="/)
  })

  it('answers 404 for an unknown token and changes nothing', async () => {
    const res = await t.request({ method: 'GET', url: '/api/newsletter/unsubscribe?token=nope' })
    expect(res.headers['content-security-policy']).toContain('style-src')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Link not recognised')
    const missing = await t.request({ method: 'GET', url: '/api/newsletter/unsubscribe' })
    expect(missing.statusCode).toBe(400)
  })

  it('accepts the RFC 8058 one-click POST a mail client sends (form-encoded, no Origin)', async () => {
    await subscribeConfirmed('oneclick@example.com')
    const { unsubscribeToken } = (await subscriber('oneclick@example.com'))!
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode).toBe(200)
    expect((await subscriber('oneclick@example.com'))!.status).toBe('unsubscribed')
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=unknown',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unknown.statusCode).toBe(404)
  })
})
