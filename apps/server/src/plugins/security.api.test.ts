import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../test/helper.ts'

const FOREIGN = 'https://evil.example'

let t: TestApp
let customer: TestUser
beforeAll(async () => {
  t = await createTestApp()
  customer = await t.createUser()
})
afterAll(async () => t?.close())

const signedIn = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user?.id ?? null

describe('the cross-site check of state-changing requests', () => {
  it('is decided by the route a request reaches, however its path is spelled', async () => {
    const spellings = [
      '/api/auth/sign-out',
      '/%61pi/auth/sign-out',
      '/%61%70%69/auth/sign-out',
      '/api/%61uth/sign-out',
      '/api/auth/sign%2Dout',
      '/API/auth/sign-out',
      '/Api/auth/sign-out',
      '/api/auth/sign-out?x=1',
      '/api/auth/../auth/sign-out',
    ]
    for (const url of spellings) {
      const res = await t.request({
        method: 'POST',
        url,
        cookie: customer.cookie,
        headers: { origin: FOREIGN },
      })
      expect([url, res.statusCode, res.json().error?.code]).toEqual([url, 403, 'BAD_ORIGIN'])
      expect(await signedIn(customer.cookie), url).toBe(customer.id)
    }
    // The library's catch-all under /api/auth/* is covered as well.
    for (const url of ['/api/auth/update-user', '/%61pi/auth/change-email']) {
      const res = await t.request({
        method: 'POST',
        url,
        cookie: customer.cookie,
        headers: { origin: FOREIGN },
      })
      expect([url, res.statusCode]).toEqual([url, 403])
    }
    // The shop's own pages still sign out, whatever the spelling.
    const own = await t.request({ method: 'POST', url: '/%61pi/auth/sign-out', cookie: customer.cookie })
    expect(own.statusCode).toBe(200)
  })

  it('refuses a request the browser marks cross-site even without an Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/contact',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: {},
    })
    expect(res.statusCode).toBe(403)
  })

  it('lets a webhook without an Origin through to its handler', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    })
    expect(res.statusCode).not.toBe(403)
    expect(res.json().error?.code).not.toBe('BAD_ORIGIN')
  })
})
