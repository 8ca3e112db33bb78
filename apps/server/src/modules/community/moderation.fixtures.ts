import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { auditLog } from '../../db/schema/audit.ts'
import { communityDesigns } from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

// The shop the community moderation API tests share: an admin and a design creator, with the requests and
// rows they make. Each test file that calls `useModerationWorld()` gets its own app and database.

export let t: TestApp
export let admin: TestUser
export let creator: TestUser

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useModerationWorld() {
  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.createUser({ role: 'admin' })
    creator = await t.createUser({ name: 'Cora Creator' })
  })
  afterAll(async () => t?.close())
}

export const call = (method: 'GET' | 'POST', url: string, cookie = admin.cookie) =>
  t.request({ method, url, cookie })

export async function makeDesign(title: string) {
  const [d] = await t.db
    .insert(communityDesigns)
    .values({
      description: title,
      imageUrl: `/files/designs/2026-01/${crypto.randomUUID()}-1200.webp`,
      createdBy: creator.id,
      status: 'approved',
    })
    .returning()
  return d!
}

export async function user(name: string, email?: string) {
  const u = await t.createUser({ name, email, signIn: false })
  await t.db.update(profiles).set({ fullName: name }).where(eq(profiles.id, u.id))
  return u
}

export const design = async (id: string) =>
  (await t.db.select().from(communityDesigns).where(eq(communityDesigns.id, id)))[0]!
export const auditOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt)
export const ids = (page: { items: { id: string }[] }) => page.items.map((x) => x.id)
