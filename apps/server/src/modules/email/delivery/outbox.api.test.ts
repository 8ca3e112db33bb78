import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../config.ts'
import { createTestApp, linkFrom, type TestApp } from '../../../../test/helper.ts'
import { redactTokenLinks } from './redact-links.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

type Item = { html: string | null; text: string | null; template: string | null }

describe('admin outbox', () => {
  it('never shows the token of a verification, reset or unsubscribe link', async () => {
    const admin = await t.createUser({ role: 'admin' })
    const email = 'victim@example.com'
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email, password: 'secret1', full_name: 'Vic Tim', marketing_consent: false },
        })
      ).statusCode,
    ).toBe(201)
    const verifyToken = linkFrom((await t.outbox(email))[0]!.html, '/verify-email').searchParams.get('token')!
    await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verifyToken } })
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode,
    ).toBe(200)
    const mails = await t.outbox(email)
    const reset = mails.find((m) => m.templateName === 'password-reset')!
    const resetToken = linkFrom(reset.html, '/reset-password').searchParams.get('token')!
    await t.request({ method: 'POST', url: '/api/newsletter', payload: { email } })
    const confirmation = (await t.outbox(email)).find((m) => m.templateName === 'newsletter-confirm')!
    const confirmLink = linkFrom(confirmation.html, '/api/newsletter/confirm')
    await t.request({ method: 'POST', url: confirmLink.pathname + confirmLink.search, payload: {} })
    const welcome = (await t.outbox(email)).find((m) => m.templateName === 'newsletter-welcome')!
    const unsubscribeToken = linkFrom(welcome.html, '/api/newsletter/unsubscribe').searchParams.get('token')!

    const res = await t.request({ method: 'GET', url: `/api/admin/outbox?to=${email}`, cookie: admin.cookie })
    expect(res.statusCode).toBe(200)
    const items = res.json().items as (Item & { id: string })[]
    const templates = items.map((m) => m.template)
    expect(templates).toEqual(expect.arrayContaining(['verify-email', 'password-reset']))
    const everything = JSON.stringify(items)
    expect(templates).toContain('newsletter-welcome')
    const confirmToken = confirmLink.searchParams.get('token')!
    for (const token of [verifyToken, resetToken, unsubscribeToken, confirmToken]) {
      expect(everything).not.toContain(token)
    }
    const resetItem = items.find((m) => m.template === 'password-reset')!
    expect(resetItem.html).toMatch(/\/reset-password\?token(=|&#x3D;)\[hidden\]/)
    // The single message reads the same way.
    const one = await t.request({
      method: 'GET',
      url: `/api/admin/outbox/${resetItem.id}`,
      cookie: admin.cookie,
    })
    expect(one.json().html).not.toContain(resetToken)

    // The reset link still works for the customer who received it.
    const used = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, new_password: 'brand-new-1' },
    })
    expect(used.statusCode).toBe(200)
  })

  it('shows the links only to a test harness that asks, never in production', async () => {
    expect(
      loadConfig({ NODE_ENV: 'test', OUTBOX_SHOW_LINKS: 'true', DATA_DIR: t.config.DATA_DIR })
        .OUTBOX_SHOW_LINKS,
    ).toBe(true)
    const prod = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-0123456789',
      OUTBOX_SHOW_LINKS: 'true',
    })
    expect(prod.OUTBOX_SHOW_LINKS).toBe(false)
    expect(t.config.OUTBOX_SHOW_LINKS).toBe(false)
  })
})

describe('redactTokenLinks', () => {
  it('hides every token value, plain or HTML-escaped, and keeps the rest of the link', () => {
    expect(
      redactTokenLinks(
        '<a href="https://shop/verify-email?token&#x3D;abc.DEF_1-2&amp;type&#x3D;signup">x</a> https://shop/reset-password?token=Zz9 and ?a=1&token=q#frag',
      ),
    ).toBe(
      '<a href="https://shop/verify-email?token&#x3D;[hidden]&amp;type&#x3D;signup">x</a> https://shop/reset-password?token=[hidden] and ?a=1&token=[hidden]',
    )
    expect(redactTokenLinks(null)).toBeNull()
    expect(redactTokenLinks('no links here, tokenless=1')).toBe('no links here, tokenless=1')
  })
})
