import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { PROFILE_MESSAGES, uuidSchema, type PublicProfile } from '@rdo/contracts'
import { communityDesigns } from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { NotFound } from '../../lib/errors.ts'
import { publicNameOf } from '../../lib/public-name.ts'
import type { AppContext } from '../../types.ts'
import { designProduction } from '../../lib/design-production.ts'

/** Most designs listed on one profile page. */
const DESIGN_LIMIT = 100

export async function getPublicProfileByUsername(ctx: AppContext, username: string, viewerId?: string) {
  return loadPublicProfile(ctx, sql`lower(${profiles.username}) = lower(${username.trim()})`, viewerId)
}

export async function getPublicProfileById(ctx: AppContext, id: string, viewerId?: string) {
  if (!uuidSchema.safeParse(id).success) throw new NotFound(PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND')
  return loadPublicProfile(ctx, eq(profiles.id, id), viewerId)
}

/**
 * Only public fields are selected, so private ones (email, phone, addresses) cannot leak by
 * accident. Visitors see approved designs; the owner also sees their pending and rejected ones.
 */
async function loadPublicProfile(ctx: AppContext, where: SQL, viewerId?: string): Promise<PublicProfile> {
  const [p] = await ctx.db
    .select({
      id: profiles.id,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(where)
    .limit(1)
  if (!p) throw new NotFound(PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND')

  const visible =
    viewerId === p.id
      ? eq(communityDesigns.createdBy, p.id)
      : and(eq(communityDesigns.createdBy, p.id), eq(communityDesigns.status, 'approved'))
  const [designs, [stats]] = await Promise.all([
    ctx.db
      .select({
        id: communityDesigns.id,
        description: communityDesigns.description,
        image_url: communityDesigns.imageUrl,
        votes: communityDesigns.votes,
        net_score: communityDesigns.netScore,
        production: designProduction,
        status: communityDesigns.status,
        created_at: communityDesigns.createdAt,
      })
      .from(communityDesigns)
      .where(visible)
      .orderBy(desc(communityDesigns.createdAt), desc(communityDesigns.id))
      .limit(DESIGN_LIMIT),
    ctx.db
      .select({
        designs: sql<number>`count(*)::int`,
        votes: sql<number>`coalesce(sum(${communityDesigns.votes}), 0)::int`,
        net: sql<number>`coalesce(sum(${communityDesigns.netScore}), 0)::int`,
      })
      .from(communityDesigns)
      .where(visible),
  ])

  return {
    id: p.id,
    username: p.username,
    // A customer who chose a username goes by it: their full name stays private.
    full_name: p.username?.trim() ? null : p.fullName,
    display_name: publicNameOf(p),
    avatar_url: p.avatarUrl,
    created_at: p.createdAt.toISOString(),
    stats: { designs: stats!.designs, total_votes: stats!.votes, net_score: stats!.net },
    designs: designs.map((d) => ({ ...d, created_at: d.created_at.toISOString() })),
  }
}
