import { nextVoteWeight, type AdminDesignDetail, type AdminDesignRow } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { communityDesigns } from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/access.ts'
import { publicNameOf } from '../../lib/public-name.ts'
import { designProduction, type DesignProduction } from '../../lib/design-production.ts'
import { ADMIN_DESIGN_MESSAGES as M } from '@rdo/contracts'

export const designNotFound = () => new NotFound(M.notFound, 'DESIGN_NOT_FOUND')

export type DesignRow = typeof communityDesigns.$inferSelect

/** The columns every back-office design read takes: the design, its submitter's account and profile. */
export const designWithSubmitter = {
  design: communityDesigns,
  email: user.email,
  accountName: user.name,
  fullName: profiles.fullName,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  /** Whether a product of the design is on sale or being made (null: none). */
  production: designProduction,
}
export type DesignWithSubmitter = {
  design: DesignRow
  email: string
  accountName: string
  fullName: string | null
  username: string | null
  avatarUrl: string | null
  production: DesignProduction
}

/** The submitter's name as the back office shows it: the profile's full name, else the account name. */
export const submitterName = (r: Pick<DesignWithSubmitter, 'fullName' | 'accountName'>) =>
  r.fullName?.trim() || r.accountName

/** One design with its submitter (locked for update inside a transaction when `lock`); 404 otherwise. */
export async function findDesign(db: DbOrTx, id: string, lock = false): Promise<DesignWithSubmitter> {
  if (!isUuid(id)) throw designNotFound()
  const query = db
    .select(designWithSubmitter)
    .from(communityDesigns)
    .innerJoin(user, eq(user.id, communityDesigns.createdBy))
    .leftJoin(profiles, eq(profiles.id, communityDesigns.createdBy))
    .where(eq(communityDesigns.id, id))
  const [row] = lock ? await query.for('update', { of: communityDesigns }) : await query
  if (!row) throw designNotFound()
  return row
}

export function toAdminDesignRow(r: DesignWithSubmitter): AdminDesignRow {
  const d = r.design
  return {
    id: d.id,
    description: d.description,
    image_url: d.imageUrl,
    style: d.style,
    status: d.status,
    created_at: d.createdAt.toISOString(),
    votes: d.votes,
    dislike_count: d.dislikeCount,
    net_score: d.netScore,
    weighted_score: Number(d.weightedScore),
    author: {
      id: d.createdBy,
      display_name: publicNameOf({ username: r.username, fullName: r.fullName }),
      username: r.username,
      avatar_url: r.avatarUrl,
    },
    submitter: { id: d.createdBy, email: r.email, name: submitterName(r) },
    production: r.production ?? null,
  }
}

export function toAdminDesignDetail(r: DesignWithSubmitter, openAnomalies: number): AdminDesignDetail {
  const d = r.design
  const extras = Array.isArray(d.metadata?.additional_images) ? d.metadata.additional_images : []
  const wallet = typeof d.metadata?.wallet_address === 'string' ? d.metadata.wallet_address : null
  return {
    ...toAdminDesignRow(r),
    prompt: d.prompt,
    category: d.category,
    design_type: d.designType,
    images: [d.imageUrl, ...extras.filter((u) => typeof u === 'string' && u !== d.imageUrl)],
    reward_wallet_set: Boolean(wallet),
    current_weight: nextVoteWeight(d.votes),
    comment_count: d.commentCount,
    updated_at: d.updatedAt.toISOString(),
    wallet_address: wallet,
    review_feedback: d.reviewFeedback,
    reviewed_at: d.reviewedAt?.toISOString() ?? null,
    open_anomalies: openAnomalies,
  }
}

/** The design's counters as the contracts carry them. */
export const countsOf = (d: {
  votes: number
  dislike_count: number
  net_score: number
  weighted_score: string | number
}) => ({
  votes: d.votes,
  dislike_count: d.dislike_count,
  net_score: d.net_score,
  weighted_score: Number(d.weighted_score),
})

/** Rows of `now()` for update statements, so every timestamp in one transaction agrees. */
export const NOW = sql`now()`
