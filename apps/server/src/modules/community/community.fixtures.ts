import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { user } from '../../db/schema/auth.ts'
import { communityDesigns, designDislikes, designVotes } from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { TestApp } from '../../../test/helper.ts'

/** Test data for the community API tests: people, designs with given counters, dated reactions. */

type DesignInput = {
  title?: string
  createdBy: string
  status?: 'pending' | 'approved' | 'rejected'
  votes?: number
  dislikes?: number
  /** Hours before now. */
  ageHours?: number
  images?: string[]
  wallet?: string | null
  commentCount?: number
  reviewFeedback?: string | null
}

/** A user with a profile but no session (an author or a voter). */
export async function makePerson(
  t: TestApp,
  profile: { username?: string | null; fullName?: string | null; avatarUrl?: string | null } = {},
): Promise<string> {
  const [u] = await t.db
    .insert(user)
    .values({
      email: `person-${crypto.randomBytes(5).toString('hex')}@example.com`,
      name: 'Person',
      emailVerified: true,
      role: 'user',
    })
    .returning({ id: user.id })
  await t.db
    .update(profiles)
    .set({
      username: profile.username ?? null,
      fullName: profile.fullName ?? null,
      avatarUrl: profile.avatarUrl ?? null,
    })
    .where(eq(profiles.id, u!.id))
  return u!.id
}

/** Many voters at once (design_votes rows need real users). */
export async function makePeople(t: TestApp, n: number): Promise<string[]> {
  const rows = await t.db
    .insert(user)
    .values(
      Array.from({ length: n }, () => ({
        email: `voter-${crypto.randomBytes(6).toString('hex')}@example.com`,
        name: 'Voter',
        emailVerified: true,
        role: 'user' as const,
      })),
    )
    .returning({ id: user.id })
  return rows.map((r) => r.id)
}

export async function makeDesign(t: TestApp, d: DesignInput): Promise<string> {
  const votes = d.votes ?? 0
  const dislikes = d.dislikes ?? 0
  const images = d.images ?? ['/files/designs/seed/primary.webp']
  const createdAt = new Date(Date.now() - (d.ageHours ?? 1) * 3600_000)
  const [row] = await t.db
    .insert(communityDesigns)
    .values({
      imageUrl: images[0]!,
      style: 'minimalist',
      description: d.title ?? `Design ${crypto.randomBytes(3).toString('hex')}`,
      prompt: 'A long description',
      status: d.status ?? 'pending',
      createdBy: d.createdBy,
      votes,
      dislikeCount: dislikes,
      netScore: votes - dislikes,
      weightedScore: String(votes),
      commentCount: d.commentCount ?? 0,
      reviewFeedback: d.reviewFeedback ?? null,
      metadata: { wallet_address: d.wallet ?? null, additional_images: images.slice(1) },
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: communityDesigns.id })
  return row!.id
}

/** Vote rows with a weight, cast `ageHours` ago (the counters on the design are left alone). */
export async function castVotes(
  t: TestApp,
  designId: string,
  voters: string[],
  weight: number,
  ageHours = 1,
) {
  if (!voters.length) return
  await t.db.insert(designVotes).values(
    voters.map((userId) => ({
      designId,
      userId,
      weight: weight.toFixed(3),
      createdAt: sql`now() - make_interval(hours => ${ageHours})`,
    })),
  )
}

export async function castDislikes(t: TestApp, designId: string, voters: string[], ageHours = 1) {
  if (!voters.length) return
  await t.db.insert(designDislikes).values(
    voters.map((userId) => ({
      designId,
      userId,
      createdAt: sql`now() - make_interval(hours => ${ageHours})`,
    })),
  )
}

/** A vote or dislike through the database function the voting routes use (counters and announcement). */
export async function react(
  t: TestApp,
  designId: string,
  userId: string,
  kind: 'vote' | 'dislike',
  add = true,
) {
  const res = await t.ctx.pool.query(`select * from design_react($1, $2, $3, $4, null)`, [
    designId,
    userId,
    kind,
    add,
  ])
  return res.rows[0] as { outcome: string; votes: number; dislike_count: number }
}
