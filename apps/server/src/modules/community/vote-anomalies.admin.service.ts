import { VOTE_ANOMALY_MESSAGES as M, type VoteAnomaly, type voteAnomalyListQuery } from '@rdo/contracts'
import { and, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import {
  communityDesigns,
  designDislikes,
  designVotes,
  voteAnomalyDetection as anomalies,
} from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { isUuid } from '../../lib/access.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { countsOf } from './community-admin-dto.ts'

type ListQuery = z.output<typeof voteAnomalyListQuery>

export const anomalyNotFound = () => new NotFound(M.notFound, 'ANOMALY_NOT_FOUND')

/** Whether the vote or dislike a flag is about still exists. */
const actionPresent = sql<boolean>`case ${anomalies.actionType}
  when 'vote' then exists (select 1 from ${designVotes} v
    where v.design_id = ${anomalies.designId} and v.user_id = ${anomalies.userId})
  when 'dislike' then exists (select 1 from ${designDislikes} x
    where x.design_id = ${anomalies.designId} and x.user_id = ${anomalies.userId})
  else false end`

/**
 * Unresolved vote flags, newest first (the partial index on open flags serves the order), with the
 * design and the user, searched by design title, user email or name, and reason. `suspicious_total`
 * counts every open flag whatever the search.
 */
export async function listAnomalies(ctx: AppContext, q: ListQuery) {
  const term = q.q ? likePattern(q.q) : null
  const where = and(
    eq(anomalies.suspicious, true),
    term
      ? or(
          ilike(communityDesigns.description, term),
          ilike(user.searchText, term),
          ilike(profiles.fullName, term),
          ilike(anomalies.reason, term),
        )
      : undefined,
  )
  const from = () =>
    ctx.db
      .select({
        anomaly: anomalies,
        designDescription: communityDesigns.description,
        designImage: communityDesigns.imageUrl,
        email: user.email,
        fullName: profiles.fullName,
        present: actionPresent,
      })
      .from(anomalies)
      .innerJoin(communityDesigns, eq(communityDesigns.id, anomalies.designId))
      .innerJoin(user, eq(user.id, anomalies.userId))
      .leftJoin(profiles, eq(profiles.id, anomalies.userId))
  const { limit, offset } = pageWindow(q)
  const [rows, [total], [open]] = await Promise.all([
    from()
      .where(where)
      .orderBy(orderBy(sql`${anomalies.createdAt}`, q.dir, sql`${anomalies.id}`))
      .limit(limit)
      .offset(offset),
    term
      ? ctx.db
          .select({ n: count() })
          .from(anomalies)
          .innerJoin(communityDesigns, eq(communityDesigns.id, anomalies.designId))
          .innerJoin(user, eq(user.id, anomalies.userId))
          .leftJoin(profiles, eq(profiles.id, anomalies.userId))
          .where(where)
      : Promise.resolve([null]),
    ctx.db.select({ n: count() }).from(anomalies).where(eq(anomalies.suspicious, true)),
  ])
  const items: VoteAnomaly[] = rows.map((r) => ({
    id: r.anomaly.id,
    design: { id: r.anomaly.designId, description: r.designDescription, image_url: r.designImage },
    user: { id: r.anomaly.userId, email: r.email, full_name: r.fullName },
    action_type: r.anomaly.actionType,
    reason: r.anomaly.reason,
    suspicious: r.anomaly.suspicious,
    action_present: Boolean(r.present),
    created_at: r.anomaly.createdAt.toISOString(),
  }))
  return { ...toPage(items, total?.n ?? open!.n, q), suspicious_total: open!.n }
}

async function findAnomaly(db: DbOrTx, id: string) {
  if (!isUuid(id)) throw anomalyNotFound()
  const [row] = await db.select().from(anomalies).where(eq(anomalies.id, id)).for('update')
  if (!row) throw anomalyNotFound()
  return row
}

/** Marks one flag resolved (the vote stands); it leaves the list. */
export async function resolveAnomaly(ctx: AppContext, actor: AuditActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await findAnomaly(tx, id)
    await tx.update(anomalies).set({ suspicious: false }).where(eq(anomalies.id, id))
    await writeAudit(tx, actor, {
      action: 'vote_anomaly.resolve',
      entity: 'vote_anomaly',
      entityId: id,
      before: { suspicious: row.suspicious },
      after: { suspicious: false },
    })
  })
}

type ReactRow = {
  outcome: string
  votes: number
  dislike_count: number
  net_score: number
  weighted_score: string
}

/**
 * Removes the flagged vote or dislike and resolves, in one transaction: `design_react` deletes the row
 * and moves the design's counters (votes, net score, weighted score) under the design's lock, then
 * this flag and every other open flag of the same user, design and action are resolved. When the vote
 * is already gone (withdrawn by the voter, or removed through another flag) the flags are still
 * resolved and the counters answered unchanged; the audit entry records `removed: false`.
 */
export async function removeAnomalyVote(ctx: AppContext, actor: AuditActor, id: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await findAnomaly(tx, id)
    const kind = row.actionType === 'vote' || row.actionType === 'dislike' ? row.actionType : null
    let counts: ReactRow
    if (kind) {
      const { rows } = await tx.execute<ReactRow>(
        sql`select outcome, votes, dislike_count, net_score, weighted_score
            from design_react(${row.designId}::uuid, ${row.userId}::uuid, ${kind}, false, null)`,
      )
      counts = rows[0]!
    } else {
      const [d] = await tx
        .select({
          outcome: sql<string>`'missing'`,
          votes: communityDesigns.votes,
          dislike_count: communityDesigns.dislikeCount,
          net_score: communityDesigns.netScore,
          weighted_score: communityDesigns.weightedScore,
        })
        .from(communityDesigns)
        .where(eq(communityDesigns.id, row.designId))
      counts = d!
    }
    const resolved = await tx
      .update(anomalies)
      .set({ suspicious: false })
      .where(
        or(
          eq(anomalies.id, id),
          and(
            eq(anomalies.designId, row.designId),
            eq(anomalies.userId, row.userId),
            eq(anomalies.actionType, row.actionType),
            eq(anomalies.suspicious, true),
          ),
        ),
      )
      .returning({ id: anomalies.id })
    await writeAudit(tx, actor, {
      action: 'vote_anomaly.remove_vote',
      entity: 'vote_anomaly',
      entityId: id,
      before: {
        suspicious: row.suspicious,
        design_id: row.designId,
        user_id: row.userId,
        action_type: row.actionType,
      },
      after: {
        removed: counts.outcome === 'ok',
        resolved_anomaly_ids: resolved.map((r) => r.id),
        counts: countsOf(counts),
      },
    })
    return { design_id: row.designId, counts: countsOf(counts) }
  })
}
