import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../../test/helper.ts'
import { errorOf, get, patch, t, useProfilesApp } from './profiles.fixtures.ts'

useProfilesApp()

describe('usernames', () => {
  let owner: TestUser
  let other: TestUser
  beforeAll(async () => {
    owner = await t.createUser()
    other = await t.createUser()
    expect((await patch('/api/profile', { username: 'CryptoKing' }, owner.cookie)).statusCode).toBe(200)
  })

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(21), 'Username must be at most 20 characters'],
    ['bad name!', 'Username can only contain letters, numbers, underscores, and hyphens'],
  ])('refuses %j with its format message', async (username, message) => {
    const res = await patch('/api/profile', { username }, other.cookie)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).message).toBe(message)
    const check = await get(
      `/api/profile/username-available?username=${encodeURIComponent(username)}`,
      other.cookie,
    )
    expect(check.statusCode).toBe(400)
    expect(errorOf(check).message).toBe(message)
  })

  it('compares lower-cased: a name held by someone else in any case is taken', async () => {
    const res = await patch('/api/profile', { username: 'cryptoking' }, other.cookie)
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ code: 'USERNAME_TAKEN', message: 'Username is already taken' })
    const check = await get('/api/profile/username-available?username=CRYPTOKING', other.cookie)
    expect(check.json()).toEqual({ available: false })
    expect((await get('/api/profile/username-available?username=free_name', other.cookie)).json()).toEqual({
      available: true,
    })
  })

  it("treats the user's own unchanged name as valid and available", async () => {
    expect((await get('/api/profile/username-available?username=cryptoking', owner.cookie)).json()).toEqual({
      available: true,
    })
    const res = await patch('/api/profile', { username: 'CryptoKing', full_name: 'King' }, owner.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json().username).toBe('CryptoKing')
  })

  it('needs a session for the availability check', async () => {
    expect((await get('/api/profile/username-available?username=someone')).statusCode).toBe(401)
  })

  it('lets exactly one of two concurrent claims win', async () => {
    const a = await t.createUser()
    const b = await t.createUser()
    for (const name of ['race_one', 'race_two', 'race_three']) {
      const results = await Promise.all([
        patch('/api/profile', { username: name }, a.cookie),
        patch('/api/profile', { username: name.toUpperCase() }, b.cookie),
      ])
      const codes = results.map((r) => r.statusCode).sort()
      expect(codes).toEqual([200, 409])
      const loser = results.find((r) => r.statusCode === 409)!
      expect(errorOf(loser).message).toBe('Username is already taken')
      await patch('/api/profile', { username: '' }, a.cookie)
      await patch('/api/profile', { username: '' }, b.cookie)
    }
  })
})
