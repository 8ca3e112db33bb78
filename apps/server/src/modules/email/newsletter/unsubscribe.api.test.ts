import crypto from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { newsletterHelpers } from '../../../../test/fixtures/email.ts'
import { createTestApp, linkFrom, type TestApp } from '../../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())
afterEach(() => vi.restoreAllMocks())

const { subscribe, subscriber, welcomeOf, subscribeConfirmed } = newsletterHelpers(() => t)

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
