import { eq } from 'drizzle-orm'
import { REVIEW_MESSAGES, reviewListResponse, reviewSchema } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'

let t: TestApp
let productId: string
let named: TestUser
let anonymous: TestUser

beforeAll(async () => {
  t = await createTestApp()
  productId = (await createProduct(t.db)).product.id
  named = await t.createUser({ email: 'named.reviewer@example.com' })
  await t.db.update(profiles).set({ fullName: 'Satoshi Tee' }).where(eq(profiles.id, named.id))
  anonymous = await t.createUser({ email: 'quiet.trader@example.com' })
  await t.db.update(profiles).set({ fullName: '  ' }).where(eq(profiles.id, anonymous.id))
})
afterAll(async () => t?.close())

const url = () => `/api/products/${productId}/reviews`
const post = (payload: object, cookie?: string, target = url()) =>
  t.request({ method: 'POST', url: target, payload, cookie })
const messageOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message
const valid = { rating: 5, title: 'Great fit', content: 'Wore it to the conference.' }

describe('writing a review', () => {
  it('requires sign-in before anything else', async () => {
    for (const payload of [valid, {}]) {
      const res = await post(payload)
      expect(res.statusCode).toBe(401)
      expect(messageOf(res)).toBe('Please sign in to leave a review')
    }
  })

  it('rejects every invalid field with its message', async () => {
    const cases: [object, string][] = [
      [{ title: 'a', content: 'b' }, REVIEW_MESSAGES.ratingRequired],
      [{ ...valid, rating: 0 }, 'Please select a rating'],
      [{ ...valid, rating: 6 }, 'Please select a rating'],
      [{ ...valid, rating: 4.5 }, 'Please select a rating'],
      [{ ...valid, title: '   ' }, 'Please fill in all fields'],
      [{ ...valid, content: '\n\t ' }, 'Please fill in all fields'],
      [{ rating: 3 }, 'Please fill in all fields'],
      [{ ...valid, title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
      [{ ...valid, content: 'x'.repeat(1001) }, 'Review must be at most 1000 characters'],
    ]
    for (const [payload, message] of cases) {
      const res = await post(payload, named.cookie)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(messageOf(res)).toBe(message)
    }
    expect((await t.request({ method: 'GET', url: url() })).json().total).toBe(0)
  })

  it('stores trimmed values at the limits, once per user and product', async () => {
    const res = await post(
      { rating: 4, title: `  ${'t'.repeat(100)}  `, content: ` ${'c'.repeat(1000)} ` },
      named.cookie,
    )
    expect(res.statusCode).toBe(201)
    const review = reviewSchema.parse(res.json())
    expect(review).toMatchObject({ rating: 4, title: 't'.repeat(100), content: 'c'.repeat(1000) })
    expect(review.author_name).toBe('Satoshi Tee')

    const again = await post(valid, named.cookie)
    expect(again.statusCode).toBe(409)
    expect(messageOf(again)).toBe('You have already reviewed this product')
  })

  it('answers 404 for an unknown or inactive product', async () => {
    const hidden = await createProduct(t.db, { active: false })
    for (const id of ['00000000-0000-4000-8000-000000000000', hidden.product.id]) {
      const res = await post(valid, named.cookie, `/api/products/${id}/reviews`)
      expect(res.statusCode).toBe(404)
      expect(messageOf(res)).toBe('Product not found')
    }
  })
})

describe('reading reviews', () => {
  it('names authors by @username or full name, never by any part of their email', async () => {
    const other = await createProduct(t.db)
    const target = `/api/products/${other.product.id}/reviews`
    const handle = await t.createUser({ email: 'handle.owner@example.com', name: '' })
    await t.db.update(profiles).set({ username: 'HandleOwner' }).where(eq(profiles.id, handle.id))
    const nameless = await t.createUser({ email: 'private.person@example.com', name: '' })
    expect((await post(valid, handle.cookie, target)).json().author_name).toBe('@HandleOwner')
    const created = await post(valid, nameless.cookie, target)
    expect(created.json().author_name).toBe('Anonymous')

    const list = await t.request({ method: 'GET', url: target })
    expect(list.json().items.map((r: { author_name: string }) => r.author_name)).toEqual([
      'Anonymous',
      '@HandleOwner',
    ])
    for (const body of [list.body, created.body]) {
      expect(body).not.toMatch(/private\.person|handle\.owner|example\.com/)
    }
  })

  it('lists newest first with the author name rule and the viewer flag', async () => {
    await post({ rating: 2, title: 'Runs small', content: 'Size up.' }, anonymous.cookie)
    const asVisitor = reviewListResponse.parse((await t.request({ method: 'GET', url: url() })).json())
    expect(asVisitor.items.map((r) => r.author_name)).toEqual(['Anonymous', 'Satoshi Tee'])
    expect(asVisitor).toMatchObject({ total: 2, average_rating: 3, viewer_has_reviewed: false })

    const asAuthor = reviewListResponse.parse(
      (await t.request({ method: 'GET', url: url(), cookie: anonymous.cookie })).json(),
    )
    expect(asAuthor.viewer_has_reviewed).toBe(true)
    const other = await t.createUser()
    const asOther = await t.request({ method: 'GET', url: url(), cookie: other.cookie })
    expect(asOther.json().viewer_has_reviewed).toBe(false)
    expect(asOther.headers['cache-control']).toBe('private, no-cache')
  })
})
