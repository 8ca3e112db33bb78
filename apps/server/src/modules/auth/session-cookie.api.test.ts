import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session } from '../../db/schema/auth.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const profile = (cookie: string) => t.request({ method: 'GET', url: '/api/profile', cookie })

/** The cookie header with the session cookie's signature replaced by `signature`. */
function withSignature(cookie: string, signature: string) {
  return cookie.replace(/(session_token=[^;.]+)\.[^;]+/, (_m, token: string) => `${token}.${signature}`)
}

describe('a request’s session cookie', () => {
  it('is accepted again and again, and a copy with another signature never, before or after', async () => {
    const u = await t.createUser()
    const forged = withSignature(u.cookie, encodeURIComponent(Buffer.alloc(32, 7).toString('base64')))
    expect(forged).not.toBe(u.cookie)
    expect((await profile(forged)).statusCode).toBe(401)
    for (let i = 0; i < 3; i++) expect((await profile(u.cookie)).statusCode).toBe(200)
    // The token is known good now; its signature still has to be the server's.
    expect((await profile(forged)).statusCode).toBe(401)
    expect((await profile(withSignature(u.cookie, 'x'))).statusCode).toBe(401)
  })

  it('is written in the one spelling the server remembers, and another spelling of it still counts', async () => {
    const u = await t.createUser()
    const value = /session_token=([^;]+)/.exec(u.cookie)![1]!
    expect(encodeURIComponent(decodeURIComponent(value))).toBe(value)
    // The same cookie with its token's first character percent-encoded: the same token and signature.
    const respelled = u.cookie.replace(
      /session_token=(.)/,
      (_m, c: string) => `session_token=%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    )
    expect(respelled).not.toBe(u.cookie)
    for (let i = 0; i < 2; i++) expect((await profile(respelled)).statusCode).toBe(200)
  })

  it('stops working when its session ends, however often it was accepted before', async () => {
    const u = await t.createUser()
    for (let i = 0; i < 3; i++) expect((await profile(u.cookie)).statusCode).toBe(200)
    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie: u.cookie, payload: {} })
    expect(out.statusCode).toBe(200)
    expect((await profile(u.cookie)).statusCode).toBe(401)
    expect(await t.db.select().from(session).where(eq(session.userId, u.id))).toEqual([])
  })
})
