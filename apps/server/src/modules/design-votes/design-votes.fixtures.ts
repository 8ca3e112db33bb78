import crypto from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { session, user } from '../../db/schema/auth.ts'
import { communityDesigns, designComments } from '../../db/schema/community.ts'
import type { TestApp } from '../../../test/helper.ts'

/** Test data for the voting and comment API tests. */

export type Voter = { id: string; cookie: string }

/**
 * Many signed-in people at once: users and sessions written straight to the database, each with the
 * signed session cookie the server would have set (no password hashing, so hundreds take a moment).
 * `ageHours` dates the accounts back (an account under 24 hours old is flagged when it votes).
 */
export async function makeVoters(t: TestApp, n: number, { ageHours = 0 } = {}): Promise<Voter[]> {
  const createdAt = new Date(Date.now() - ageHours * 3600_000)
  const users = await t.db
    .insert(user)
    .values(
      Array.from({ length: n }, () => ({
        email: `voter-${crypto.randomBytes(6).toString('hex')}@example.com`,
        name: 'Voter',
        emailVerified: true,
        role: 'user' as const,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: user.id })
  const tokens = users.map(() => crypto.randomBytes(24).toString('base64url'))
  await t.db.insert(session).values(
    users.map((u, i) => ({
      userId: u.id,
      token: tokens[i]!,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    })),
  )
  return users.map((u, i) => ({ id: u.id, cookie: sessionCookie(t.config.AUTH_SECRET, tokens[i]!) }))
}

function sessionCookie(secret: string, token: string) {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64')
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`
}

/** Dates accounts back, so they are not flagged as new. */
export async function ageAccounts(t: TestApp, ids: string[], hours: number) {
  await t.db
    .update(user)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(inArray(user.id, ids))
}

export async function makeDesign(t: TestApp, createdBy: string): Promise<string> {
  const [row] = await t.db
    .insert(communityDesigns)
    .values({
      imageUrl: '/files/designs/seed/primary.webp',
      style: 'minimalist',
      description: `Design ${crypto.randomBytes(3).toString('hex')}`,
      prompt: 'A long description',
      status: 'approved',
      createdBy,
    })
    .returning({ id: communityDesigns.id })
  return row!.id
}

export async function designRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(communityDesigns).where(eq(communityDesigns.id, id))
  return row!
}

export async function hideComment(t: TestApp, id: string) {
  await t.db.update(designComments).set({ hidden: true }).where(eq(designComments.id, id))
}
