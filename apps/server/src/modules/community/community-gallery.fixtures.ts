import type { DesignCard, DesignListResponse } from '@rdo/contracts'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { makePerson } from '../../../test/fixtures/community.ts'

// The gallery the community design API tests share: an app without caches and a design author, the
// designs cleared before each test. Each test file that calls `useGalleryWorld()` gets its own app
// and database.

export let t: TestApp
export let author: string

/** Sets up the shared gallery before the file's tests and closes it after them. */
export function useGalleryWorld() {
  beforeAll(async () => {
    // Caches off: every request reads the database, so each test sees its own writes at once.
    t = await createTestApp({ caches: { ttlMs: 0 } })
    author = await makePerson(t, {
      username: 'neon_artist',
      fullName: 'Nia Artist',
      avatarUrl: '/files/avatars/a.webp',
    })
  })
  afterAll(async () => t?.close())
  beforeEach(async () => {
    await t.ctx.pool.query('delete from community_designs')
  })
}

export async function list(query: string): Promise<DesignListResponse> {
  const res = await t.request({ method: 'GET', url: `/api/community-designs?${query}` })
  expect(res.statusCode).toBe(200)
  return res.json()
}
export const titles = (items: DesignCard[]) => items.map((d) => d.description)
