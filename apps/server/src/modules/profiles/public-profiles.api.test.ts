import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communityDesigns } from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let author: TestUser
let visitor: TestUser
const PRIVATE_KEYS = ['email', 'phone_number', 'default_shipping_address', 'address', 'addresses', 'role']

beforeAll(async () => {
  t = await createTestApp()
  author = await t.createUser({ email: 'designer.private@example.com', name: 'Dana Designer' })
  visitor = await t.createUser()
  await t.db
    .update(profiles)
    .set({
      username: 'DanaDraws',
      phoneNumber: '+1 555 0199',
      avatarUrl: '/files/avatars/dana-256.webp',
      defaultShippingAddress: {
        first_name: 'Dana',
        last_name: 'Secret',
        address: '77 Hidden Lane',
        address2: '',
        city: 'Nowhere',
        state: 'NV',
        postal_code: '89001',
        country: 'US',
      },
    })
    .where(eq(profiles.id, author.id))
  const design = (
    description: string,
    status: 'approved' | 'pending' | 'rejected',
    votes: number,
    at: string,
  ) => ({
    description,
    status,
    votes,
    dislikeCount: 1,
    netScore: votes - 1,
    imageUrl: `/files/designs/${description}.webp`,
    createdBy: author.id,
    createdAt: new Date(at),
  })
  await t.db
    .insert(communityDesigns)
    .values([
      design('old-approved', 'approved', 10, '2025-01-01T00:00:00Z'),
      design('new-approved', 'approved', 30, '2025-03-01T00:00:00Z'),
      design('pending-one', 'pending', 0, '2025-04-01T00:00:00Z'),
      design('rejected-one', 'rejected', 2, '2025-02-01T00:00:00Z'),
    ])
})
afterAll(async () => t?.close())

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie })

function allKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k)
      allKeys(v, out)
    }
  }
  return out
}

describe('public profiles', () => {
  it('finds a user by username in any case, with stats and approved designs newest first', async () => {
    const res = await get('/api/users/by-username/danadraws')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id: author.id,
      username: 'DanaDraws',
      full_name: null,
      display_name: '@DanaDraws',
      avatar_url: '/files/avatars/dana-256.webp',
      stats: { designs: 2, total_votes: 40, net_score: 38 },
    })
    expect(body.designs.map((d: { description: string }) => d.description)).toEqual([
      'new-approved',
      'old-approved',
    ])
    expect(body.designs[0]).toMatchObject({ votes: 30, net_score: 29, status: 'approved' })
  })

  it('never sends email, phone, addresses or role, by either route and to anyone', async () => {
    for (const [url, cookie] of [
      ['/api/users/by-username/DanaDraws', undefined],
      [`/api/users/${author.id}`, visitor.cookie],
      [`/api/users/${author.id}`, author.cookie],
    ] as const) {
      const res = await get(url, cookie)
      expect(res.statusCode).toBe(200)
      const keys = allKeys(res.json())
      for (const k of PRIVATE_KEYS) expect(keys.has(k), `${url} has ${k}`).toBe(false)
      expect(res.body).not.toContain('designer.private')
      expect(res.body).not.toContain('555 0199')
      expect(res.body).not.toContain('Hidden Lane')
    }
  })

  it('keeps the full name private once a username is set, even from its owner', async () => {
    for (const [url, cookie] of [
      ['/api/users/by-username/DanaDraws', undefined],
      [`/api/users/${author.id}`, visitor.cookie],
      [`/api/users/${author.id}`, author.cookie],
    ] as const) {
      const res = await get(url, cookie)
      expect(res.json()).toMatchObject({ username: 'DanaDraws', full_name: null, display_name: '@DanaDraws' })
      expect(res.body).not.toContain('Dana Designer')
    }
  })

  it('shows the owner their pending and rejected designs too, but nobody else', async () => {
    const own = (await get(`/api/users/${author.id}`, author.cookie)).json()
    expect(own.designs.map((d: { description: string }) => d.description)).toEqual([
      'pending-one',
      'new-approved',
      'rejected-one',
      'old-approved',
    ])
    expect(own.stats.designs).toBe(4)
    const seen = (await get(`/api/users/${author.id}`, visitor.cookie)).json()
    expect(seen.designs).toHaveLength(2)
  })

  it("answers 'User not found' for unknown names and ids", async () => {
    for (const url of [
      '/api/users/by-username/nobody_here',
      '/api/users/00000000-0000-4000-8000-000000000000',
      '/api/users/not-a-uuid',
    ]) {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' })
    }
  })

  it('falls back from @username to the full name to Anonymous', async () => {
    const named = await t.createUser({ name: 'Only Name' })
    expect((await get(`/api/users/${named.id}`)).json()).toMatchObject({
      display_name: 'Only Name',
      full_name: 'Only Name',
      username: null,
      stats: { designs: 0, total_votes: 0, net_score: 0 },
      designs: [],
    })
    const anonymous = await t.createUser({ email: 'hidden.handle@example.com', name: '' })
    const res = await get(`/api/users/${anonymous.id}`)
    expect(res.json().display_name).toBe('Anonymous')
    expect(res.body).not.toMatch(/hidden\.handle|example\.com/)
  })
})
