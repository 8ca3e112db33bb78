import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { US_ADDRESS, orderBody } from '../../test/orders.ts'
import { createProduct } from '../../test/products.ts'
import { createTestApp, type TestApp, type TestUser } from '../../test/helper.ts'
import { postgresCode } from './error-handler.ts'

let t: TestApp
let u: TestUser
let productId: string
beforeAll(async () => {
  t = await createTestApp()
  u = await t.createUser()
  productId = (await createProduct(t.db, { colors: ['Black'] })).product.id
})
afterAll(async () => t?.close())

const NUL = 'a\u0000b'
const LONE = 'a\uD800b'

type Case = [
  name: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  signedIn?: boolean,
]

const nulCases = (): Case[] => [
  ['contact', 'POST', '/api/contact', { name: NUL, email: 'a@example.com', subject: 's', message: 'm' }],
  ['review', 'POST', `/api/products/${productId}/reviews`, { rating: 5, title: NUL, content: 'c' }, true],
  ['profile', 'PATCH', '/api/profile', { full_name: NUL }, true],
  ['address', 'POST', '/api/addresses', { address: { ...US_ADDRESS, city: NUL }, label: 'Home' }, true],
  ['order', 'POST', '/api/orders', orderBody(productId, { color: NUL }), true],
  ['ticket', 'POST', '/api/support/tickets', { subject: NUL, message: 'm' }, true],
  ['sign-up', 'POST', '/api/auth/sign-up', { email: 'n@example.com', password: 'secret1', full_name: NUL }],
  [
    'sign-up email',
    'POST',
    '/api/auth/sign-up',
    { email: `a${NUL}@x.com`, password: 'secret1', full_name: 'N' },
  ],
  ['newsletter', 'POST', '/api/newsletter', { email: `n${NUL}@example.com` }],
  ['reset token', 'POST', '/api/auth/reset-password', { token: NUL, new_password: 'secret12' }],
  ['search query', 'GET', '/api/products?q=%00'],
  ['category query', 'GET', '/api/products?category=%00'],
  ['product slug', 'GET', '/api/products/%00'],
  ['related slug', 'GET', '/api/products/a%00b/related'],
  ['username path', 'GET', '/api/users/by-username/a%00b'],
  ['user id path', 'GET', '/api/users/%00'],
  ['username query', 'GET', '/api/profile/username-available?username=ab%00c', undefined, true],
]

describe('bad input is a 400, never a 500', () => {
  it('refuses a NUL character in every kind of field', async () => {
    const got: string[] = []
    for (const [name, method, url, payload, signedIn] of nulCases()) {
      const res = await t.request({
        method,
        url,
        payload: payload as object,
        cookie: signedIn ? u.cookie : '',
      })
      got.push(`${name}: ${res.statusCode}`)
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500)
    }
    // Where the request reaches validation it is a 400 (a path id that cannot exist may be a 404).
    expect(got.filter((g) => !/: (400|404)$/.test(g))).toEqual([])
  })

  it('refuses an unpaired surrogate in address fields (stored as jsonb)', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/addresses',
      cookie: u.cookie,
      payload: { address: { ...US_ADDRESS, address: LONE } },
    })
    expect(saved.statusCode).toBe(400)
    expect(saved.json().error.message).toBe('Text contains characters that are not allowed')
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie: u.cookie,
      payload: { default_shipping_address: { ...US_ADDRESS, city: LONE } },
    })
    expect(profile.statusCode).toBe(400)
    const order = await t.request({
      method: 'POST',
      url: '/api/orders',
      cookie: u.cookie,
      payload: orderBody(productId, { shipping_address: { ...US_ADDRESS, last_name: LONE } }),
    })
    expect(order.statusCode).toBe(400)
  })

  it('refuses an email longer than 254 characters', async () => {
    const email = `${'x'.repeat(700 * 1024)}@example.com`
    for (const [url, payload] of [
      ['/api/auth/sign-up', { email, password: 'secret1', full_name: 'Long' }],
      ['/api/newsletter', { email }],
      ['/api/auth/forgot-password', { email }],
      ['/api/contact', { name: 'n', email, subject: 's', message: 'm' }],
    ] as const) {
      const res = await t.request({ method: 'POST', url, payload })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error.message).toBe('Please enter a valid email address')
    }
    const medium = `${'y'.repeat(3000)}@example.com`
    expect(
      (await t.request({ method: 'POST', url: '/api/newsletter', payload: { email: medium } })).statusCode,
    ).toBe(400)
  })

  it('the error handler maps the codes PostgreSQL really gives, through Drizzle', async () => {
    const codeOf = (query: ReturnType<typeof sql>) =>
      t.db.execute(query).then(
        () => 'no error',
        (err: unknown) => postgresCode(err),
      )
    expect(await codeOf(sql`select ${'a\u0000b'}::text`)).toBe('22021')
    expect(await codeOf(sql`select ${'"\\ud800"'}::jsonb`)).toMatch(/^22P0[25]$/)
    expect(await codeOf(sql`select ${'not-a-uuid'}::uuid`)).toBe('22P02')
    expect(await codeOf(sql`select ${'99999999999'}::int`)).toBe('22003')
  })

  it('refuses a truncated PNG avatar whose header still reads', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#14f195' } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    const truncated = png.subarray(0, Math.floor(png.length / 2))
    const boundary = '----bad-input'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      truncated,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      cookie: u.cookie,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('FILE_UNREADABLE')
  })
})
