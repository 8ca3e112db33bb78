import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { marketingSubscribers } from '../../../db/schema/marketing.ts'
import { newsletterHelpers } from '../../../../test/fixtures/email.ts'
import { createTestApp, linkFrom, type TestApp } from '../../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())
afterEach(() => vi.restoreAllMocks())

const { subscribe, subscriber, confirmations, welcomeOf, subscribeConfirmed } = newsletterHelpers(() => t)

const DEFAULTS = { newsletter: true, promotional: true, product_updates: true, frequency: 'weekly' }

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
